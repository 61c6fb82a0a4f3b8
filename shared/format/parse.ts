/**
 * What a person typed in a number field, as a number: "1,200,000", "١٬٢٠٠٬٠٠٠" and "۱۲۰۰۰۰۰" all mean
 * 1200000. Accepts Western (0–9), Arabic-Indic (٠–٩) and Persian (۰–۹) digits, the Arabic thousands
 * separator (٬), commas and spaces (also no-break and thin spaces) between groups of digits, one decimal
 * point ("." or the Arabic ٫) and a leading minus ("-", "−" or the Arabic-script minus sign). Anything
 * else (letters, two decimal points, a separator at either end, an empty text) is undefined, so a field
 * can tell "nothing typed" and "not a number" from zero.
 */
/** "١٢٣" and "۱۲۳" → "123": Arabic-Indic and Persian digits as Western ones, everything else as it is. */
export function westernDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/gu, (digit) => {
    const code = digit.codePointAt(0)!;
    return String(code - (code >= 0x06f0 ? 0x06f0 : 0x0660));
  });
}

export function parseLocalisedNumber(text: string): number | undefined {
  if (typeof text !== "string") return undefined;
  let normalised = "";
  for (const char of text.trim()) {
    const code = char.codePointAt(0)!;
    if (code >= 0x0660 && code <= 0x0669) normalised += String(code - 0x0660);
    else if (code >= 0x06f0 && code <= 0x06f9) normalised += String(code - 0x06f0);
    else if (char === "٫") normalised += ".";
    else if (char === "٬" || char === "," || /\s/u.test(char)) normalised += ",";
    else if (char === "\u2212") normalised += "-";
    else normalised += char;
  }
  // Bidirectional marks a copied number may carry (LRM, RLM, ALM) say nothing about its value.
  normalised = normalised.replace(/[\u200e\u200f\u061c]/gu, "");
  // A leading minus, digits with group separators between them, then optional decimals (".5" and "5."
  // too, as people type them).
  const match = /^(-?)(\d+(?:,+\d+)*)?(?:\.(\d*))?$/u.exec(normalised.replace(/^-,+/u, "-"));
  if (!match) return undefined;
  const [, sign, whole = "", fraction = ""] = match;
  if (!whole && !fraction) return undefined;
  const value = Number(`${sign}${whole.replaceAll(",", "") || "0"}.${fraction || "0"}`);
  if (!Number.isFinite(value)) return undefined;
  return value === 0 ? 0 : value;
}
