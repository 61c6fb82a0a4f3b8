import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Listing } from "@shared/listing";
import { properties } from "../../db/schema";
import { createListing, searchCardOf, uniqueListingInput } from "../../../tests/factories";
import { createTestApp, signUp, type TestApp } from "../../../tests/helpers/test-app";

/*
 * Issue 28, item 3: a listing may carry a video (YouTube or Vimeo) and a 360° tour (Matterport, or a 360°
 * video on YouTube or Vimeo). Whatever form of the address the lister pastes, the provider's canonical page
 * address is what is stored and answered (shared/media-embeds.ts).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const YOUTUBE_SHARE = "https://youtu.be/dQw4w9WgXcQ";
const YOUTUBE_PAGE = "https://www.youtube.com/watch?v=dQw4w9WgXcQ";
const VIMEO_PAGE = "https://vimeo.com/76979871";
const MATTERPORT_TOUR = "https://my.matterport.com/show/?m=SxQL3iGyoDo";

const VIDEO_REFUSED = "Video link: paste the address of the video on YouTube or Vimeo";

/** The stored columns of the listing, as the database holds them. */
async function storedLinks(id: number) {
  const [row] = await t.database.db
    .select({ videoUrl: properties.videoUrl, tourUrl: properties.tourUrl })
    .from(properties)
    .where(eq(properties.id, id));
  return row;
}

async function countTitled(title: string): Promise<number> {
  const rows = await t.database.db
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.title, title));
  return rows.length;
}

describe("a listing's video and 360° tour links", () => {
  it("stores and answers a YouTube share link as the video's YouTube page", async () => {
    const owner = t.request();
    await signUp(owner);
    const created = await createListing(owner, { videoUrl: YOUTUBE_SHARE });
    expect(created).toMatchObject({ videoUrl: YOUTUBE_PAGE, tourUrl: null });
    expect(await storedLinks(created.id)).toEqual({ videoUrl: YOUTUBE_PAGE, tourUrl: null });

    const { body } = await t.request().get(`/api/properties/${created.id}`).expect(200);
    expect(body as Listing).toMatchObject({ videoUrl: YOUTUBE_PAGE, tourUrl: null });
  });

  it.each([
    ["a Vimeo 360° video", "https://player.vimeo.com/video/76979871", VIMEO_PAGE],
    ["a Matterport tour", MATTERPORT_TOUR, MATTERPORT_TOUR],
    ["a Matterport tour with its other options", `${MATTERPORT_TOUR}&play=1&qs=1`, MATTERPORT_TOUR],
  ])("takes %s as the tour", async (_case, tourUrl, stored) => {
    const owner = t.request();
    await signUp(owner);
    const created = await createListing(owner, { tourUrl });
    expect(created).toMatchObject({ videoUrl: null, tourUrl: stored });
    expect(await storedLinks(created.id)).toEqual({ videoUrl: null, tourUrl: stored });
  });

  it("is absent from search results' summaries", async () => {
    const owner = t.request();
    await signUp(owner);
    const created = await createListing(owner, { videoUrl: YOUTUBE_SHARE, tourUrl: MATTERPORT_TOUR });
    const card = await searchCardOf(t.request(), created);
    expect(card).toBeDefined();
    expect(card).not.toHaveProperty("videoUrl");
    expect(card).not.toHaveProperty("tourUrl");
  });

  it.each([
    ["another host", { videoUrl: "https://evil.example/video" }, { videoUrl: [VIDEO_REFUSED] }],
    ["a Matterport tour as the video", { videoUrl: MATTERPORT_TOUR }, { videoUrl: [VIDEO_REFUSED] }],
    ["an empty video link (null is none)", { videoUrl: "" }, { videoUrl: [VIDEO_REFUSED] }],
    [
      "a script as the tour",
      { tourUrl: "javascript:alert(1)" },
      {
        tourUrl: [
          "360° tour link: paste the address of the tour on Matterport (or a 360° video on YouTube or Vimeo)",
        ],
      },
    ],
    [
      "a very long tour link",
      { tourUrl: `${MATTERPORT_TOUR}&x=${"a".repeat(300)}` },
      { tourUrl: ["360° tour link: at most 300 characters"] },
    ],
    [
      "a number as the video",
      { videoUrl: 12345 },
      { videoUrl: ["Video link must be text, or null for none"] },
    ],
  ])("refuses %s with a field error and writes nothing", async (_case, links, fieldErrors) => {
    const owner = t.request();
    await signUp(owner);
    const input = { ...uniqueListingInput({ status: "published" }), ...links };
    const res = await owner.post("/api/properties").send(input).expect(400);
    expect(res.body.fieldErrors).toEqual(fieldErrors);
    expect(await countTitled(input.title)).toBe(0);
  });

  it("answers the field error in Arabic to an Arabic client", async () => {
    const owner = t.request();
    await signUp(owner);
    const res = await owner
      .post("/api/properties")
      .set("Accept-Language", "ar")
      .send(uniqueListingInput({ videoUrl: "https://evil.example/video" }))
      .expect(400);
    expect(res.body.fieldErrors).toEqual({
      videoUrl: ["رابط الفيديو: الصق رابط الفيديو على يوتيوب أو فيميو"],
    });
  });

  it("is kept by a PATCH that does not send it, changed or cleared only by one that does", async () => {
    const owner = t.request();
    await signUp(owner);
    const { id } = await createListing(owner, { videoUrl: YOUTUBE_SHARE, tourUrl: MATTERPORT_TOUR });

    const retitled = await owner
      .patch(`/api/properties/${id}`)
      .send({ title: "Renamed waterfront flat that keeps its video and tour", price: 990_000 })
      .expect(200);
    expect(retitled.body).toMatchObject({ videoUrl: YOUTUBE_PAGE, tourUrl: MATTERPORT_TOUR });
    expect(await storedLinks(id)).toEqual({ videoUrl: YOUTUBE_PAGE, tourUrl: MATTERPORT_TOUR });

    const refused = await owner
      .patch(`/api/properties/${id}`)
      .send({ videoUrl: "https://evil.example/video" })
      .expect(400);
    expect(refused.body.fieldErrors).toEqual({ videoUrl: [VIDEO_REFUSED] });
    expect(await storedLinks(id)).toEqual({ videoUrl: YOUTUBE_PAGE, tourUrl: MATTERPORT_TOUR });

    const cleared = await owner.patch(`/api/properties/${id}`).send({ tourUrl: null }).expect(200);
    expect(cleared.body).toMatchObject({ videoUrl: YOUTUBE_PAGE, tourUrl: null });
    expect(await storedLinks(id)).toEqual({ videoUrl: YOUTUBE_PAGE, tourUrl: null });

    const changed = await owner
      .patch(`/api/properties/${id}`)
      .send({ videoUrl: "https://vimeo.com/76979871#t=30s" })
      .expect(200);
    expect(changed.body).toMatchObject({ videoUrl: VIMEO_PAGE, tourUrl: null });
  });
});
