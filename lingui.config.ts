import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";

/**
 * The interface's message catalogues (docs/decisions/0043-interface-language-catalogues.md). English is
 * the source: messages are written in English in the code with Lingui's macros, `npm run i18n:extract`
 * collects them into client/src/locales/<locale>/*.po, and a translator fills the Arabic file.
 * The Vite plugin compiles a .po file when it is imported; nothing compiled is committed.
 */
export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "ar"],
  // A message not yet translated shows in English rather than as its id (the e2e check finds it).
  fallbackLocales: { default: "en" },
  // One catalogue per client feature (client/src/features/<name>) and one for everything else (layout,
  // shared components, pages, and the option labels in shared/), so people working on different features
  // never edit the same file. Each language's files are bundled into one chunk
  // (client/src/locales/<locale>/index.ts).
  catalogs: [
    {
      path: "<rootDir>/client/src/locales/{locale}/common",
      include: ["<rootDir>/client/src", "<rootDir>/shared"],
      exclude: ["**/*.test.*", "**/locales/**", "<rootDir>/client/src/features/**"],
    },
    {
      path: "<rootDir>/client/src/locales/{locale}/{name}",
      include: ["<rootDir>/client/src/features/{name}"],
      exclude: ["**/*.test.*"],
    },
  ],
  // shared/option-labels.ts writes its descriptors with `@lingui/core/runtime-macro`, so the server can
  // run them without the macro transform; this makes extraction and the client's build treat it as a macro.
  experimental: { runtimeMacro: true },
  orderBy: "origin",
  // References without line numbers: editing one component does not rewrite every catalogue entry below it.
  format: formatter({ lineNumbers: false }),
});
