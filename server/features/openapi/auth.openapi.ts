import { z } from "zod";
import { loginInputSchema, registerInputSchema, userSchema } from "@shared/user";
import { errorResponse, json, jsonBody, type ApiDescription } from "./api-description";
import { exampleUser } from "./examples";

const signedOut = z.object({ message: z.string() });

/** server/features/auth/auth.routes.ts: accounts and sessions. */
export function describeAuthApi(api: ApiDescription) {
  const auth = api.feature({ name: "Auth", description: "Accounts and the session cookie" });
  const user = userSchema.meta({ id: "User" });

  auth.operation({
    method: "get",
    path: "/api/user",
    operationId: "getCurrentUser",
    summary: "The signed-in user",
    access: "session",
    responses: { 200: json(user, "The current user", exampleUser) },
  });
  auth.operation({
    method: "post",
    path: "/api/register",
    operationId: "register",
    summary: "Create an account and sign in",
    description: "Sets the session cookie. Limited to 20 accounts an hour from one address.",
    access: "public",
    body: jsonBody(registerInputSchema, "New account", {
      username: "layla",
      email: "layla@example.com",
      password: "correct horse battery",
    }),
    responses: {
      201: json(user, "Created and signed in", exampleUser),
      409: errorResponse("Username or email taken", {
        message: "That username is taken",
        code: "conflict",
        fieldErrors: { username: ["That username is taken"] },
      }),
    },
  });
  auth.operation({
    method: "post",
    path: "/api/login",
    operationId: "logIn",
    summary: "Sign in with username or email",
    description:
      "Sets a new session cookie (the session id changes at sign-in) and a trusted-device cookie (`upm.device`). Limited per address (all attempts) and per account (failures only: 10 in 15 minutes, username and email counted together); a browser that signed in to the account before is counted on its own, so others' failures never lock it out.",
    access: "public",
    body: jsonBody(loginInputSchema, "Credentials", { username: "layla", password: "correct horse battery" }),
    responses: {
      200: json(user, "Signed in", exampleUser),
      401: errorResponse("Invalid username or password", {
        message: "Invalid username or password",
        code: "invalid_credentials",
      }),
    },
  });
  auth.operation({
    method: "post",
    path: "/api/logout",
    operationId: "logOut",
    summary: "Sign out and destroy the session",
    description: "Answers the same whether or not a session was open.",
    access: "optional-session",
    responses: { 200: json(signedOut, "Signed out", { message: "Signed out" }) },
  });
}
