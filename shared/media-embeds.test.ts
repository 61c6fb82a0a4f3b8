import { describe, expect, it } from "vitest";
import { MEDIA_URL_MAX, mediaEmbed, refusedMediaUrl } from "./media-embeds";
import { findTranslation } from "./messages";

const YOUTUBE_ID = "dQw4w9WgXcQ";
const YOUTUBE_PAGE = `https://www.youtube.com/watch?v=${YOUTUBE_ID}`;
const VIMEO_PAGE = "https://vimeo.com/123456789";
const MATTERPORT_PAGE = "https://my.matterport.com/show/?m=SxQL3iGyoDo";

describe("mediaEmbed", () => {
  it.each([
    ["a watch page", `https://www.youtube.com/watch?v=${YOUTUBE_ID}`],
    [
      "a watch page with a playlist and a start time",
      `https://www.youtube.com/watch?v=${YOUTUBE_ID}&list=PL1&t=42s`,
    ],
    ["a watch page without www", `https://youtube.com/watch?v=${YOUTUBE_ID}`],
    ["a share link", `https://youtu.be/${YOUTUBE_ID}`],
    ["a share link with its tracking parameter", `https://youtu.be/${YOUTUBE_ID}?si=AbCdEf123`],
    ["a Short", `https://www.youtube.com/shorts/${YOUTUBE_ID}`],
    ["an embed address", `https://www.youtube.com/embed/${YOUTUBE_ID}`],
    ["a no-cookie embed address", `https://www.youtube-nocookie.com/embed/${YOUTUBE_ID}`],
    ["a live page", `https://www.youtube.com/live/${YOUTUBE_ID}`],
    ["the mobile site", `https://m.youtube.com/watch?v=${YOUTUBE_ID}`],
    ["plain http", `http://www.youtube.com/watch?v=${YOUTUBE_ID}`],
    ["spaces around it", `  https://youtu.be/${YOUTUBE_ID}  `],
  ])("reads YouTube's %s", (_case, address) => {
    expect(mediaEmbed(address)).toEqual({
      provider: "youtube",
      pageUrl: YOUTUBE_PAGE,
      embedUrl: `https://www.youtube-nocookie.com/embed/${YOUTUBE_ID}?rel=0`,
      frameOrigin: "https://www.youtube-nocookie.com",
    });
  });

  it.each([
    ["a video page", "https://vimeo.com/123456789"],
    ["a video page with www", "https://www.vimeo.com/123456789"],
    ["the player's address", "https://player.vimeo.com/video/123456789"],
    ["the player's address with options", "https://player.vimeo.com/video/123456789?h=abc&autoplay=1"],
  ])("reads Vimeo's %s", (_case, address) => {
    expect(mediaEmbed(address)).toEqual({
      provider: "vimeo",
      pageUrl: VIMEO_PAGE,
      embedUrl: "https://player.vimeo.com/video/123456789?dnt=1",
      frameOrigin: "https://player.vimeo.com",
    });
  });

  it.each([
    ["a tour page", "https://my.matterport.com/show/?m=SxQL3iGyoDo"],
    ["a tour page without the slash", "https://my.matterport.com/show?m=SxQL3iGyoDo"],
    ["a tour page with its options", "https://my.matterport.com/show/?m=SxQL3iGyoDo&play=1&qs=1"],
  ])("reads Matterport's %s", (_case, address) => {
    expect(mediaEmbed(address)).toEqual({
      provider: "matterport",
      pageUrl: MATTERPORT_PAGE,
      embedUrl: `${MATTERPORT_PAGE}&play=1`,
      frameOrigin: "https://my.matterport.com",
    });
  });

  it("reads its own canonical forms back as themselves", () => {
    for (const page of [YOUTUBE_PAGE, VIMEO_PAGE, MATTERPORT_PAGE]) {
      expect(mediaEmbed(page)?.pageUrl).toBe(page);
    }
  });

  it.each([
    ["a script", "javascript:alert(1)"],
    ["a script dressed as YouTube", `javascript://www.youtube.com/watch?v=${YOUTUBE_ID}`],
    ["ftp", `ftp://www.youtube.com/watch?v=${YOUTUBE_ID}`],
    ["a data address", "data:text/html,<script>alert(1)</script>"],
    ["not an address", "my villa video"],
    ["an empty string", ""],
    ["another host", "https://evil.example/video"],
    ["a look-alike YouTube host", `https://www.youtube.com.evil.example/watch?v=${YOUTUBE_ID}`],
    ["a look-alike share host", `https://youtu.be.evil.example/${YOUTUBE_ID}`],
    ["a YouTube id one character short", "https://youtu.be/dQw4w9WgXc"],
    ["a YouTube id one character long", "https://youtu.be/dQw4w9WgXcQQ"],
    ["a YouTube id with a character ids never have", "https://www.youtube.com/watch?v=dQw4w9WgX.Q"],
    ["a YouTube watch page without a video", "https://www.youtube.com/watch?list=PL1"],
    ["a YouTube channel", "https://www.youtube.com/@someagency"],
    ["a YouTube page of another kind", `https://www.youtube.com/playlist/${YOUTUBE_ID}`],
    ["a Vimeo id with letters", "https://vimeo.com/12345abc"],
    ["a Vimeo id too short", "https://vimeo.com/12345"],
    ["a Vimeo id too long", "https://vimeo.com/1234567890123"],
    ["a Vimeo channel", "https://vimeo.com/channels/staffpicks"],
    ["a Vimeo player address of another kind", "https://player.vimeo.com/album/123456789"],
    ["a Matterport id too short", "https://my.matterport.com/show/?m=SxQL3iGyoD"],
    ["a Matterport id with a hyphen", "https://my.matterport.com/show/?m=SxQL3-GyoDo"],
    ["a Matterport page other than a tour", "https://my.matterport.com/models/SxQL3iGyoDo"],
    ["a Matterport tour without its id", "https://my.matterport.com/show/"],
    ["another Matterport host", "https://matterport.com/show/?m=SxQL3iGyoDo"],
  ])("refuses %s", (_case, address) => {
    expect(mediaEmbed(address)).toBeNull();
  });

  it("refuses an address longer than the column holds, even a valid one", () => {
    const long = `${YOUTUBE_PAGE}&x=${"a".repeat(MEDIA_URL_MAX)}`;
    expect(long.length).toBeGreaterThan(MEDIA_URL_MAX);
    expect(mediaEmbed(long)).toBeNull();
    const longest = `${YOUTUBE_PAGE}&x=${"a".repeat(MEDIA_URL_MAX - YOUTUBE_PAGE.length - 3)}`;
    expect(longest).toHaveLength(MEDIA_URL_MAX);
    expect(mediaEmbed(longest)?.pageUrl).toBe(YOUTUBE_PAGE);
  });
});

