import { readFile } from "node:fs/promises";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Listing } from "@shared/listing";
import { LOCATION_CENTRES } from "@shared/location-centres";
import { properties } from "../../db/schema";
import { createListing, uniqueListingInput } from "../../../tests/factories";
import { createTestApp, signUp, type TestApp } from "../../../tests/helpers/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const MAJAZ = LOCATION_CENTRES["Al Majaz"];
const MARINA = LOCATION_CENTRES["Dubai Marina"];

async function owner() {
  const agent = t.request();
  await signUp(agent);
  return agent;
}

const pinOf = (l: Pick<Listing, "latitude" | "longitude">) => ({
  latitude: l.latitude,
  longitude: l.longitude,
});

describe("coordinates on POST /api/properties", () => {
  it("puts a listing sent without a pin at its community's centre, and answers it in create and detail", async () => {
    const agent = await owner();
    const created = await createListing(agent, { location: "Al Majaz" });
    expect(pinOf(created)).toEqual({ latitude: MAJAZ.latitude, longitude: MAJAZ.longitude });
    const detail = (await agent.get(`/api/properties/${created.id}`).expect(200)).body as Listing;
    expect(pinOf(detail)).toEqual(pinOf(created));
  });

  it("takes null for both as none, like leaving them out", async () => {
    const agent = await owner();
    const created = await createListing(agent, { location: "Al Majaz", latitude: null, longitude: null });
    expect(pinOf(created)).toEqual({ latitude: MAJAZ.latitude, longitude: MAJAZ.longitude });
  });

  it("stores the owner's pin as sent", async () => {
    const agent = await owner();
    const created = await createListing(agent, {
      location: "Al Majaz",
      latitude: 25.32612,
      longitude: 55.38577,
    });
    expect(pinOf(created)).toEqual({ latitude: 25.32612, longitude: 55.38577 });
    const [row] = await t.database.db
      .select({ latitude: properties.latitude, longitude: properties.longitude })
      .from(properties)
      .where(eq(properties.id, created.id));
    expect(row).toEqual({ latitude: 25.32612, longitude: 55.38577 });
    const detail = (await t.request().get(`/api/properties/${created.id}`).expect(200)).body as Listing;
    expect(pinOf(detail)).toEqual({ latitude: 25.32612, longitude: 55.38577 });
  });

  it.each([
    [{ latitude: 21.9, longitude: 55.38 }, "latitude", /inside the UAE/],
    [{ latitude: 26.9, longitude: 55.38 }, "latitude", /inside the UAE/],
    [{ latitude: 25.3, longitude: 50.5 }, "longitude", /inside the UAE/],
    [{ latitude: 25.3, longitude: 58.4 }, "longitude", /inside the UAE/],
    [{ latitude: "25.3", longitude: 55.38 }, "latitude", /number of degrees/],
    [{ latitude: 25.3, longitude: true }, "longitude", /number of degrees/],
    [{ latitude: 25.32 }, "longitude", /Give the longitude with the latitude/],
    [{ longitude: 55.38 }, "latitude", /Give the latitude with the longitude/],
    [{ latitude: null, longitude: 55.38 }, "latitude", /Give the latitude/],
  ])("refuses %j with a 400 naming %s, and creates nothing", async (pin, field, message) => {
    const agent = await owner();
    const input = { ...uniqueListingInput({ location: "Al Majaz", status: "published" }), ...pin };
    const res = await agent.post("/api/properties").send(input).expect(400);
    expect(Object.keys(res.body.fieldErrors)).toEqual([field]);
    expect(res.body.fieldErrors[field][0]).toMatch(message);
    const rows = await t.database.db
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.title, input.title));
    expect(rows).toEqual([]);
  });
});

