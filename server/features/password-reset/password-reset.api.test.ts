import { desc } from "drizzle-orm";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RESET_REQUESTED_MESSAGE } from "@shared/password-reset";
import { emailOutbox } from "../../db/schema";
import { createTestApp, signUp, type TestApp } from "../../../tests/helpers/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function latestResetToken(): Promise<string> {
  const [mail] = await t.database.db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(1);
  return /token=([A-Za-z0-9_-]+)/.exec(mail.body)![1];
}

describe("password reset", () => {
  it("answers the same for known and unknown emails, and only mails the account holder", async () => {
    const user = await signUp(t.request());
    const before = (await t.database.db.select().from(emailOutbox)).length;
    const known = await supertest(t.app)
      .post("/api/password-reset/request")
      .send({ email: user.email })
      .expect(200);
    const unknown = await supertest(t.app)
      .post("/api/password-reset/request")
      .send({ email: "nobody@example.com" })
      .expect(200);
    expect(known.body).toEqual({ message: RESET_REQUESTED_MESSAGE });
    expect(unknown.body).toEqual(known.body);
    const mails = await t.database.db.select().from(emailOutbox);
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)).toMatchObject({ to: user.email });
    expect(mails.at(-1)!.body).toContain("/forgot-password?token=");
  });

  it("sets a new password once, signs out other sessions, and refuses the link again", async () => {
    const agent = t.request();
    const user = await signUp(agent);
    await supertest(t.app).post("/api/password-reset/request").send({ email: user.email }).expect(200);
    const token = await latestResetToken();
    await supertest(t.app)
      .post("/api/password-reset/confirm")
      .send({ token, password: "a brand new secret" })
      .expect(200);
    await agent.get("/api/user").expect(401);
    await supertest(t.app)
      .post("/api/login")
      .send({ username: user.username, password: user.password })
      .expect(401);
    await supertest(t.app)
      .post("/api/login")
      .send({ username: user.username, password: "a brand new secret" })
      .expect(200);
    const reused = await supertest(t.app)
      .post("/api/password-reset/confirm")
      .send({ token, password: "another secret!" })
      .expect(400);
    expect(reused.body.fieldErrors.token[0]).toMatch(/expired or was already used/);
  });

  it("validates the token shape and the new password", async () => {
    const res = await supertest(t.app)
      .post("/api/password-reset/confirm")
      .send({ token: "x", password: "short" })
      .expect(400);
    expect(res.body.fieldErrors.token).toBeDefined();
    expect(res.body.fieldErrors.password).toBeDefined();
    const unknown = await supertest(t.app)
      .post("/api/password-reset/confirm")
      .send({ token: "A".repeat(43), password: "long enough password" })
      .expect(400);
    expect(unknown.body.fieldErrors.token).toBeDefined();
  });
});
