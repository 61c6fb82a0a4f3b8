import fs from "node:fs";
import path from "node:path";
import { convert } from "fontverter";
import * as hb from "harfbuzzjs";
import ts from "typescript";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * The Arabic web font is Noto Sans Arabic cut down to the basic Arabic block (scripts/subset-arabic-font.mjs,
 * decision 0063). These tests read the files the stylesheet names and check that they draw every Arabic
 * character the site writes, every letter a lister may type, and shape words exactly as the full font does.
 */
const root = path.resolve(import.meta.dirname, "../../..");
const stylesheet = path.join(root, "client/src/styles.css");
const originalFile = (weight: string) =>
  path.join(
    root,
    `node_modules/@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-${weight}-normal.woff2`,
  );

/** The Unicode blocks of Arabic script; a character of these the font lacks would be drawn in another font. */
const ARABIC_BLOCKS: [number, number][] = [
  [0x0600, 0x06ff], // Arabic
  [0x0750, 0x077f], // Arabic Supplement
  [0x0870, 0x08ff], // Arabic Extended-B and -A
  [0xfb50, 0xfdff], // Arabic Presentation Forms-A
  [0xfe70, 0xfefe], // Arabic Presentation Forms-B (without the byte order mark)
];
const BASIC_ARABIC: [number, number] = [0x0600, 0x06ff];
const inRange = (code: number, [first, last]: [number, number]) => code >= first && code <= last;
const isArabic = (code: number) => ARABIC_BLOCKS.some((block) => inRange(code, block));
const hex = (code: number) => `U+${code.toString(16).toUpperCase().padStart(4, "0")}`;

interface FontFace {
  file: string;
  weight: string;
  unicodeRange: [number, number][];
}

/** The stylesheet's Noto Sans Arabic faces: the file each names and its `unicode-range`. */
function readFontFaces(): FontFace[] {
  const css = fs.readFileSync(stylesheet, "utf8");
  const faces = [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map((match) => match[1]);
  return faces
    .filter((face) => face.includes('"Noto Sans Arabic"'))
    .map((face) => {
      const url = /url\("([^"]+)"\)/.exec(face)![1];
      const ranges = /unicode-range:([^;]+);/.exec(face)![1];
      return {
        file: path.resolve(path.dirname(stylesheet), url),
        weight: /noto-sans-arabic-(\d+)\.woff2$/.exec(url)![1],
        unicodeRange: ranges.split(",").map((range) => {
          const [first, last = first] = range.trim().replace(/^U\+/i, "").split("-");
          return [parseInt(first, 16), parseInt(last, 16)] as [number, number];
        }),
      };
    });
}

function filesUnder(dir: string, extensions: RegExp): string[] {
  return fs
    .readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter(
      (entry) => entry.isFile() && extensions.test(entry.name) && !/\.(test|spec|d)\.tsx?$/.test(entry.name),
    )
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The strings a module writes (literals, template text, JSX text), not its comments. */
function stringsInCode(file: string): string[] {
  const source = fs.readFileSync(file, "utf8");
  if (![...source].some((char) => isArabic(char.codePointAt(0)!))) return [];
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false);
  const strings: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)) {
      strings.push(node.text);
    }
    node.forEachChild(visit);
  };
  visit(tree);
  return strings;
}

/** The Arabic translations (`msgstr`; the `msgid` are English), without the translators' comments. */
function stringsInCatalogue(file: string): string[] {
  return fs
    .readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => !line.startsWith("#"));
}

/** Everything the site can draw in Arabic: catalogues, content pages, and the strings in its code. */
function siteTexts(): string[] {
  return [
    ...filesUnder("client/src/locales/ar", /\.po$/).flatMap(stringsInCatalogue),
    ...filesUnder("content/ar", /\.md$/).map((file) => fs.readFileSync(file, "utf8")),
    ...["client/src", "shared", "server"].flatMap((dir) => filesUnder(dir, /\.tsx?$/).flatMap(stringsInCode)),
  ];
}

function arabicCharacters(texts: string[]): Set<number> {
  const codes = texts.flatMap((text) => [...text].map((char) => char.codePointAt(0)!));
  return new Set(codes.filter(isArabic));
}

/** Arabic words: runs of the basic block and the joiners, as the browser shapes them. */
function arabicWords(texts: string[]): string[] {
  return [...new Set(texts.flatMap((text) => text.match(/[\u0600-\u06FF\u200C\u200D]+/g) ?? []))];
}

