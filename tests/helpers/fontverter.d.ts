/** fontverter ships no types: the one call the Arabic font's test makes (woff2 → the font's plain tables). */
declare module "fontverter" {
  type FontFormat = "sfnt" | "truetype" | "woff" | "woff2";
  export function convert(font: Uint8Array, toFormat: FontFormat, fromFormat?: FontFormat): Promise<Buffer>;
}
