import sharp from "sharp";

/** dHash compares 9 × 8 greyscale cells: 8 comparisons per row, 8 rows, 64 bits. */
const DHASH_WIDTH = 9;
const DHASH_HEIGHT = 8;
/**
 * Each cell is the mean of CELL_SIZE × CELL_SIZE pixels of a (9 × CELL_SIZE) × (8 × CELL_SIZE) thumbnail: a
 * box average is steadier under re-encoding than one straight resize to 9 × 8, which samples few pixels
 * per cell (measured on test pictures re-encoded at 300 px q50, 500 px WebP q40 and lightened by 10%: at
 * most 9 bits apart instead of 18, unrelated pictures still 14 or more apart, about 30 typically).
 */
const CELL_SIZE = 4;

/**
 * A 64-bit difference hash (dHash; Krawetz, "Kind of Like That", hackerfactor.com, 2013) of an image: the
 * image shrunk to 9 × 8 grey cells, one bit per horizontally adjacent pair, set when the left cell is
 * brighter. Resizing, re-encoding and small edits keep most bits; a different photo flips about half.
 * Answered as a signed 64-bit integer, the form PostgreSQL's bigint stores.
 *
 * The image (a file path or its bytes) is turned upright by its EXIF orientation first, as uploads are.
 * `limitInputPixels` guards against decompression bombs as the upload's own processing does.
 */
export async function differenceHash(image: string | Buffer, limitInputPixels = 50_000_000): Promise<bigint> {
  const width = DHASH_WIDTH * CELL_SIZE;
  const height = DHASH_HEIGHT * CELL_SIZE;
  const pixels = await sharp(image, { pages: 1, limitInputPixels })
    .rotate()
    .greyscale()
    // "fill": the whole picture, squeezed; cropping would make a cropped copy hash differently.
    .resize(width, height, { fit: "fill" })
    .removeAlpha()
    .raw()
    .toBuffer();
  const cells = new Array<number>(DHASH_WIDTH * DHASH_HEIGHT).fill(0);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      cells[Math.floor(y / CELL_SIZE) * DHASH_WIDTH + Math.floor(x / CELL_SIZE)]! += pixels[y * width + x]!;
    }
  }
  let hash = 0n;
  for (let y = 0; y < DHASH_HEIGHT; y++) {
    for (let x = 0; x < DHASH_WIDTH - 1; x++) {
      const left = cells[y * DHASH_WIDTH + x]!;
      const right = cells[y * DHASH_WIDTH + x + 1]!;
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