describe("coordinates on PATCH /api/properties/:id", () => {
  const patch = (agent: Awaited<ReturnType<typeof owner>>, id: number, body: object) =>
    agent.patch(`/api/properties/${id}`).send(body);

  it("moves the pin, one coordinate or both, and leaves it alone when neither is sent", async () => {
    const agent = await owner();
    const created = await createListing(agent, { location: "Al Majaz" });
    const both = await patch(agent, created.id, { latitude: 25.3251, longitude: 55.3801 }).expect(200);
    expect(pinOf(both.body)).toEqual({ latitude: 25.3251, longitude: 55.3801 });
    const one = await patch(agent, created.id, { longitude: 55.3844 }).expect(200);
    expect(pinOf(one.body)).toEqual({ latitude: 25.3251, longitude: 55.3844 });
    const price = await patch(agent, created.id, { price: 990_000 }).expect(200);
    expect(pinOf(price.body)).toEqual({ latitude: 25.3251, longitude: 55.3844 });
  });

  it("puts the pin back on the community's centre when a coordinate is sent as null", async () => {
    const agent = await owner();
    const created = await createListing(agent, { location: "Al Majaz", latitude: 25.326, longitude: 55.386 });
    const res = await patch(agent, created.id, { latitude: null }).expect(200);
    expect(pinOf(res.body)).toEqual({ latitude: MAJAZ.latitude, longitude: MAJAZ.longitude });
  });

  it("moves the pin to the new community's centre on a move without a pin, or to the pin sent with it", async () => {
    const agent = await owner();
    const created = await createListing(agent, { location: "Al Majaz", latitude: 25.326, longitude: 55.386 });
    const moved = await patch(agent, created.id, {
      location: "Dubai Marina",
      permitNumber: "7100077777",
    }).expect(200);
    expect(pinOf(moved.body)).toEqual({ latitude: MARINA.latitude, longitude: MARINA.longitude });
    const pinned = await patch(agent, created.id, {
      location: "Al Majaz",
      latitude: 25.3212,
      longitude: 55.3799,
    }).expect(200);
    expect(pinOf(pinned.body)).toEqual({ latitude: 25.3212, longitude: 55.3799 });
    // Sending the same location again is no move.
    const same = await patch(agent, created.id, { location: "Al Majaz" }).expect(200);
    expect(pinOf(same.body)).toEqual({ latitude: 25.3212, longitude: 55.3799 });
  });

  it("names both coordinates when they are swapped", async () => {
    const agent = await owner();
    const input = {
      ...uniqueListingInput({ location: "Al Majaz" }),
      latitude: 55.38577,
      longitude: 25.32612,
    };
    const res = await agent.post("/api/properties").send(input).expect(400);
    expect(Object.keys(res.body.fieldErrors).sort()).toEqual(["latitude", "longitude"]);
  });

  it("refuses a pin outside the UAE or half of a reset with a 400 naming the field, changing nothing", async () => {
    const agent = await owner();
    const created = await createListing(agent, { location: "Al Majaz", latitude: 25.326, longitude: 55.386 });
    const outside = await patch(agent, created.id, { latitude: 30.1 }).expect(400);
    expect(Object.keys(outside.body.fieldErrors)).toEqual(["latitude"]);
    const text = await patch(agent, created.id, { longitude: "east" }).expect(400);
    expect(Object.keys(text.body.fieldErrors)).toEqual(["longitude"]);
    const half = await patch(agent, created.id, { latitude: null, longitude: 55.39 }).expect(400);
    expect(Object.keys(half.body.fieldErrors)).toEqual(["latitude"]);
    const after = (await agent.get(`/api/properties/${created.id}`).expect(200)).body as Listing;
    expect(pinOf(after)).toEqual({ latitude: 25.326, longitude: 55.386 });
  });
});

describe("migration 0012", () => {
  it("gives listings without coordinates their community's centre and leaves the others alone", async () => {
    const agent = await owner();
    const bare = await createListing(agent, { location: "Dubai Marina", permitNumber: "7100012399" });
    const pinned = await createListing(agent, { location: "Al Majaz", latitude: 25.326, longitude: 55.386 });
    const half = await createListing(agent, { location: "Al Majaz" });
    await t.database.db
      .update(properties)
      .set({ latitude: null, longitude: null })
      .where(eq(properties.id, bare.id));
    await t.database.db.update(properties).set({ longitude: null }).where(eq(properties.id, half.id));

    const migration = await readFile(
      new URL("../../../migrations/0012_listing-coordinates.sql", import.meta.url),
      "utf8",
    );
    await t.database.db.execute(sql.raw(migration));

    const rows = await t.database.db
      .select({ id: properties.id, latitude: properties.latitude, longitude: properties.longitude })
      .from(properties)
      .where(sql`${properties.id} in (${bare.id}, ${pinned.id}, ${half.id})`)
      .orderBy(properties.id);
    expect(rows).toEqual([
      { id: bare.id, latitude: MARINA.latitude, longitude: MARINA.longitude },
      { id: pinned.id, latitude: 25.326, longitude: 55.386 },
      { id: half.id, latitude: MAJAZ.latitude, longitude: MAJAZ.longitude },
    ]);
  });
});
