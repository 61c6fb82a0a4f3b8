import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertListings } from "../../../tests/factories";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";

/** Search in Arabic (docs/decisions/0042-arabic-names-and-matching.md): same answers as in English. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await insertListings(t.database, [
    { title: "Bright apartment on the water", location: "Dubai Marina", propertyType: "Apartment" },
    { title: "Family villa with a garden", location: "Dubai Marina", propertyType: "Villa" },
    { title: "Sea view apartment, marina side", location: "Jumeirah Beach Residence (JBR)" },
    { title: "Quiet flat near the park", location: "Al Barsha", propertyType: "Apartment" },
    { title: "Canal view apartment", location: "Al Reem Island", propertyType: "Apartment" },
    { title: "Beach villa with a pool", location: "Saadiyat Island", propertyType: "Villa" },
    { title: "Marina apartment by the sea", location: "Umm Al Quwain Marina", propertyType: "Apartment" },
    { title: "Corner office near the park", location: "Al Majaz", propertyType: "Office" },
  ]);
});
afterAll(async () => {
  await t.close();
});

type Item = { id: number; title: string; location: string; emirate: string; propertyType: string };
async function search(query: Record<string, string>) {
  const res = await supertest(t.app)
    .get("/api/properties/search")
    .query({ ...query, limit: "100" })
    .expect(200);
  const items = res.body as Item[];
  return {
    ids: items.map((i) => i.id).sort((a, b) => a - b),
    items,
    total: Number(res.headers["x-total-count"]),
  };
}

describe("GET /api/properties/search in Arabic", () => {
  it("finds with the Arabic name of a location what the English name finds", async () => {
    // Every word in title, location or emirate: the JBR flat "marina side" in Dubai too.
    const english = await search({ search: "Dubai Marina" });
    expect(english.total).toBe(3);
    for (const typed of ["دبي مارينا", "دبى مارينا", "دُبَي  مارينا"]) {
      const arabic = await search({ search: typed });
      expect(arabic.ids, typed).toEqual(english.ids);
      expect(arabic.total, typed).toBe(english.total);
    }
    // The answer stays in English: names are the canonical values.
    const { items } = await search({ search: "دبي مارينا" });
    expect(items.map((i) => `${i.location}, ${i.emirate}, ${i.propertyType}`).sort()).toEqual([
      "Dubai Marina, Dubai, Apartment",
      "Dubai Marina, Dubai, Villa",
      "Jumeirah Beach Residence (JBR), Dubai, Apartment",
    ]);
  });

  it("reads a part of a name, or a name without its article, as the places it names", async () => {
    const reem = await search({ search: "الريم" });
    expect(reem.items.map((i) => i.location)).toEqual(["Al Reem Island"]);
    const barsha = await search({ search: "برشاء" });
    expect(barsha.items.map((i) => i.location)).toEqual(["Al Barsha"]);
    const islands = await search({ search: "جزيرة" });
    expect(islands.items.map((i) => i.location).sort()).toEqual(["Al Reem Island", "Saadiyat Island"]);
  });

  it("reads emirate and type words typed in the search text", async () => {
    expect((await search({ search: "أبو ظبي" })).ids).toEqual((await search({ search: "Abu Dhabi" })).ids);
    expect((await search({ search: "أبوظبي" })).total).toBe(2);
    expect((await search({ search: "فيلا في دبي مارينا" })).ids).toEqual(
      (await search({ search: "villa dubai marina" })).ids,
    );
  });

  it("takes Arabic emirate and property type names as filter values", async () => {
    const english = await search({ emirate: "Abu Dhabi", propertyType: "Apartment" });
    expect(english.total).toBe(1);
    for (const emirate of ["أبوظبي", "أبو ظبي", "ابو ظبى"]) {
      expect((await search({ emirate, propertyType: "شقة" })).ids, emirate).toEqual(english.ids);
    }
    expect((await search({ emirate: "الشارقه", propertyType: "مكتب" })).items.map((i) => i.title)).toEqual([
      "Corner office near the park",
    ]);
    const wrong = await supertest(t.app).get("/api/properties/search").query({ propertyType: "قصر" });
    expect(wrong.status).toBe(400);
  });

  it("takes a location's Arabic name where the market API takes a location", async () => {
    const get = (location: string) =>
      supertest(t.app).get("/api/market/summary").query({ location }).expect(200);
    const english = (await get("Dubai Marina")).body;
    expect((await get("دبى مارينا")).body).toEqual(english);
    expect((await get("مرسى دبي")).body).toEqual(english);
  });
});
