import { fileURLToPath } from "node:url";
import { lingui } from "@lingui/vite-plugin";
import { defineConfig } from "vitest/config";

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const alias = { "@": fromRoot("./client/src"), "@shared": fromRoot("./shared") };

/**
 * Two projects: unit tests (pure code), and API tests through createApp + supertest on a real database —
 * a fresh in-memory PGlite per file, or with TEST_DATABASE_URL a fresh PostgreSQL database per file.
 */
export default defineConfig({
  test: {
    projects: [
      {
        // React is Preact's compatibility layer (docs/decisions/0065-preact.md), which has no
        // react-dom/test-utils: Testing Library (its ES module build, run through Vite) takes Preact's.
        resolve: {
          alias: {
            ...alias,
            "@testing-library/react": fromRoot(
              "./node_modules/@testing-library/react/dist/@testing-library/react.esm.js",
            ),
            "react-dom/test-utils": "preact/test-utils",
          },
        },
        // Components under test use Lingui's macros and import .po catalogues, as in the app's build.
        plugins: [lingui({ macroTransform: true })],
        test: {
          name: "unit",
          server: { deps: { inline: [/@testing-library\/react/] } },
          include: [
            "{client,server,shared}/**/*.test.{ts,tsx}",
            "scripts/**/*.test.ts",
            "tests/{contract,lint}/**/*.test.ts",
          ],
          exclude: ["**/*.api.test.ts", "node_modules/**"],
          environment: "node",
          // Component tests type and click through user-event: a few seconds on a busy 2-core machine.
          testTimeout: 15_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "api",
          // tests/fuzz and tests/security: the fuzz suite and cross-feature security suites (issue 6).
          include: ["server/**/*.api.test.ts", "tests/{fuzz,security}/**/*.test.ts"],
          // Every response an API test receives is checked against /api/openapi.json (issue 11, item 18).
          setupFiles: ["tests/contract/check-every-response.ts"],
          // Migrates one database for the run; each file starts from a copy of it (test-database.ts).
          globalSetup: ["tests/helpers/test-template.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
