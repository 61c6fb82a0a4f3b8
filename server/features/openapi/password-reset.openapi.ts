import { z } from "zod";
import {
  confirmPasswordResetSchema,
  RESET_REQUESTED_MESSAGE,
  requestPasswordResetSchema,
} from "@shared/password-reset";
import { errorResponse, json, jsonBody, type ApiDescription } from "./api-description";

/** server/features/password-reset/password-reset.routes.ts */
export function describePasswordResetApi(api: ApiDescription) {
  const reset = api.feature({
    name: "Password reset",
    description: "One-time links to choose a new password",
  });
  const message = z.object({ message: z.string() });

  reset.operation({
    method: "post",
    path: "/api/password-reset/request",
    operationId: "requestPasswordReset",
    summary: "Email a one-time reset link; the same answer whether or not the email has an account",
    description: "Limited per address (6 per 10 minutes) and per email (5 an hour).",
    access: "public",
    body: jsonBody(requestPasswordResetSchema, "Email", { email: "layla@example.com" }),
    responses: { 200: json(message, "Requested", { message: RESET_REQUESTED_MESSAGE }) },
  });
  reset.operation({
    method: "post",
    path: "/api/password-reset/confirm",
    operationId: "confirmPasswordReset",
    summary: "Set a new password with the link's token (once, within an hour); ends every session",
    access: "public",
    body: jsonBody(confirmPasswordResetSchema, "Token and new password", {
      token: "c2VjcmV0LXJlc2V0LXRva2VuLWV4YW1wbGU",
      password: "staple battery horse",
    }),
    responses: {
      200: json(message, "Changed", { message: "Your password has been changed. Sign in with the new one." }),
      400: errorResponse("Invalid input, or `fieldErrors.token` when the link expired or was used"),
    },
  });
}
