import { afterAll, beforeAll } from "vitest";
import { createTestApp, type TestApp } from "./test-app";

/**
 * The file's app, made before its tests (`createTestApp` with these arguments) and closed after them:
 * `const t = useTestApp();` at the top of a file, then `t.request()`, `t.database`, `t.app` in tests and
 * hooks. `seed` runs once on the new app, before any test (sample data, fixtures).
 */
export function useTestApp(
  { seed }: { seed?: (t: TestApp) => Promise<unknown> } = {},
  ...args: Parameters<typeof createTestApp>
): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(...args);
    await seed?.(current);
  });
  afterAll(async () => {
    await current?.close();
  });
  const made = (): TestApp => {
    if (!current) throw new Error("useTestApp: the app is made in beforeAll; use it in a test or a hook");
    return current;
  };
  return {
    get app() {
      return made().app;
    },
    get database() {
      return made().database;
    },
    request: () => made().request(),
    close: () => made().close(),
  };
}