interface OpenedFont {
  unicodes: Set<number>;
  shape: (text: string) => string[];
}

async function openFont(file: string): Promise<OpenedFont> {
  const face = new hb.Face(new hb.Blob(await convert(fs.readFileSync(file), "truetype")));
  const font = new hb.Font(face);
  const outlines = new Map<number, string>();
  const outline = (glyph: number) => {
    if (!outlines.has(glyph)) outlines.set(glyph, font.glyphToPath(glyph));
    return outlines.get(glyph)!;
  };
  return {
    unicodes: new Set(face.collectUnicodes()),
    // Each glyph as it is drawn: its outline (glyph ids differ between the two files) and where it sits.
    // The missing-glyph box is glyph 0. Invisible marks (U+061C, the joiners) draw nothing, as an empty
    // glyph or none at all (without a space glyph HarfBuzz drops them), so they are left out.
    shape(text) {
      const buffer = new hb.Buffer();
      buffer.addText(text);
      buffer.guessSegmentProperties();
      hb.shape(font, buffer);
      const positions = buffer.getGlyphPositions();
      return buffer.getGlyphInfos().flatMap((info, i) => {
        const { xAdvance, xOffset, yOffset } = positions[i];
        const glyph = info.codepoint === 0 ? "MISSING" : outline(info.codepoint);
        return glyph === "" && xAdvance === 0 ? [] : [`${xAdvance} ${xOffset} ${yOffset} ${glyph}`];
      });
    },
  };
}

const faces = readFontFaces();
const texts = siteTexts();

describe("the Arabic web font", () => {
  it("is declared for regular and bold text, each from its subset file", () => {
    expect(faces.map((face) => [face.weight, path.relative(root, face.file)])).toEqual([
      ["400", "client/src/fonts/noto-sans-arabic-400.woff2"],
      ["700", "client/src/fonts/noto-sans-arabic-700.woff2"],
    ]);
  });

  describe.each(faces)("weight $weight", (face) => {
    let subset: OpenedFont;
    let original: OpenedFont;
    beforeAll(async () => {
      // One after the other: the woff2 decoder's WebAssembly memory is shared between calls.
      subset = await openFont(face.file);
      original = await openFont(originalFile(face.weight));
    });

    it("has every Arabic character the site's catalogues, content and code write", () => {
      const used = arabicCharacters(texts);
      // The dirham word and the Arabic comma and question mark, so an empty collection cannot pass.
      for (const char of "درهم،؟") expect(used).toContain(char.codePointAt(0));
      expect([...used].filter((code) => !subset.unicodes.has(code)).map(hex)).toEqual([]);
    });

    it("has every character of the basic Arabic block the full font has: listers may type any letter", () => {
      const basic = [...original.unicodes].filter((code) => inRange(code, BASIC_ARABIC));
      expect(basic).toHaveLength(256);
      expect(basic.filter((code) => !subset.unicodes.has(code)).map(hex)).toEqual([]);
    });

    it("holds exactly the characters its unicode-range gives it, so the browser never asks it for others", () => {
      const declared = [...original.unicodes].filter((code) =>
        face.unicodeRange.some((r) => inRange(code, r)),
      );
      expect([...subset.unicodes].sort((a, b) => a - b).map(hex)).toEqual(declared.map(hex));
    });

    it("shapes every Arabic word the site writes exactly as the full font does, joined, with no missing glyph", () => {
      const words = arabicWords(texts);
      expect(words.length).toBeGreaterThan(1000);
      const differing = words.filter((word) => {
        const drawn = subset.shape(word);
        return (
          drawn.some((glyph) => glyph.endsWith("MISSING")) || drawn.join() !== original.shape(word).join()
        );
      });
      expect(differing).toEqual([]);
    });

    it("shapes every letter of the basic block alone and between joining letters as the full font does", () => {
      const TATWEEL = "\u0640";
      const differing: string[] = [];
      for (let code = BASIC_ARABIC[0]; code <= BASIC_ARABIC[1]; code++) {
        const letter = String.fromCodePoint(code);
        for (const text of [letter, `${TATWEEL}${letter}${TATWEEL}`, `ب${letter}`, `${letter}ب`]) {
          if (subset.shape(text).join() !== original.shape(text).join())
            differing.push(`${hex(code)} in ${text}`);
        }
      }
      expect(differing).toEqual([]);
    });
  });
});
