import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signUp, type TestApp } from "../../tests/helpers/test-app";
import { MAX_JSON_DEPTH } from "./validate";

/**
 * A deeply nested JSON body used to overflow the stack of the recursive NUL check and answer 500 on every
 * JSON endpoint (issue 11, item 11). Whatever its shape, it is a 400 with a JSON error body now.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const nestedArrays = (levels: number) => `${"[".repeat(levels)}${"]".repeat(levels)}`;
const nestedObjects = (levels: number) => `${'{"a":'.repeat(levels)}1${"}".repeat(levels)}`;
/** A valid-looking body whose one field holds the deep value. */
const inField = (field: string, deep: string) => `{"${field}":${deep}}`;

const SHAPES = {
  "3,000 levels of arrays": nestedArrays(3_000),
  "3,000 levels of objects": nestedObjects(3_000),
  // The most levels that fit the 100 kB body limit: two bytes a level.
  "50,000 levels of arrays": nestedArrays(50_000),
  "3,000 levels inside a field": inField("username", nestedArrays(3_000)),
};

function expectTooDeep(res: { status: number; body: Record<string, unknown>; type: string }) {
  expect(res.status).toBe(400);
  expect(res.type).toBe("application/json");
  expect(res.body.code).toBe("validation_failed");
  expect(res.body.message).toMatch(/nested too deeply/);
  expect(Object.values(res.body.fieldErrors as Record<string, string[]>).flat()[0]).toMatch(
    new RegExp(`more than ${MAX_JSON_DEPTH} levels`),
  );
}

describe("deeply nested JSON bodies", () => {
  for (const [shape, body] of Object.entries(SHAPES)) {
    it(`${shape}: 400 on sign-in, registration and the newsletter`, async () => {
      for (const path of ["/api/login", "/api/register", "/api/newsletter"]) {
        const res = await t.request().post(path).set("Content-Type", "application/json").send(body);
        expectTooDeep(res);
      }
    });
  }

  it("400 on signed-in writes, including one that takes no body", async () => {
    const agent = t.request();
    await signUp(agent);
    for (const path of ["/api/properties", "/api/account/password", "/api/account/sign-out-everywhere"]) {
      const res = await agent.post(path).set("Content-Type", "application/json").send(nestedObjects(3_000));
      expectTooDeep(res);
    }
    // The session survived: nothing ran behind the refused request.
    await agent.get("/api/user").expect(200);
  });

  it("100,000 levels is over the body size limit: a JSON 413, never a 500", async () => {
    const res = await t
      .request()
      .post("/api/login")
      .set("Content-Type", "application/json")
      .send(nestedArrays(100_000));
    expect(res.status).toBe(413);
    expect(res.body.code).toBe("too_large");
  });

  it(`accepts ${MAX_JSON_DEPTH} levels (the limit) and refuses one more`, async () => {
    // A wrong value at the limit gets the schema's answer, not the depth one.
    const atLimit = await t
      .request()
      .post("/api/login")
      .set("Content-Type", "application/json")
      .send(inField("username", nestedArrays(MAX_JSON_DEPTH - 1)));
    expect(atLimit.status).toBe(400);
    expect(atLimit.body.message).not.toMatch(/nested too deeply/);
    const over = await t
      .request()
      .post("/api/login")
      .set("Content-Type", "application/json")
      .send(inField("username", nestedArrays(MAX_JSON_DEPTH)));
    expectTooDeep(over);
  });
});
