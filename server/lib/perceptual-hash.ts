import sharp from "sharp";

/** dHash samples a 9 × 8 greyscale thumbnail: 8 comparisons per row, 8 rows, 64 bits. */
const DHASH_WIDTH = 9;
const DHASH_HEIGHT = 8;

/**
 * A 64-bit difference hash (dHash; Krawetz, "Kind of Like That", hackerfactor.com, 2013) of an image: the
 * image shrunk to 9 × 8 grey pixels, one bit per horizontally adjacent pair, set when the left pixel is
 * brighter. Resizing, re-encoding and small edits keep most bits; a different photo flips about half.
 * Answered as a signed 64-bit integer, the form PostgreSQL's bigint stores.
 * The image (a file path or its bytes) is turned upright by its EXIF orientation first, as uploads are.
 * `limitInputPixels` guards against decompression bombs as the upload's own processing does.
 */
export async function differenceHash(image: string | Buffer, limitInputPixels = 50_000_000): Promise<bigint> {
  const pixels = await sharp(image, { pages: 1, limitInputPixels })
    .rotate()
    .greyscale()
    // "fill": the whole picture, squeezed; cropping would make a cropped copy hash differently.
    .resize(DHASH_WIDTH, DHASH_HEIGHT, { fit: "fill", kernel: "lanczos3" })
    .removeAlpha()
    .raw()
    .toBuffer();
  let hash = 0n;
  for (let y = 0; y < DHASH_HEIGHT; y++) {
    for (let x = 0; x < DHASH_WIDTH - 1; x++) {
      const left = pixels[y * DHASH_WIDTH + x]!;
      const right = pixels[y * DHASH_WIDTH + x + 1]!;
      hash = (hash << 1n) | (left > right ? 1n : 0n);
    }
  }
  return BigInt.asIntN(64, hash);
}

/** How many of the 64 bits differ between two hashes (signed or unsigned, as stored). */
export function hammingDistance(a: bigint, b: bigint): number {
  let difference = BigInt.asUintN(64, a ^ b);
  let count = 0;
  while (difference) {
    difference &= difference - 1n;
    count++;
  }
  return count;
}
