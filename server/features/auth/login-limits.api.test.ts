import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, buildUser, type TestApp } from "../../../tests/helpers/test-app";
import { RATE_LIMITS } from "../../middleware/rate-limit";
import { TRUSTED_DEVICE_COOKIE } from "./login-limit";

/**
 * The per-account sign-in limit at its real size (10 failures in 15 minutes; issue 11, item 7): it counts
 * failures only, one count per account whatever name reaches it, and failures from elsewhere cannot stop
 * the owner signing in from a browser they signed in on before (login-limit.ts says what stays possible).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const LIMIT = RATE_LIMITS.loginByAccount.limit;

/** A browser that has never signed in to anything: no cookies at all. */
const freshBrowser = () => supertest(t.app);

/** Registers an account from a browser of its own, which keeps its cookies (the owner's device). */
async function ownerWithDevice(prefix = "carol") {
  const device = t.request();
  const user = buildUser(prefix);
  const registered = await device.post("/api/register").send(user).expect(201);
  await device.post("/api/logout").expect(200);
  return { user: { ...user, id: registered.body.id as number }, device };
}

async function failFrom(
  client: supertest.Agent | ReturnType<typeof freshBrowser>,
  login: string,
  times: number,
) {
  for (let i = 0; i < times; i++) {
    await client
      .post("/api/login")
      .send({ username: login, password: `wrong guess ${i}` })
      .expect(401);
  }
}

describe("per-account sign-in limit", () => {
  it("never refuses a success: 15 sign-ins in a row all succeed", async () => {
    const { user } = await ownerWithDevice();
    for (let i = 0; i < 15; i++) {
      await freshBrowser()
        .post("/api/login")
        .send({ username: i % 2 ? user.email : user.username, password: user.password })
        .expect(200);
    }
    // And the successes left the whole failure budget untouched.
    await failFrom(freshBrowser(), user.username, LIMIT);
  });

  it(`after ${LIMIT} failures: the right password from a new browser is refused, from the owner's browser accepted`, async () => {
    const { user, device } = await ownerWithDevice();
    await failFrom(freshBrowser(), user.username, LIMIT);
    const refused = await freshBrowser()
      .post("/api/login")
      .send({ username: user.username, password: user.password })
      .expect(429);
    expect(refused.body.code).toBe("rate_limited");
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    await device.post("/api/login").send({ username: user.username, password: user.password }).expect(200);
    await device.get("/api/user").expect(200);
    // A success resets nothing: the account stays locked for browsers it never signed in on.
    await freshBrowser()
      .post("/api/login")
      .send({ username: user.username, password: user.password })
      .expect(429);
  });

  it("counts the username and the email of one account (in any case) on one counter", async () => {
    const { user } = await ownerWithDevice();
    await failFrom(freshBrowser(), user.username, LIMIT / 2);
    await failFrom(freshBrowser(), user.email.toUpperCase(), LIMIT / 2);
    await freshBrowser()
      .post("/api/login")
      .send({ username: user.email, password: "one more guess" })
      .expect(429);
    await freshBrowser()
      .post("/api/login")
      .send({ username: user.username.toUpperCase(), password: "one more guess" })
      .expect(429);
  });

  it("limits guesses at a name with no account by the lower-cased name, answering as for a real one", async () => {
    const ghost = `ghost${Date.now()}`;
    await failFrom(freshBrowser(), ghost, LIMIT);
    const refused = await freshBrowser()
      .post("/api/login")
      .send({ username: ghost.toUpperCase(), password: "still guessing" })
      .expect(429);
    expect(refused.body.code).toBe("rate_limited");
  });

  it("an attacker's failures cannot stop the owner on a browser they signed in on; only new browsers wait", async () => {
    const { user, device } = await ownerWithDevice();
    // Twice the limit, from many browsers, by both names.
    await failFrom(freshBrowser(), user.username, LIMIT);
    for (let i = 0; i < LIMIT; i++) {
      await freshBrowser()
        .post("/api/login")
        .send({ username: user.email, password: `attacker ${i}` })
        .expect(429);
    }
    for (let i = 0; i < 3; i++) {
      await device.post("/api/login").send({ username: user.email, password: user.password }).expect(200);
    }
    // What remains possible: a browser that never signed in to this account waits out the window.
    await freshBrowser()
      .post("/api/login")
      .send({ username: user.username, password: user.password })
      .expect(429);
  });

  it("the owner's own typos count on their browser's counter, not the account's", async () => {
    const { user, device } = await ownerWithDevice();
    await failFrom(device, user.username, LIMIT);
    await device.post("/api/login").send({ username: user.username, password: user.password }).expect(429);
    // The account itself is not locked: a new browser with the right password gets in.
    await freshBrowser()
      .post("/api/login")
      .send({ username: user.username, password: user.password })
      .expect(200);
  });

  it("ignores a forged or borrowed trusted-device cookie", async () => {
    const victim = await ownerWithDevice();
    const other = await ownerWithDevice("mallory");
    await failFrom(freshBrowser(), victim.user.username, LIMIT);
    // Another account's genuine device cookie does not open the victim's account, nor does it with the
    // victim's id put in (the signature covers the id).
    const otherLogin = await other.device
      .post("/api/login")
      .send({ username: other.user.username, password: other.user.password })
      .expect(200);
    const cookie = ([] as string[])
      .concat(otherLogin.headers["set-cookie"] ?? [])
      .find((c) => c.startsWith(`${TRUSTED_DEVICE_COOKIE}=`))!
      .split(";")[0];
    const [, value] = cookie.split("=");
    const [, deviceId, signature] = value.split(".");
    for (const forged of [cookie, `${TRUSTED_DEVICE_COOKIE}=${victim.user.id}.${deviceId}.${signature}`]) {
      await freshBrowser()
        .post("/api/login")
        .set("Cookie", forged)
        .send({ username: victim.user.username, password: victim.user.password })
        .expect(429);
    }
  });
});
