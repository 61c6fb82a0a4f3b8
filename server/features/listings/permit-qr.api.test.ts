import QRCode from "qrcode";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Listing } from "@shared/listing";
import { createListing, nextPermitNumber, searchCardOf, uniqueListingInput } from "../../../tests/factories";
import { createTestApp, signUp, type TestApp } from "../../../tests/helpers/test-app";

/*
 * Issue 25, item 14 (docs/decisions/0056-permit-wording-and-qr.md): a format check of a permit number says
 * what it is, never a verification; and a lister may give the permit's DLD Trakheesi validation address,
 * whose QR code the listing then carries, drawn on the server.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

/** What the QR code printed on a Dubai advertising permit opens. */
const PERMIT_LINK =
  "https://trakheesi.dubailand.gov.ae/rev/madmoun/listing/validation?khevJujtDig=6a3f1c2e9b8d47f0a1e2c3d4";
const WRONG_HOST =
  "Permit QR link: paste the address the permit's QR code opens, on trakheesi.dubailand.gov.ae";

const dubai = () => ({ location: "Dubai Marina", permitNumber: nextPermitNumber() });

/** The dark modules a path of unit rectangles ("M x y h w v1 h-w z") covers, as "x,y" keys. */
function darkCells(path: string): Set<string> {
  const cells = new Set<string>();
  for (const [, x, y, width] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let dx = 0; dx < Number(width); dx += 1) cells.add(`${Number(x) + dx},${y}`);
  }
  return cells;
}

/** The dark modules of the address's QR code as the qrcode library builds it, shifted by the quiet zone. */
function expectedCells(text: string, quietZone: number): Set<string> {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const cells = new Set<string>();
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) cells.add(`${col + quietZone},${row + quietZone}`);
    }
  }
  return cells;
}

describe("a permit checked only for its form (the property API)", () => {
  it("says what was checked, not yet confirmed with DLD, and claims no verification", async () => {
    const owner = t.request();
    await signUp(owner);
    const { id } = await createListing(owner, dubai());
    const res = await t.request().get(`/api/properties/${id}`).expect(200);
    expect(res.body.verification).toEqual({
      method: "permit-rule",
      verifiedAt: expect.any(String),
      confirmedWithRegulator: false,
      summary: "Permit number format checked, not yet confirmed with DLD",
    });
    expect(res.body.verification.summary).not.toMatch(/verified/i);
  });
});

