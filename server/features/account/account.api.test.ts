import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectOnlyNewPasswordWorks } from "../../../tests/factories";
import { createTestApp, signUp, type TestApp } from "../../../tests/helpers/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A second, independent sign-in of the same user (another device): its own cookie. */
async function signInElsewhere(username: string, password: string): Promise<string> {
  const res = await supertest(t.app).post("/api/login").send({ username, password }).expect(200);
  const cookies = ([] as string[]).concat(res.headers["set-cookie"] ?? []);
  return cookies.find((c) => c.startsWith("upm.sid="))!.split(";")[0];
}

const asCookie = (cookie: string) => supertest(t.app).get("/api/user").set("Cookie", cookie);

describe("POST /api/account/password", () => {
  it("changes the password and ends every other session, keeping this one", async () => {
    const agent = t.request();
    const user = await signUp(agent);
    const phone = await signInElsewhere(user.username, user.password);
    const laptop = await signInElsewhere(user.email, user.password);
    await asCookie(phone).expect(200);

    const res = await agent
      .post("/api/account/password")
      .send({ currentPassword: user.password, newPassword: "a brand new passphrase" })
      .expect(200);
    expect(res.body.otherSessionsEnded).toBe(2);

    await agent.get("/api/user").expect(200);
    await asCookie(phone).expect(401);
    await asCookie(laptop).expect(401);
    await expectOnlyNewPasswordWorks(t.app, user, "a brand new passphrase");
  });

  it("answers 400 with fieldErrors.currentPassword for a wrong current password", async () => {
    const agent = t.request();
    const user = await signUp(agent);
    const other = await signInElsewhere(user.username, user.password);
    const res = await agent
      .post("/api/account/password")
      .send({ currentPassword: "not my password", newPassword: "another passphrase" })
      .expect(400);
    expect(res.body.fieldErrors.currentPassword).toEqual(["The current password is not correct"]);
    // Nothing changed: the old password still works and other sessions live on.
    await asCookie(other).expect(200);
    await supertest(t.app)
      .post("/api/login")
      .send({ username: user.username, password: user.password })
      .expect(200);
  });

  it("validates the new password", async () => {
    const agent = t.request();
    const user = await signUp(agent);
    const short = await agent
      .post("/api/account/password")
      .send({ currentPassword: user.password, newPassword: "short" })
      .expect(400);
    expect(short.body.fieldErrors.newPassword[0]).toMatch(/at least 8/);
    const same = await agent
      .post("/api/account/password")
      .send({ currentPassword: user.password, newPassword: user.password })
      .expect(400);
    expect(same.body.fieldErrors.newPassword[0]).toMatch(/different/);
    const missing = await agent.post("/api/account/password").send({}).expect(400);
    expect(Object.keys(missing.body.fieldErrors).sort()).toEqual(["currentPassword", "newPassword"]);
  });

  it("needs a signed-in user", async () => {
    await supertest(t.app)
      .post("/api/account/password")
      .send({ currentPassword: "whatever1", newPassword: "whatever2" })
      .expect(401);
  });
});

describe("POST /api/account/sign-out-everywhere", () => {
  it("ends every session of the user, this one included, and no other user's", async () => {
    const agent = t.request();
    const user = await signUp(agent);
    const phone = await signInElsewhere(user.username, user.password);
    const someoneElse = t.request();
    await signUp(someoneElse);

    const res = await agent.post("/api/account/sign-out-everywhere").expect(200);
    expect(res.body.sessionsEnded).toBe(2);
    const cleared = ([] as string[]).concat(res.headers["set-cookie"] ?? []);
    expect(cleared.some((c) => c.startsWith("upm.sid=;"))).toBe(true);

    await agent.get("/api/user").expect(401);
    await asCookie(user.cookie).expect(401);
    await asCookie(phone).expect(401);
    await someoneElse.get("/api/user").expect(200);
  });

  it("needs a signed-in user", async () => {
    await supertest(t.app).post("/api/account/sign-out-everywhere").expect(401);
  });
});
