import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LISTING_DRAFT_MAX_BYTES } from "@shared/listing-draft";
import { buildDraft } from "../../../tests/factories";
import { createTestApp, signUp, type TestApp } from "../../../tests/helpers/test-app";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const DRAFT_URL = "/api/my/listing-draft";

/** Half a listing, as the form holds it after two steps and a photo. */
const HALF_DONE = buildDraft();

async function signedIn() {
  const agent = t.request();
  await signUp(agent, "drafter");
  return agent;
}

describe("listing drafts", () => {
  it("keep the owner's pin, and null for the community's centre (the editor's location step)", async () => {
    const agent = await signedIn();
    const pinned = { step: 1, values: { location: "Al Majaz", latitude: 25.32612, longitude: 55.38577 } };
    await agent.put(DRAFT_URL).send(pinned).expect(200);
    expect((await agent.get(DRAFT_URL).expect(200)).body).toMatchObject(pinned);
    const centre = { step: 1, values: { location: "Al Majaz", latitude: null, longitude: null } };
    await agent.put(DRAFT_URL).send(centre).expect(200);
    expect((await agent.get(DRAFT_URL).expect(200)).body).toMatchObject(centre);
    const refused = await agent
      .put(DRAFT_URL)
      .send({ values: { latitude: "north" } })
      .expect(400);
    expect(Object.keys(refused.body.fieldErrors)).toEqual(["values.latitude"]);
  });

  it("need a signed-in user", async () => {
    await supertest(t.app).get(DRAFT_URL).expect(401);
    await supertest(t.app).put(DRAFT_URL).send(HALF_DONE).expect(401);
    await supertest(t.app).delete(DRAFT_URL).expect(401);
  });

  it("are saved, read back, replaced as a whole and discarded", async () => {
    const agent = await signedIn();
    await agent.get(DRAFT_URL).expect(204);

    const saved = await agent.put(DRAFT_URL).send(HALF_DONE).expect(200);
    expect(saved.body).toMatchObject(HALF_DONE);
    expect(new Date(saved.body.updatedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect((await agent.get(DRAFT_URL).expect(200)).body).toMatchObject(HALF_DONE);

    // A PUT replaces: fields not sent again are gone, not merged.
    const replacement = { step: 0, values: { title: "Another idea" } };
    await agent.put(DRAFT_URL).send(replacement).expect(200);
    const read = (await agent.get(DRAFT_URL).expect(200)).body;
    expect(read.values).toEqual(replacement.values);
    expect(read.step).toBe(0);

    await agent.delete(DRAFT_URL).expect(204);
    await agent.get(DRAFT_URL).expect(204);
    // Discarding what is not there is not an error (a second tab, a retry).
    await agent.delete(DRAFT_URL).expect(204);
  });

  it("are each user's own", async () => {
    const owner = await signedIn();
    await owner.put(DRAFT_URL).send(HALF_DONE).expect(200);
    const other = await signedIn();
    await other.get(DRAFT_URL).expect(204);
    await other
      .put(DRAFT_URL)
      .send({ values: { title: "Mine" } })
      .expect(200);
    await other.delete(DRAFT_URL).expect(204);
    expect((await owner.get(DRAFT_URL).expect(200)).body).toMatchObject(HALF_DONE);
  });

  it("may be incomplete, but every field keeps its type", async () => {
    const agent = await signedIn();
    // Not yet a valid listing (short title, price 0): still a draft worth keeping.
    await agent
      .put(DRAFT_URL)
      .send({ values: { title: "Villa", price: 0 } })
      .expect(200);
    await agent.put(DRAFT_URL).send({ values: {} }).expect(200);

    const cases: [unknown, string][] = [
      [{ values: { price: "a lot" } }, "values.price"],
      [{ values: { beds: 2.5 } }, "values.beds"],
      [{ values: { propertyType: "Castle" } }, "values.propertyType"],
      [{ values: { images: ["https://elsewhere.example/photo.jpg"] } }, "values.images.0"],
      [{ values: { amenities: "Pool" } }, "values.amenities"],
      [{ values: { owner: 1 } }, "values"],
      [{ values: {}, step: 9 }, "step"],
      [{ values: {}, extra: true }, "_root"],
      [{ step: 1 }, "values"],
      [[1, 2, 3], "_root"],
    ];
    for (const [body, field] of cases) {
      const res = await agent
        .put(DRAFT_URL)
        .send(body as object)
        .expect(400);
      expect(res.body.fieldErrors, JSON.stringify(body)).toHaveProperty([field]);
    }
    // Nothing of the refused bodies was kept.
    expect((await agent.get(DRAFT_URL).expect(200)).body.values).toEqual({});
  });

  it("are refused above the size cap, keeping the draft that was there", async () => {
    const agent = await signedIn();
    await agent.put(DRAFT_URL).send(HALF_DONE).expect(200);
    // Every field within its own limit, the whole over the cap: a description in a three-byte script,
    // and sixty long photo addresses.
    const huge = {
      values: {
        description: "€".repeat(10_000),
        images: Array.from({ length: 60 }, (_, i) => `/media/uploads/${String(i).padStart(480, "x")}.webp`),
      },
    };
    expect(Buffer.byteLength(JSON.stringify(huge))).toBeGreaterThan(LISTING_DRAFT_MAX_BYTES);
    const res = await agent.put(DRAFT_URL).send(huge).expect(400);
    expect(res.body.fieldErrors._root[0]).toMatch(/at most 50,000 bytes/);
    expect((await agent.get(DRAFT_URL).expect(200)).body).toMatchObject(HALF_DONE);
  });
});
