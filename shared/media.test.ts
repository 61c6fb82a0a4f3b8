import { describe, expect, it } from "vitest";
import { responsiveImageProps, srcSetFor, uploadKeyOf, uploadUrl } from "./media";

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
    expect(srcSetFor(`https://example.com/media/uploads/${key}-1600.webp`)).toBeUndefined();
    expect(uploadKeyOf(`/media/uploads/../secret-1600.webp`)).toBeUndefined();
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
