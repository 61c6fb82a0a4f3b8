import type supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Listing, ListingSummary } from "@shared/listing";
import type { MyListing } from "@shared/my-listing";
import { createListing, insertListings } from "../../../tests/factories";
import { createTestApp, signUp, type TestApp } from "../../../tests/helpers/test-app";

/**
 * Listings in two languages (issue 14, item 7; docs/decisions/0044-listings-in-two-languages.md): the
 * optional Arabic title and description, how a PATCH keeps or clears them, and search by their words.
 */
let t: TestApp;
let owner: supertest.Agent;

beforeAll(async () => {
  t = await createTestApp();
  owner = t.request();
  await signUp(owner, "bilingual");
});
afterAll(async () => {
  await t.close();
});

const TITLE_AR = "شقّة مشرقة بغرفتي نوم على واجهة المجاز المائية";
const DESCRIPTION_AR = "شقة مشرقة بغرفتي نوم في طابق مرتفع، مع شرفة تطل على واجهة المجاز المائية.";

describe("the Arabic title and description of a listing", () => {
  it("are stored when a listing is created with both, and answered by every GET", async () => {
    const created = await createListing(owner, { titleAr: TITLE_AR, descriptionAr: DESCRIPTION_AR });
    expect(created).toMatchObject({ titleAr: TITLE_AR, descriptionAr: DESCRIPTION_AR });

    const detail = (await owner.get(`/api/properties/${created.id}`).expect(200)).body as Listing;
    expect(detail).toMatchObject({ titleAr: TITLE_AR, descriptionAr: DESCRIPTION_AR });

    const mine = (await owner.get("/api/my/properties").expect(200)).body as MyListing[];
    const row = mine.find((listing) => listing.id === created.id)!;
    expect(row.titleAr).toBe(TITLE_AR);
    // Lists carry the title only, as they carry no description.
    expect(row).not.toHaveProperty("descriptionAr");

    const found = (await owner.get("/api/properties/search").query({ limit: 100 }).expect(200))
      .body as ListingSummary[];
    expect(found.find((listing) => listing.id === created.id)?.titleAr).toBe(TITLE_AR);
  });

  it("are null when not given", async () => {
    const created = await createListing(owner);
    expect(created).toMatchObject({ titleAr: null, descriptionAr: null });
  });

  it("are left as they are by a PATCH that does not send them, and cleared by null", async () => {
    const created = await createListing(owner, { titleAr: TITLE_AR, descriptionAr: DESCRIPTION_AR });
    const priced = await owner.patch(`/api/properties/${created.id}`).send({ price: 990_000 }).expect(200);
    expect(priced.body).toMatchObject({ price: 990_000, titleAr: TITLE_AR, descriptionAr: DESCRIPTION_AR });

    const retitled = await owner
      .patch(`/api/properties/${created.id}`)
      .send({ title: "A new English title for the flat" })
      .expect(200);
    expect(retitled.body).toMatchObject({ titleAr: TITLE_AR, descriptionAr: DESCRIPTION_AR });

    const cleared = await owner.patch(`/api/properties/${created.id}`).send({ titleAr: null }).expect(200);
    expect(cleared.body).toMatchObject({ titleAr: null, descriptionAr: DESCRIPTION_AR });
    const both = await owner.patch(`/api/properties/${created.id}`).send({ descriptionAr: null }).expect(200);
    expect(both.body).toMatchObject({ titleAr: null, descriptionAr: null });
    expect((await owner.get(`/api/properties/${created.id}`).expect(200)).body).toMatchObject({
      titleAr: null,
      descriptionAr: null,
    });
  });

  it("must be written in Arabic, within the main text's lengths: a 400 names the field", async () => {
    const latin = await owner
      .post("/api/properties")
      .send({ title: "Bright flat by the water", titleAr: "Bright flat by the water" });
    expect(latin.status).toBe(400);
    expect(latin.body.fieldErrors.titleAr).toEqual(["Title in Arabic must be written in Arabic letters"]);

    const created = await createListing(owner);
    const short = await owner.patch(`/api/properties/${created.id}`).send({ descriptionAr: "شقة جميلة" });
    expect(short.status).toBe(400);
    expect(short.body.fieldErrors.descriptionAr).toEqual([
      "Description in Arabic must be at least 30 characters",
    ]);
    const long = await owner.patch(`/api/properties/${created.id}`).send({ titleAr: "ش".repeat(121) });
    expect(long.body.fieldErrors.titleAr).toEqual(["Title in Arabic must be at most 120 characters"]);
    const notText = await owner.patch(`/api/properties/${created.id}`).send({ titleAr: 42 });
    expect(notText.status).toBe(400);
    expect(notText.body.fieldErrors).toHaveProperty("titleAr");
    // An Arabic text with a Latin abbreviation in it is still Arabic.
    await owner
      .patch(`/api/properties/${created.id}`)
      .send({ titleAr: "شقة بغرفتي نوم قرب JBR والشاطئ" })
      .expect(200);
  });
});

describe("search by the words of an Arabic title", () => {
  it("finds a listing by a word of its Arabic title, however the word is spelled", async () => {
    const [listing] = await insertListings(t.database, [
      { title: "Garden villa with a private pool", titleAr: "فيلا بحديقة ومسبح خاص في منطقة هادئة" },
      { title: "Quiet flat near the park", titleAr: null },
    ]);
    const search = async (text: string) =>
      (
        (await owner.get("/api/properties/search").query({ search: text, limit: 100 }).expect(200))
          .body as ListingSummary[]
      ).map((found) => found.id);
    // "مسبح" and "هادئة" are no place or type name: they are looked for in the titles.
    expect(await search("مسبح")).toEqual([listing.id]);
    // Spelled with ه for ة, with diacritics, or with tatweel: the same word.
    for (const typed of ["هادئه", "هادِئة", "هـادئة", "مسبح خاص"]) {
      expect(await search(typed), typed).toEqual([listing.id]);
    }
    // English search is as before.
    expect(await search("private pool")).toEqual([listing.id]);
  });

  it("finds a listing whose main title is Arabic, whatever its alef or yeh", async () => {
    const [listing] = await insertListings(t.database, [{ title: "شقة إطلالة بحرية على الكورنيش" }]);
    const ids = async (text: string) =>
      (
        (await owner.get("/api/properties/search").query({ search: text }).expect(200))
          .body as ListingSummary[]
      ).map((found) => found.id);
    expect(await ids("اطلاله")).toEqual([listing.id]);
    expect(await ids("الكورنيش")).toEqual([listing.id]);
  });
});
