import { eq } from "drizzle-orm";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../../db/schema";
import { createTestApp, buildUser, signUp, type TestApp } from "../../../tests/helpers/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function sessionCookie(res: supertest.Response): string | undefined {
  const cookies = ([] as string[]).concat(res.headers["set-cookie"] ?? []);
  return cookies.find((c) => c.startsWith("upm.sid="));
}

describe("POST /api/register", () => {
  it("creates the account, signs in and never returns the password hash", async () => {
    const agent = t.request();
    const user = buildUser();
    const res = await agent.post("/api/register").send(user).expect(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      username: user.username,
      email: user.email,
      createdAt: expect.any(String),
      locale: "en",
      // Every new account is a user: staff are made by `npm run admin -- grant` (decision 0050).
      role: "user",
    });
    expect(JSON.stringify(res.body)).not.toMatch(/argon|hash|password/i);
    const me = await agent.get("/api/user").expect(200);
    expect(me.body.username).toBe(user.username);
  });

  it("names every wrong field", async () => {
    const res = await t
      .request()
      .post("/api/register")
      .send({ username: "a!", email: "not-an-email", password: "short" })
      .expect(400);
    expect(Object.keys(res.body.fieldErrors).sort()).toEqual(["email", "password", "username"]);
    expect(res.body.message).toBeTypeOf("string");
  });

  it("requires every field", async () => {
    const res = await t.request().post("/api/register").send({}).expect(400);
    expect(res.body.fieldErrors.username).toEqual(["Username is required"]);
    expect(res.body.fieldErrors.email).toEqual(["Email is required"]);
    expect(res.body.fieldErrors.password).toEqual(["Password is required"]);
  });

  it("rejects usernames longer than 32 and passwords longer than 128 characters", async () => {
    const res = await t
      .request()
      .post("/api/register")
      .send({ username: "a".repeat(33), email: "long@example.com", password: "p".repeat(129) })
      .expect(400);
    expect(res.body.fieldErrors.username[0]).toMatch(/32/);
    expect(res.body.fieldErrors.password[0]).toMatch(/128/);
  });

  it("answers 409 for a username or email already taken, ignoring case", async () => {
    const existing = await signUp(t.request());
    const sameName = await t
      .request()
      .post("/api/register")
      .send({ ...buildUser(), username: existing.username.toUpperCase() })
      .expect(409);
    expect(sameName.body.fieldErrors.username).toEqual(["That username is taken"]);
    const sameEmail = await t
      .request()
      .post("/api/register")
      .send({ ...buildUser(), email: existing.email.toUpperCase() })
      .expect(409);
    expect(sameEmail.body.fieldErrors.email).toEqual(["An account with that email already exists"]);
  });

  it("answers 400 for a body that is not JSON, without a stack trace", async () => {
    const res = await t
      .request()
      .post("/api/register")
      .set("Content-Type", "application/json")
      .send("{broken")
      .expect(400);
    expect(res.body.message).toMatch(/not valid JSON/);
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.js|SyntaxError/);
  });

  it("answers 413 for an oversized body", async () => {
    await t
      .request()
      .post("/api/register")
      .send({ username: "x".repeat(200_000) })
      .expect(413);
  });
});

describe("POST /api/login", () => {
  it("signs in with the username or the email, in any case", async () => {
    const user = await signUp(t.request());
    const byName = await t
      .request()
      .post("/api/login")
      .send({ username: user.username.toUpperCase(), password: user.password })
      .expect(200);
    expect(byName.body.username).toBe(user.username);
    const byEmail = await t
      .request()
      .post("/api/login")
      .send({ username: user.email, password: user.password })
      .expect(200);
    expect(byEmail.body.id).toBe(user.id);
  });

  it("gives the same 401 for a wrong password and an unknown user", async () => {
    const user = await signUp(t.request());
    const wrong = await t
      .request()
      .post("/api/login")
      .send({ username: user.username, password: "wrong password" })
      .expect(401);
    const unknown = await t
      .request()
      .post("/api/login")
      .send({ username: "nobody-here", password: "whatever1" })
      .expect(401);
    expect(wrong.body.message).toBe("Invalid username or password");
    expect(unknown.body).toEqual(wrong.body);
  });

  it("answers 400 when fields are missing", async () => {
    const res = await t.request().post("/api/login").send({ username: "" }).expect(400);
    expect(res.body.fieldErrors.username).toEqual(["Username or email is required"]);
    expect(res.body.fieldErrors.password).toEqual(["Password is required"]);
  });

  it("issues a new session id at login and retires the old one", async () => {
    const agent = t.request();
    const user = await signUp(agent);
    const me = await agent.get("/api/user").expect(200);
    expect(me.body.id).toBe(user.id);
    const before = sessionCookie(
      await agent.post("/api/login").send({ username: user.username, password: user.password }).expect(200),
    );
    const registerCookie = sessionCookie(
      await t.request().post("/api/register").send(buildUser()).expect(201),
    );
    expect(before).toBeDefined();
    expect(registerCookie).toBeDefined();
    // Log in again from an existing session: the cookie changes and the old id no longer works.
    const oldCookie = before!.split(";")[0];
    const relogin = await supertest(t.app)
      .post("/api/login")
      .set("Cookie", oldCookie)
      .send({ username: user.username, password: user.password })
      .expect(200);
    const newCookie = sessionCookie(relogin)!.split(";")[0];
    expect(newCookie).not.toBe(oldCookie);
    await supertest(t.app).get("/api/user").set("Cookie", oldCookie).expect(401);
    await supertest(t.app).get("/api/user").set("Cookie", newCookie).expect(200);
  });
});

