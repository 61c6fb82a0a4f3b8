import { desc, eq } from "drizzle-orm";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTACT_RECEIVED_MESSAGE } from "@shared/contact";
import { nextClientAddress, nextNumber } from "../../../tests/factories";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { contactMessages } from "../../db/schema";
import { RATE_LIMITS } from "../../middleware/rate-limit";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const validMessage = (overrides: Record<string, unknown> = {}) => ({
  name: "Aisha Rahman",
  email: `aisha.${nextNumber()}@example.com`,
  phone: "+971 50 123 4567",
  subject: "Report a listing",
  message: "The listing at /property/12 shows a permit number that belongs to another building.",
  ...overrides,
});

function post(
  body: unknown,
  { address = nextClientAddress(), host }: { address?: string; host?: string } = {},
) {
  const req = supertest(t.app).post("/api/contact").set("X-Forwarded-For", address);
  if (host) req.set("Host", host);
  return req.send(body as object);
}

async function storedMessage(email: string) {
  const [row] = await t.database.db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.email, email))
    .orderBy(desc(contactMessages.id))
    .limit(1);
  return row;
}

describe("POST /api/contact", () => {
  it("stores the message with the site it came from and thanks the sender", async () => {
    const body = validMessage();
    const res = await post(body).expect(201);
    expect(res.body).toEqual({ message: CONTACT_RECEIVED_MESSAGE });
    const row = await storedMessage(body.email);
    expect(row).toMatchObject({
      name: "Aisha Rahman",
      email: body.email,
      phone: "+971 50 123 4567",
      subject: "Report a listing",
      message: body.message,
      siteKey: "uae",
    });
  });

  it("records a Dubai site's messages under that site, and takes no phone number", async () => {
    const body = validMessage({ phone: "", subject: "General question" });
    await post(body, { host: "dubaipropertyhub.com" }).expect(201);
    const row = await storedMessage(body.email);
    expect(row.siteKey).toBe("dubai");
    expect(row.phone).toBeNull();

    const withoutPhone = validMessage({ phone: undefined });
    await post(withoutPhone).expect(201);
    expect((await storedMessage(withoutPhone.email)).phone).toBeNull();
  });

  it("trims what it stores", async () => {
    const body = validMessage({ name: "  Omar  ", message: "   Please call me about featuring.   " });
    await post(body).expect(201);
    const row = await storedMessage(body.email);
    expect(row.name).toBe("Omar");
    expect(row.message).toBe("Please call me about featuring.");
  });

  it.each([
    ["name", { name: "" }, "Enter your name"],
    ["name", { name: "x".repeat(101) }, "Name must be at most 100 characters"],
    ["email", { email: "not-an-email" }, "Enter a valid email address"],
    ["email", { email: undefined }, "Enter your email address"],
    ["phone", { phone: "call me maybe" }, "Enter a valid phone number, e.g. +971 50 123 4567"],
    ["subject", { subject: "Sales pitch" }, "Choose a subject"],
    ["subject", { subject: undefined }, "Choose a subject"],
    ["message", { message: "Too short" }, "Your message must be at least 10 characters"],
    ["message", { message: "x".repeat(5001) }, "Your message must be at most 5,000 characters"],
  ])("answers 400 naming %s when it is wrong (%j)", async (field, change, text) => {
    const body = validMessage(change);
    const res = await post(body).expect(400);
    expect(Object.keys(res.body.fieldErrors)).toEqual([field]);
    expect(res.body.fieldErrors[field]).toEqual([text]);
    expect(await storedMessage(body.email as string)).toBeUndefined();
  });

  it("names every wrong field at once", async () => {
    const res = await post({ name: "", email: "x", subject: "?", message: "" }).expect(400);
    expect(Object.keys(res.body.fieldErrors).sort()).toEqual(["email", "message", "name", "subject"]);
  });

  it("lets ordinary use through, then answers 429 with Retry-After; other addresses are unaffected", async () => {
    const address = nextClientAddress();
    const { limit } = RATE_LIMITS.contact;
    expect(limit).toBeGreaterThanOrEqual(5);
    for (let i = 0; i < limit; i++) await post(validMessage(), { address }).expect(201);
    const refused = validMessage();
    const res = await post(refused, { address }).expect(429);
    expect(res.body.code).toBe("rate_limited");
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(res.headers["retry-after"])).toBeLessThanOrEqual(RATE_LIMITS.contact.windowSeconds);
    expect(await storedMessage(refused.email)).toBeUndefined();
    await post(validMessage(), { address: nextClientAddress() }).expect(201);
  });

  it("does not count invalid submissions against the limit", async () => {
    const address = nextClientAddress();
    for (let i = 0; i < RATE_LIMITS.contact.limit + 2; i++) {
      await post(validMessage({ message: "short" }), { address }).expect(400);
    }
    await post(validMessage(), { address }).expect(201);
  });
});
