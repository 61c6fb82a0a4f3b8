import path from "node:path";
import { getCatalogs } from "@lingui/cli/api";
import { getConfig } from "@lingui/conf";
import { describe, expect, it } from "vitest";

/**
 * The committed catalogues hold exactly the messages the code has (docs/translation.md): Lingui's own
 * extractor reads the sources with the project's lingui.config.ts, as `npm run i18n:extract` does, without
 * writing anything, and its messages are compared by id with each language's committed .po file. A message
 * written in the code but never extracted would show in English on Arabic pages with no test noticing
 * (catalogues.test.ts only sees what is in the files); one left in a file after its code went is a
 * translation nobody reads. Either way the fix is `npm run i18n:extract`, then translating what it added.
 */
const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../../..");

interface Drift {
  missing: string[];
  stale: string[];
}

describe("the catalogues", () => {
  it("match the messages in the code, in every language", { timeout: 60_000 }, async () => {
    const config = getConfig({ cwd: ROOT, configPath: path.join(ROOT, "lingui.config.ts") });
    const catalogs = await getCatalogs(config);
    expect(catalogs.length).toBeGreaterThan(5);

    const drift: Record<string, Drift> = {};
    let extracted = 0;
    for (const catalog of catalogs) {
      const inCode = await catalog.collect();
      if (!inCode) throw new Error(`Lingui could not extract the messages of ${catalog.path}`);
      extracted += Object.keys(inCode).length;
      for (const locale of config.locales) {
        const committed = (await catalog.read(locale)) ?? {};
        const label = (id: string, from: Record<string, { message?: string; context?: string }>) =>
          `${from[id].context ? `${from[id].context}: ` : ""}${from[id].message ?? id}`;
        const missing = Object.keys(inCode)
          .filter((id) => !(id in committed) || committed[id].obsolete)
          .map((id) => label(id, inCode));
        const stale = Object.keys(committed)
          .filter((id) => !(id in inCode))
          .map((id) => label(id, committed));
        if (missing.length || stale.length) {
          drift[path.relative(ROOT, catalog.getFilename(locale))] = { missing, stale };
        }
      }
    }
    expect(extracted).toBeGreaterThan(1000);
    // Run `npm run i18n:extract` (and translate what it adds to client/src/locales/ar/) when this fails.
    expect(drift).toEqual({});
  });
});
