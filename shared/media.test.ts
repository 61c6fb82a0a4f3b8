import { describe, expect, it } from "vitest";
import {
  PHOTO_ADDRESS_PATTERN,
  photoRefOf,
  publicPhotoUrl,
  responsiveImageProps,
  srcSetFor,
  uploadKeyOf,
  uploadUrl,
} from "./media";

const key = "0f8fad5b-d9cb-469f-a165-70867728950e";

describe("upload URLs", () => {
  it("name the 1600-wide variant by default", () => {
    expect(uploadUrl(key)).toBe(`/media/uploads/${key}-1600.webp`);
    expect(uploadUrl(key, 400)).toBe(`/media/uploads/${key}-400.webp`);
  });

  it("give a srcset of every width for an upload URL", () => {
    const base = `/media/uploads/${key}`;
    expect(srcSetFor(`${base}-1600.webp`)).toBe(
      `${base}-400.webp 400w, ${base}-800.webp 800w, ${base}-1600.webp 1600w`,
    );
    expect(srcSetFor(`${base}-800.webp`)).toBe(srcSetFor(`${base}-1600.webp`));
  });

  it("give no srcset for other images", () => {
    expect(srcSetFor("/media/sample/villa-3.svg")).toBeUndefined();
    expect(srcSetFor(`/media/uploads/${key}-1200.webp`)).toBeUndefined();
    expect(srcSetFor(`https://cdn.example/${key}-1600.png`)).toBeUndefined();
    expect(uploadKeyOf(`/media/uploads/../secret-1600.webp`)).toBeUndefined();
    expect(uploadKeyOf(`https://cdn.example/../${key}-1600.webp`)).toBeUndefined();
  });

  it("give the srcset on the URL's own base: a bucket, a CDN, a folder in either", () => {
    for (const base of [
      "https://media.example.com/",
      "http://127.0.0.1:9000/photos/",
      "https://cdn.x/a/b/",
    ]) {
      expect(srcSetFor(`${base}${key}-1600.webp`)).toBe(
        `${base}${key}-400.webp 400w, ${base}${key}-800.webp 800w, ${base}${key}-1600.webp 1600w`,
      );
    }
  });
});

describe("stored photo references", () => {
  it("keep an upload's storage key whatever address it was sent as, and app paths as they are", () => {
    expect(photoRefOf(`/media/uploads/${key}-1600.webp`)).toBe(`${key}-1600.webp`);
    expect(photoRefOf(`https://media.example.com/p/${key}-1600.webp`)).toBe(`${key}-1600.webp`);
    expect(photoRefOf("/media/sample/villa-3.svg")).toBe("/media/sample/villa-3.svg");
  });

  it("become addresses under the media base; app paths and full URLs stay as they are", () => {
    expect(publicPhotoUrl(`${key}-1600.webp`, "/media/uploads/")).toBe(`/media/uploads/${key}-1600.webp`);
    expect(publicPhotoUrl(`${key}-1600.webp`, "https://cdn.example/")).toBe(
      `https://cdn.example/${key}-1600.webp`,
    );
    expect(publicPhotoUrl("/media/sample/villa-3.svg", "https://cdn.example/")).toBe(
      "/media/sample/villa-3.svg",
    );
    expect(publicPhotoUrl("https://elsewhere.example/a.jpg", "https://cdn.example/")).toBe(
      "https://elsewhere.example/a.jpg",
    );
  });

  it("accept an upload's address on any http(s) base, and no other outside address", () => {
    for (const ok of [
      `/media/uploads/${key}-1600.webp`,
      `https://cdn.example/${key}-1600.webp`,
      "/media/sample/villa-3.svg",
    ]) {
      expect(PHOTO_ADDRESS_PATTERN.test(ok), ok).toBe(true);
    }
    for (const bad of [
      "https://elsewhere.example/photo.jpg",
      `javascript:${key}-1600.webp`,
      `//cdn.example/${key}-1600.webp`,
    ]) {
      expect(PHOTO_ADDRESS_PATTERN.test(bad), bad).toBe(false);
    }
  });
});

describe("responsive image attributes", () => {
  it("give an upload its srcset and sizes", () => {
    const url = `/media/uploads/${key}-1600.webp`;
    expect(responsiveImageProps(url, "96px")).toEqual({ src: url, srcSet: srcSetFor(url), sizes: "96px" });
  });

  it("give any other image no sizes, since sizes without srcset is invalid HTML", () => {
    const props = responsiveImageProps("/media/sample/villa-3.svg", "(min-width: 1024px) 33vw, 100vw");
    expect(props).toEqual({ src: "/media/sample/villa-3.svg" });
    expect("sizes" in props).toBe(false);
  });
});
