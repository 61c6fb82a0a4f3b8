import type { Messages } from "@lingui/core";

/**
 * Every catalogue of this language (one per feature, and common), compiled by Lingui's Vite plugin and
 * bundled into one chunk: a page loads its own language's messages in one request.
 */
const catalogues = import.meta.glob<Messages>("./*.po", { eager: true, import: "messages" });

const ARABIC_LETTER = /[\u0600-\u06FF]/;
const isArabic = (message: Messages[string]) => ARABIC_LETTER.test(JSON.stringify(message));

/**
 * The catalogues merged. A message several features share ("Studio", "Price") may be translated in one
 * catalogue and still empty in another, and an empty one compiles to the English fallback: that fallback
 * never replaces a translation another catalogue already gives.
 */
export const messages: Messages = {};
for (const catalogue of Object.values(catalogues)) {
  for (const [id, message] of Object.entries(catalogue)) {
    if (id in messages && isArabic(messages[id]) && !isArabic(message)) continue;
    messages[id] = message;
  }
}