describe("session cookie", () => {
  it("is HttpOnly and SameSite=Lax, and not Secure over plain http", async () => {
    const cookie = sessionCookie(await t.request().post("/api/register").send(buildUser()).expect(201))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
  });

  it("is Secure when a trusted proxy says the request came over HTTPS", async () => {
    const res = await t
      .request()
      .post("/api/register")
      .set("X-Forwarded-Proto", "https")
      .send(buildUser())
      .expect(201);
    expect(sessionCookie(res)).toMatch(/Secure/i);
  });
});

describe("GET /api/user and POST /api/logout", () => {
  it("answers 401 with a JSON body when signed out", async () => {
    const res = await t.request().get("/api/user").expect(401);
    expect(res.body.message).toBeTypeOf("string");
  });

  it("destroys the session at logout, so the old cookie is refused", async () => {
    const agent = t.request();
    const cookie = sessionCookie(await agent.post("/api/register").send(buildUser()).expect(201))!.split(
      ";",
    )[0];
    await agent.post("/api/logout").expect(200);
    await agent.get("/api/user").expect(401);
    await supertest(t.app).get("/api/user").set("Cookie", cookie).expect(401);
  });

  it("keeps a user signed in across a new app instance on the same database", async () => {
    const agent = t.request();
    const user = await signUp(agent);
    const second = await createTestApp(t.database);
    try {
      const res = await supertest(second.app).get("/api/user").set("Cookie", user.cookie).expect(200);
      expect(res.body.id).toBe(user.id);
    } finally {
      await second.close();
    }
  });
});

describe("a session's expiry", () => {
  it("rolls on at most once a minute: a signed-in page's several reads write the session once", async () => {
    const agent = t.request();
    const user = await signUp(agent);
    // "upm.sid=s%3A<sid>.<signature>"
    const sid = decodeURIComponent(user.cookie.slice("upm.sid=".length)).slice(2).split(".")[0];
    const inAnHour = new Date(Date.now() + 3_600_000);
    const shortenExpiry = () =>
      t.database.db.update(sessions).set({ expire: inAnHour }).where(eq(sessions.sid, sid));
    const expiry = async () =>
      (await t.database.db.select().from(sessions).where(eq(sessions.sid, sid)))[0].expire.getTime();
    await shortenExpiry();
    await agent.get("/api/user").expect(200);
    expect(await expiry()).toBeGreaterThan(inAnHour.getTime() + 3_600_000);
    await shortenExpiry();
    await agent.get("/api/user").expect(200);
    await agent.get("/api/user").expect(200);
    expect(await expiry()).toBe(inAnHour.getTime());
  });
});

describe("text PostgreSQL cannot store", () => {
  it("is refused at the edge with a field error, not a database failure", async () => {
    const login = await t
      .request()
      .post("/api/login")
      .send({ username: "a\u0000b", password: "whatever1" })
      .expect(400);
    expect(login.body.fieldErrors.username).toEqual(["Must not contain NUL characters"]);
    const register = await t
      .request()
      .post("/api/register")
      .send({ username: "okname", email: "x@example.com", password: "pass\u0000word" })
      .expect(400);
    expect(register.body.fieldErrors.password).toEqual(["Must not contain NUL characters"]);
    const search = await t.request().get("/api/properties/search?search=a%00b").expect(400);
    expect(search.body.fieldErrors.search).toEqual(["Must not contain NUL characters"]);
  });
});
