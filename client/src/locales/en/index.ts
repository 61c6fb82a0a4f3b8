import type { Messages } from "@lingui/core";

/**
 * Every catalogue of this language (one per feature, and common), compiled by Lingui's Vite plugin and
 * bundled into one chunk: a page loads its own language's messages in one request.
 */
const catalogues = import.meta.glob<Messages>("./*.po", { eager: true, import: "messages" });

export const messages: Messages = Object.assign({}, ...Object.values(catalogues));
