/**
 * `node scripts/subset-arabic-font.mjs`: writes the Arabic web font the site serves,
 * client/src/fonts/noto-sans-arabic-{400,700}.woff2, from @fontsource/noto-sans-arabic's Arabic files cut
 * down to the basic Arabic block (decision 0063). Run it after upgrading that package and commit the files;
 * client/src/fonts/arabic-font.test.ts checks they still draw every Arabic letter the site writes.
 *
 * Kept: every character of U+0600–U+06FF the font has (letters, Arabic-Indic digits, punctuation, harakat:
 * listers may type any of them) and the joiners U+200C–U+200E, with every OpenType layout feature and the
 * glyphs they reach, so initial, medial and final forms, lam-alef and the marks' positions shape as before.
 * Dropped: Arabic Supplement, Extended-A/B and the Presentation Forms blocks (Urdu, Persian and Quranic
 * additions the site never writes; a lister's rare one is drawn in the phone's Arabic font instead).
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SOURCE_DIR = path.join(root, "node_modules/@fontsource/noto-sans-arabic/files");
const TARGET_DIR = path.join(root, "client/src/fonts");
/** The weights client/src/styles.css declares: regular, and bold for 600–900. */
const WEIGHTS = [400, 700];
/** Keep in step with the `unicode-range` of the @font-face rules in client/src/styles.css. */
const KEPT_RANGES = [
  [0x0600, 0x06ff],
  [0x200c, 0x200e],
];
/** The OFL licence and its address (name IDs 13 and 14), which hb-subset drops by default. */
const LICENCE_NAME_IDS = [13, 14];

function keptText() {
  let text = "";
  for (const [first, last] of KEPT_RANGES) {
    for (let code = first; code <= last; code++) text += String.fromCodePoint(code);
  }
  return text;
}

async function subsetWeight(weight) {
  const source = path.join(SOURCE_DIR, `noto-sans-arabic-arabic-${weight}-normal.woff2`);
  const target = path.join(TARGET_DIR, `noto-sans-arabic-${weight}.woff2`);
  const original = fs.readFileSync(source);
  // Characters the font lacks are simply absent from the subset; every layout feature is kept by default.
  const subset = await subsetFont(original, keptText(), {
    targetFormat: "woff2",
    preserveNameIds: LICENCE_NAME_IDS,
  });
  fs.writeFileSync(target, subset);
  console.log(`${path.relative(root, target)}: ${original.length} → ${subset.length} bytes`);
}

fs.mkdirSync(TARGET_DIR, { recursive: true });
for (const weight of WEIGHTS) await subsetWeight(weight);
