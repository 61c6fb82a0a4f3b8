import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { PHOTO_MATCH_MAX_DISTANCE } from "@shared/trust-signals";
import { buildPicture as picture } from "../../tests/factories/listings";
import { differenceHash, hammingDistance } from "./perceptual-hash";

describe("hammingDistance", () => {
  it("counts the differing bits of two 64-bit hashes, signed or not", () => {
    expect(hammingDistance(0n, 0n)).toBe(0);
    expect(hammingDistance(0n, 1n)).toBe(1);
    expect(hammingDistance(0b1011n, 0b0110n)).toBe(3);
    // -1 as a signed 64-bit integer is every bit set.
    expect(hammingDistance(-1n, 0n)).toBe(64);
    expect(hammingDistance(BigInt.asIntN(64, 1n << 63n), 0n)).toBe(1);
    expect(hammingDistance(-1n, BigInt.asUintN(64, -1n))).toBe(0);
  });
});

describe("differenceHash", () => {
  it("answers a signed 64-bit integer that depends on the picture", async () => {
    const hash = await differenceHash(await picture(1));
    expect(hash).toBe(BigInt.asIntN(64, hash));
    expect(hash).not.toBe(0n);
  });

  it("sets a bit where the left pixel is brighter: a left-to-right dark gradient sets none, its mirror all", async () => {
    const gradient = (from: string, to: string) =>
      sharp(
        Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="90" height="80"><defs><linearGradient id="g">` +
            `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
            `<rect width="100%" height="100%" fill="url(#g)"/></svg>`,
        ),
      )
        .png()
        .toBuffer();
    expect(await differenceHash(await gradient("black", "white"))).toBe(0n);
    expect(await differenceHash(await gradient("white", "black"))).toBe(-1n);
  });

  it("keeps the same picture within the match distance when resized, re-encoded and lightened", async () => {
    const original = await picture(3);
    const copies = await Promise.all([
      sharp(original).resize(320).webp({ quality: 60 }).toBuffer(),
      sharp(original).resize(1200).jpeg({ quality: 40 }).toBuffer(),
      sharp(original).modulate({ brightness: 1.1 }).png().toBuffer(),
    ]);
    const hash = await differenceHash(original);
    for (const copy of copies) {
      expect(hammingDistance(hash, await differenceHash(copy))).toBeLessThanOrEqual(PHOTO_MATCH_MAX_DISTANCE);
    }
    expect(copies).toHaveLength(3);
  });

  it("puts different pictures far beyond the match distance", async () => {
    const hashes = await Promise.all([1, 2, 5, 8].map(async (seed) => differenceHash(await picture(seed))));
    for (let i = 0; i < hashes.length; i++) {
      for (let j = i + 1; j < hashes.length; j++) {
        expect(hammingDistance(hashes[i]!, hashes[j]!)).toBeGreaterThan(PHOTO_MATCH_MAX_DISTANCE * 2);
      }
    }
  });

  it("refuses what is not an image", async () => {
    await expect(differenceHash(Buffer.from("not an image"))).rejects.toThrow();
  });
});