describe("the permit's QR code", () => {
  it("is drawn from a DLD Trakheesi address the lister gives, and shown to everyone", async () => {
    const owner = t.request();
    await signUp(owner);
    const created = await createListing(owner, { ...dubai(), permitValidationUrl: PERMIT_LINK });
    expect(created.permitValidationUrl).toBe(PERMIT_LINK);

    const { body } = await t.request().get(`/api/properties/${created.id}`).expect(200);
    const listing = body as Listing;
    expect(listing.permitValidationUrl).toBe(PERMIT_LINK);
    expect(listing.permitQr).not.toBeNull();
    const { size, path } = listing.permitQr!;
    expect(path).toMatch(/^(M\d+ \d+h\d+v1h-\d+z)+$/);
    // The path is exactly the address's QR code (version 4: 33 modules), inside a 4-module quiet zone.
    expect(size).toBe(QRCode.create(PERMIT_LINK, { errorCorrectionLevel: "M" }).modules.size + 8);
    expect(darkCells(path)).toEqual(expectedCells(PERMIT_LINK, 4));
  });

  it("is absent without an address, and from search results' summaries", async () => {
    const owner = t.request();
    await signUp(owner);
    const plain = await createListing(owner, dubai());
    expect(plain).toMatchObject({ permitValidationUrl: null, permitQr: null });
    const withLink = await createListing(owner, { ...dubai(), permitValidationUrl: PERMIT_LINK });
    const card = await searchCardOf(t.request(), withLink);
    expect(card).toBeDefined();
    expect(card).not.toHaveProperty("permitQr");
    expect(card).not.toHaveProperty("permitValidationUrl");
  });

  it.each([
    [
      "another host",
      "https://trakheesi.dubailand.gov.ae.example.com/rev/madmoun/listing/validation",
      WRONG_HOST,
    ],
    ["DLD's main site", "https://dubailand.gov.ae/en/eservices/", WRONG_HOST],
    ["a look-alike host", "https://trakheesi-dubailand.gov.ae/validate", WRONG_HOST],
    ["credentials in the address", "https://dld@trakheesi.dubailand.gov.ae/rev/madmoun/listing", WRONG_HOST],
    ["another port", "https://trakheesi.dubailand.gov.ae:8443/rev/madmoun/listing", WRONG_HOST],
    ["the bare host", "https://trakheesi.dubailand.gov.ae/", WRONG_HOST],
    ["not an address", "trakheesi permit 71234", WRONG_HOST],
    ["a script", "javascript:alert(1)", "Permit QR link: must start with https://"],
    ["plain http", PERMIT_LINK.replace("https:", "http:"), "Permit QR link: must start with https://"],
    ["a very long one", `${PERMIT_LINK}${"a".repeat(500)}`, "Permit QR link: at most 500 characters"],
  ])("refuses %s with a field error", async (_case, permitValidationUrl, message) => {
    const owner = t.request();
    await signUp(owner);
    const res = await owner
      .post("/api/properties")
      .send(uniqueListingInput({ status: "published", ...dubai(), permitValidationUrl }))
      .expect(400);
    expect(res.body.fieldErrors).toEqual({ permitValidationUrl: [message] });
  });

  it("belongs to a Dubai listing with a permit number", async () => {
    const owner = t.request();
    await signUp(owner);
    const sharjah = await owner
      .post("/api/properties")
      .send(
        uniqueListingInput({ location: "Al Majaz", permitNumber: null, permitValidationUrl: PERMIT_LINK }),
      )
      .expect(400);
    expect(sharjah.body.fieldErrors).toEqual({
      permitValidationUrl: ["Permit QR link: DLD's Trakheesi permits are for Dubai listings only"],
    });
    const noPermit = await owner
      .post("/api/properties")
      .send(
        uniqueListingInput({
          status: "draft",
          location: "Dubai Marina",
          permitNumber: null,
          permitValidationUrl: PERMIT_LINK,
        }),
      )
      .expect(400);
    expect(noPermit.body.fieldErrors).toEqual({
      permitValidationUrl: ["Permit QR link: give the permit number too"],
    });
  });

  it("is kept by a PATCH that does not send it, refused on another host, and removed by null", async () => {
    const owner = t.request();
    await signUp(owner);
    const { id } = await createListing(owner, { ...dubai(), permitValidationUrl: PERMIT_LINK });

    const retitled = await owner
      .patch(`/api/properties/${id}`)
      .send({ title: "Renamed marina flat with the permit link kept" })
      .expect(200);
    expect(retitled.body).toMatchObject({ permitValidationUrl: PERMIT_LINK, permitQr: expect.any(Object) });
    const newPermit = await owner.patch(`/api/properties/${id}`).send({ permitNumber: nextPermitNumber() });
    expect(newPermit.status).toBe(200);
    expect(newPermit.body.permitValidationUrl).toBe(PERMIT_LINK);

    const refused = await owner
      .patch(`/api/properties/${id}`)
      .send({ permitValidationUrl: "https://example.com/fake-permit" })
      .expect(400);
    expect(refused.body.fieldErrors).toEqual({ permitValidationUrl: [WRONG_HOST] });
    // Moving the listing out of Dubai with the link still on it is refused too.
    const moved = await owner
      .patch(`/api/properties/${id}`)
      .send({ location: "Al Majaz", permitNumber: null })
      .expect(400);
    expect(moved.body.fieldErrors).toEqual({
      permitValidationUrl: ["Permit QR link: DLD's Trakheesi permits are for Dubai listings only"],
    });
    expect((await owner.get(`/api/properties/${id}`).expect(200)).body.permitValidationUrl).toBe(PERMIT_LINK);

    const removed = await owner
      .patch(`/api/properties/${id}`)
      .send({ permitValidationUrl: null })
      .expect(200);
    expect(removed.body).toMatchObject({ permitValidationUrl: null, permitQr: null });
  });
});
