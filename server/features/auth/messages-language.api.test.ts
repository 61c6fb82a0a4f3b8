import { eq } from "drizzle-orm";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LANGUAGE_COOKIE } from "@shared/locale";
import { users } from "../../db/schema";
import {
  createListing,
  insertUser,
  nextClientAddress,
  signIn,
  uniqueListingInput,
} from "../../../tests/factories";
import { buildUser, createTestApp, signUp, type TestApp } from "../../../tests/helpers/test-app";

/**
 * Messages for people in their language (issue 14 items 1 and 5): the request's language is the
 * `upm.lang` cookie, else Accept-Language, else the signed-in account's; errors and field errors answer
 * in it, and the data does not change.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ARABIC = /[\u0600-\u06ff]/;
const LATIN = /[A-Za-z]/;

type Language = "ar-header" | "ar-cookie" | "en";
function inLanguage(test: supertest.Test, language: Language): supertest.Test {
  if (language === "ar-header") return test.set("Accept-Language", "ar-AE,ar;q=0.9,en;q=0.5");
  if (language === "ar-cookie") return test.set("Cookie", `${LANGUAGE_COOKIE}=ar`);
  return test;
}

function expectArabicBody(body: { message: string; fieldErrors?: Record<string, string[]> }) {
  expect(body.message).toMatch(ARABIC);
  expect(body.message).not.toMatch(LATIN);
  for (const messages of Object.values(body.fieldErrors ?? {})) {
    for (const message of messages) expect(message).toMatch(ARABIC);
  }
}

describe("a bad registration", () => {
  const bad = { username: "a", email: "not-an-email", password: "short" };

  for (const language of ["ar-header", "ar-cookie"] as const) {
    it(`answers Arabic messages and field errors (${language})`, async () => {
      const res = await inLanguage(
        supertest(t.app).post("/api/register").set("X-Forwarded-For", nextClientAddress()),
        language,
      )
        .send(bad)
        .expect(400);
      expect(res.body.code).toBe("validation_failed");
      expectArabicBody(res.body);
      expect(res.body.fieldErrors).toEqual({
        username: ["اسم المستخدم قصير جدًا: 3 أحرف على الأقل"],
        email: ["يرجى إدخال بريد إلكتروني صالح"],
        password: ["كلمة المرور قصيرة جدًا: 8 أحرف على الأقل"],
      });
    });
  }

  it("answers English without the cookie or the header", async () => {
    const res = await supertest(t.app)
      .post("/api/register")
      .set("X-Forwarded-For", nextClientAddress())
      .send(bad)
      .expect(400);
    expect(res.body.message).toBe("Some fields are not valid");
    expect(res.body.fieldErrors).toEqual({
      username: ["Username must be at least 3 characters"],
      email: ["Enter a valid email address"],
      password: ["Password must be at least 8 characters"],
    });
  });

  it("answers English for Accept-Language: en even when Arabic is listed after it", async () => {
    const res = await supertest(t.app)
      .post("/api/register")
      .set("X-Forwarded-For", nextClientAddress())
      .set("Accept-Language", "en-GB,en;q=0.9,ar;q=0.8")
      .send(bad)
      .expect(400);
    expect(res.body.fieldErrors.email).toEqual(["Enter a valid email address"]);
  });

  it("answers a taken username (409) in Arabic", async () => {
    const taken = await insertUser(t.database, "taken");
    const res = await supertest(t.app)
      .post("/api/register")
      .set("X-Forwarded-For", nextClientAddress())
      .set("Accept-Language", "ar")
      .send(buildUser("fresh", { username: taken.username }))
      .expect(409);
    expect(res.body.message).toBe("اسم المستخدم هذا محجوز، يرجى اختيار اسم آخر");
    expect(res.body.fieldErrors.username).toEqual(["اسم المستخدم هذا محجوز، يرجى اختيار اسم آخر"]);
  });
});

describe("a bad enquiry and a bad listing", () => {
  it("answer Arabic field errors with Accept-Language: ar or the cookie, English otherwise", async () => {
    const owner = t.request();
    await signUp(owner, "owner");
    const listing = await createListing(owner);
    const badEnquiry = { name: "", email: "nope", message: "hi" };
    for (const language of ["ar-header", "ar-cookie", "en"] as const) {
      const res = await inLanguage(
        supertest(t.app)
          .post(`/api/properties/${listing.id}/enquiries`)
          .set("X-Forwarded-For", nextClientAddress()),
        language,
      )
        .send(badEnquiry)
        .expect(400);
      expect(Object.keys(res.body.fieldErrors)).toEqual(expect.arrayContaining(["name", "email", "message"]));
      if (language === "en") {
        expect(res.body.fieldErrors.email).toEqual(["Enter a valid email address"]);
      } else {
        expectArabicBody(res.body);
        expect(res.body.fieldErrors.email).toEqual(["يرجى إدخال بريد إلكتروني صالح"]);
      }
    }

    const badListing = uniqueListingInput({ title: "Short", price: 5, location: "Atlantis" });
    const arabic = await owner
      .post("/api/properties")
      .set("Accept-Language", "ar")
      .send(badListing)
      .expect(400);
    expectArabicBody(arabic.body);
    expect(arabic.body.fieldErrors.title).toEqual(["العنوان قصير جدًا: 10 أحرف على الأقل"]);
    expect(arabic.body.fieldErrors.price).toEqual(["يجب ألا يقل السعر عن 1,000 درهم"]);
    const english = await owner.post("/api/properties").send(badListing).expect(400);
    expect(english.body.fieldErrors.title).toEqual(["Title must be at least 10 characters"]);
  });

  it("answers the 404 of a missing listing in Arabic, its code unchanged", async () => {
    const res = await supertest(t.app)
      .post("/api/properties/999999/enquiries")
      .set("X-Forwarded-For", nextClientAddress())
      .set("Accept-Language", "ar")
      .send({ name: "Layla", email: "layla@example.com", message: "Is it still available for viewing?" })
      .expect(404);
    expect(res.body).toEqual({ message: "الإعلان غير موجود", code: "not_found" });
  });
});

describe("the account's language", () => {
  it("is saved at registration from the page's language and shown in GET /api/user", async () => {
    const agent = t.request();
    const created = await agent
      .post("/api/register")
      .send({ ...buildUser("arabic"), locale: "ar" })
      .expect(201);
    expect(created.body.locale).toBe("ar");
    expect((await agent.get("/api/user").expect(200)).body.locale).toBe("ar");
  });

  it("is the request's language when the registration does not name one", async () => {
    const agent = t.request();
    const created = await agent
      .post("/api/register")
      .set("Accept-Language", "ar")
      .send(buildUser())
      .expect(201);
    expect(created.body.locale).toBe("ar");
  });

  it("answers a signed-in Arabic user in Arabic without cookie or header, and changes with PATCH", async () => {
    const agent = t.request();
    const user = await signUp(agent, "switcher", {});
    const english = await agent.post("/api/properties").send({}).expect(400);
    expect(english.body.message).toBe("Some fields are not valid");

    const saved = await agent.patch("/api/user/locale").send({ locale: "ar" }).expect(200);
    expect(saved.body).toMatchObject({ id: user.id, username: user.username, locale: "ar" });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.locale).toBe("ar");
    expect((await agent.get("/api/user").expect(200)).body.locale).toBe("ar");

    const arabic = await agent.post("/api/properties").send({ title: "x" }).expect(400);
    expectArabicBody(arabic.body);
    // A header or the cookie still wins over the account's language.
    const asked = await agent.post("/api/properties").set("Accept-Language", "en").send({}).expect(400);
    expect(asked.body.message).toBe("Some fields are not valid");

    await agent.patch("/api/user/locale").send({ locale: "en" }).expect(200);
    expect((await agent.post("/api/properties").send({}).expect(400)).body.message).toBe(
      "Some fields are not valid",
    );
  });

  it("is also the language after signing in again", async () => {
    const known = await insertUser(t.database, "returning");
    await t.database.db.update(users).set({ locale: "ar" }).where(eq(users.id, known.id));
    const agent = t.request();
    await signIn(agent, known);
    const res = await agent.patch("/api/user/locale").send({ locale: "fr" }).expect(400);
    expect(res.body.fieldErrors.locale).toEqual(["يرجى اختيار العربية (ar) أو الإنجليزية (en)"]);
  });

  it("needs a session", async () => {
    const res = await supertest(t.app)
      .patch("/api/user/locale")
      .set("Accept-Language", "ar")
      .send({ locale: "ar" })
      .expect(401);
    expect(res.body.message).toBe("يرجى تسجيل الدخول للمتابعة");
  });
});
