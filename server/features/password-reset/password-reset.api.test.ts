import { asc, eq } from "drizzle-orm";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RESET_REQUESTED_MESSAGE } from "@shared/password-reset";
import { emailOutbox } from "../../db/schema";
import { expectOnlyNewPasswordWorks } from "../../../tests/factories";
import { createTestApp, signUp, type TestApp } from "../../../tests/helpers/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Reset mail is sent after the answer (the answer takes the same time either way): wait for it. */
async function resetMailsTo(email: string, count = 1) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const mails = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, email))
      .orderBy(asc(emailOutbox.id));
    if (mails.length >= count) return mails;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no reset mail to ${email}`);
}

let address = 0;
/** A request from an address of its own, so the per-address reset limit (6 in 10 minutes) never trips here. */
function resetRequest() {
  address += 1;
  return supertest(t.app).post("/api/password-reset/request").set("X-Forwarded-For", `198.51.100.${address}`);
}

const tokenIn = (body: string) => /token=([A-Za-z0-9_-]+)/.exec(body)![1];

async function requestResetToken(email: string, mailsBefore = 0): Promise<string> {
  await resetRequest().send({ email }).expect(200);
  const mails = await resetMailsTo(email, mailsBefore + 1);
  return tokenIn(mails[mailsBefore].body);
}

function confirmReset(token: string, password: string) {
  return supertest(t.app).post("/api/password-reset/confirm").send({ token, password });
}

describe("password reset", () => {
  it("answers the same for known and unknown emails, and only mails the account holder", async () => {
    const user = await signUp(t.request());
    const unknown = await resetRequest().send({ email: "nobody@example.com" }).expect(200);
    const known = await resetRequest().send({ email: user.email }).expect(200);
    expect(known.body).toEqual({ message: RESET_REQUESTED_MESSAGE });
    expect(unknown.body).toEqual(known.body);
    const [mail] = await resetMailsTo(user.email);
    expect(mail.body).toContain("/forgot-password?token=");
    expect(mail.carriesSecret).toBe(true);
    const toNobody = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, "nobody@example.com"));
    expect(toNobody).toHaveLength(0);
  });

  it("sets a new password once, signs out other sessions, and refuses the link again", async () => {
    const agent = t.request();
    const user = await signUp(agent);
    const token = await requestResetToken(user.email);
    await confirmReset(token, "a brand new secret").expect(200);
    await agent.get("/api/user").expect(401);
    await expectOnlyNewPasswordWorks(t.app, user, "a brand new secret");
    const reused = await confirmReset(token, "another secret!").expect(400);
    expect(reused.body.fieldErrors.token[0]).toMatch(/expired or was already used/);
  });

  it("ends the user's other outstanding links when one is used, and no one else's", async () => {
    const user = await signUp(t.request());
    const someoneElse = await signUp(t.request());
    const first = await requestResetToken(user.email);
    const second = await requestResetToken(user.email, 1);
    const theirs = await requestResetToken(someoneElse.email);
    await confirmReset(second, "a brand new secret").expect(200);
    const stale = await confirmReset(first, "yet another secret").expect(400);
    expect(stale.body.fieldErrors.token[0]).toMatch(/expired or was already used/);
    await confirmReset(theirs, "their new secret").expect(200);
  });

  it("ends outstanding links when the password is changed on the account page", async () => {
    const agent = t.request();
    const user = await signUp(agent);
    const token = await requestResetToken(user.email);
    await agent
      .post("/api/account/password")
      .send({ currentPassword: user.password, newPassword: "changed on the account page" })
      .expect(200);
    await confirmReset(token, "the attacker's choice").expect(400);
    await supertest(t.app)
      .post("/api/login")
      .send({ username: user.username, password: "changed on the account page" })
      .expect(200);
  });

  it("validates the token shape and the new password", async () => {
    const res = await supertest(t.app)
      .post("/api/password-reset/confirm")
      .send({ token: "x", password: "short" })
      .expect(400);
    expect(res.body.fieldErrors.token).toEqual(["The reset link is incomplete"]);
    expect(res.body.fieldErrors.password).toEqual(["Password must be at least 8 characters"]);
    const unknown = await supertest(t.app)
      .post("/api/password-reset/confirm")
      .send({ token: "A".repeat(43), password: "long enough password" })
      .expect(400);
    expect(unknown.body.fieldErrors.token).toEqual([
      "This reset link has expired or was already used. Ask for a new one.",
    ]);
  });
});