describe("refusedMediaUrl", () => {
  it("takes YouTube and Vimeo as the video, not Matterport", () => {
    expect(refusedMediaUrl(`https://youtu.be/${YOUTUBE_ID}`, "video")).toBeNull();
    expect(refusedMediaUrl(VIMEO_PAGE, "video")).toBeNull();
    expect(refusedMediaUrl(MATTERPORT_PAGE, "video")).toBe(
      "Video link: paste the address of the video on YouTube or Vimeo",
    );
  });

  it("takes Matterport, YouTube and Vimeo as the tour", () => {
    expect(refusedMediaUrl(MATTERPORT_PAGE, "tour")).toBeNull();
    expect(refusedMediaUrl(YOUTUBE_PAGE, "tour")).toBeNull();
    expect(refusedMediaUrl("https://player.vimeo.com/video/123456789", "tour")).toBeNull();
    expect(refusedMediaUrl("https://evil.example/tour", "tour")).toBe(
      "360° tour link: paste the address of the tour on Matterport (or a 360° video on YouTube or Vimeo)",
    );
  });

  it("says when an address is too long, before anything else", () => {
    const long = `https://evil.example/${"a".repeat(MEDIA_URL_MAX)}`;
    expect(refusedMediaUrl(long, "video")).toBe(`Video link: at most ${MEDIA_URL_MAX} characters`);
    expect(refusedMediaUrl(long, "tour")).toBe(`360° tour link: at most ${MEDIA_URL_MAX} characters`);
  });

  it("refuses scripts, ftp and empty text in both fields", () => {
    for (const field of ["video", "tour"] as const) {
      expect(refusedMediaUrl("javascript:alert(1)", field)).not.toBeNull();
      expect(refusedMediaUrl(`ftp://youtu.be/${YOUTUBE_ID}`, field)).not.toBeNull();
      expect(refusedMediaUrl("", field)).not.toBeNull();
    }
  });

  it("gives field errors the Arabic dictionary translates (shared/messages.ts)", () => {
    const long = "x".repeat(MEDIA_URL_MAX + 1);
    const messages = (["video", "tour"] as const).flatMap((field) => [
      refusedMediaUrl("https://evil.example/video", field)!,
      refusedMediaUrl(long, field)!,
    ]);
    expect(messages).toHaveLength(4);
    for (const message of messages) {
      expect(findTranslation(message, "ar"), message).toMatch(/[\u0600-\u06ff]/);
    }
  });
});
