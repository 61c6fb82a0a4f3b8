import supertest from "supertest";
import type { Database } from "../../server/db/client";
import { users } from "../../server/db/schema";
import { hashPassword } from "../../server/features/auth/password";
import { nextNumber } from "./sequence";

/** Every test user's password: long enough for the rules, and known to the tests that sign in again. */
export const TEST_PASSWORD = "correct horse battery";

export interface UserInput {
  username: string;
  email: string;
  password: string;
}

/** A unique, valid sign-up body (`user7`, `user7@example.com`); overrides replace any field. */
export function buildUser(prefix = "user", overrides: Partial<UserInput> = {}): UserInput {
  const username = `${prefix}${nextNumber()}`;
  return { username, email: `${username}@example.com`, password: TEST_PASSWORD, ...overrides };
}

/** The session cookie (`upm.sid=…`) a sign-up or sign-in set, for requests made without the agent. */
function sessionCookieOf(res: supertest.Response): string {
  const setCookie = ([] as string[]).concat(res.headers["set-cookie"] ?? []);
  return (setCookie.find((c) => c.startsWith("upm.sid=")) ?? "").split(";")[0];
}

/** Registers a user through the API on an agent, which then holds the signed-in session. */
export async function signUp(agent: supertest.Agent, prefix?: string, overrides: Partial<UserInput> = {}) {
  const user = buildUser(prefix, overrides);
  const res = await agent.post("/api/register").send(user).expect(201);
  return { ...user, id: res.body.id as number, cookie: sessionCookieOf(res) };
}
export type SignedUpUser = Awaited<ReturnType<typeof signUp>>;

/**
 * A user written straight into the database (no sign-up request, so no sign-up limit or mail), with the
 * password hashed the way the app hashes it: sign it in with `signIn`.
 */
export async function insertUser(database: Database, prefix?: string, overrides: Partial<UserInput> = {}) {
  const user = buildUser(prefix, overrides);
  const [row] = await database.db
    .insert(users)
    .values({ username: user.username, email: user.email, passwordHash: await hashPassword(user.password) })
    .returning({ id: users.id });
  return { ...user, id: row.id };
}

/** Signs a known user in on an agent; returns the session cookie. */
export async function signIn(agent: supertest.Agent, user: Pick<UserInput, "username" | "password">) {
  const res = await agent
    .post("/api/login")
    .send({ username: user.username, password: user.password })
    .expect(200);
  return sessionCookieOf(res);
}

/** After a password change or reset: the old password is refused at sign-in and the new one accepted. */
export async function expectOnlyNewPasswordWorks(
  app: Parameters<typeof supertest>[0],
  user: Pick<UserInput, "username" | "password">,
  newPassword: string,
) {
  const signInWith = (password: string) =>
    supertest(app).post("/api/login").send({ username: user.username, password });
  await signInWith(user.password).expect(401);
  await signInWith(newPassword).expect(200);
}
