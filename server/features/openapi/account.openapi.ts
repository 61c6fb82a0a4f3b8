import { z } from "zod";
import { changePasswordInputSchema } from "@shared/account";
import { errorResponse, json, jsonBody, type ApiDescription } from "./api-description";

/** server/features/account/account.routes.ts: the signed-in user's password and sessions. */
export function describeAccountApi(api: ApiDescription) {
  const account = api.feature({ name: "Account", description: "Password change and signing out everywhere" });
  const message = z.object({ message: z.string() });

  account.operation({
    method: "post",
    path: "/api/account/password",
    operationId: "changePassword",
    summary: "Change your password",
    description:
      "Every other session of the user is ended; this one stays signed in. Limited to 10 attempts per 15 minutes per account.",
    access: "session",
    body: jsonBody(
      changePasswordInputSchema,
      "Current and new password (the new one differs from the current)",
      {
        currentPassword: "correct horse battery",
        newPassword: "staple battery horse",
      },
    ),
    responses: {
      200: json(message.extend({ otherSessionsEnded: z.number().int() }), "Changed", {
        message: "Password changed",
        otherSessionsEnded: 2,
      }),
      400: errorResponse(
        "Invalid input, or `fieldErrors.currentPassword` when the current password is wrong",
      ),
    },
  });
  account.operation({
    method: "post",
    path: "/api/account/sign-out-everywhere",
    operationId: "signOutEverywhere",
    summary: "End every session of your account, this one included",
    access: "session",
    responses: {
      200: json(message.extend({ sessionsEnded: z.number().int() }), "Signed out everywhere", {
        message: "Signed out everywhere",
        sessionsEnded: 3,
      }),
    },
  });
}
