import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { renderDocument } from "./document";

const parts = {
  lang: "en",
  dir: "ltr" as const,
  headTags: "<title>t</title>",
  appHtml: "<main>hello</main>",
  stateJson: "{}",
  styles: ["/assets/a.css"],
  scripts: ["/assets/entry.js"],
  preloads: ["/assets/chunk.js"],
  nonce: "abc123+/=",
};

describe("renderDocument's language", () => {
  it("writes the page's language and direction on <html>, and preloads fonts only when given", () => {
    expect(renderDocument(parts)).toContain('<html lang="en" dir="ltr">');
    expect(renderDocument(parts)).not.toContain('as="font"');
    const arabic = renderDocument({
      ...parts,
      lang: "ar",
      dir: "rtl",
      fontPreloads: ["/assets/ar-400.woff2"],
    });
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain(
      '<link rel="preload" href="/assets/ar-400.woff2" as="font" type="font/woff2" crossorigin>',
    );
  });
});

/** The loader: the last inline script carrying the nonce (the first is the early-click recorder). */
function loaderOf(html: string): string {
  return [...html.matchAll(/<script nonce="abc123\+\/=">([\s\S]*?)<\/script>/g)].at(-1)?.[1] ?? "";
}

describe("renderDocument for production pages", () => {
  it("writes the stylesheet into the page instead of linking it", () => {
    const html = renderDocument({ ...parts, inlineStyles: ["body{color:red}"] });
    expect(html).toContain("<style>body{color:red}</style>");
    expect(html).not.toContain('rel="stylesheet"');
  });

  it("starts the entry script after the first paint, from a loader that carries the nonce", () => {
    const html = renderDocument({ ...parts, loadScriptsAfterFirstPaint: true });
    expect(html).not.toContain('<script type="module" src=');
    const loader = loaderOf(html);
    expect(loader).toContain("requestAnimationFrame");
    expect(loader).toContain('s.src="/assets/entry.js"');
    expect(loader).toContain("s.nonce=n");
    // Nothing of the bundle is requested before the first paint: the loader preloads it all at once.
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(loader).toContain('["/assets/chunk.js"]');
  });

  it("preloads every chunk of the page a few per task after the first paint, then adds the entry", () => {
    const lazy = Array.from({ length: 13 }, (_, i) => `/assets/lazy-${i}.js`);
    const html = renderDocument({ ...parts, loadScriptsAfterFirstPaint: true, lazyPreloads: lazy });
    const loader = loaderOf(html);
    const browser = runLoader(loader);
    expect(browser.added).toEqual([]); // nothing before the first frame
    browser.runTasks();
    const preloads = browser.added.filter((el) => el.rel === "modulepreload");
    expect(preloads.map((el) => el.href)).toEqual(["/assets/chunk.js", ...lazy]);
    expect(preloads.every((el) => el.nonce === "abc123+/=")).toBe(true);
    // The entry script comes last, once its imports are being fetched.
    expect(browser.added.at(-1)).toMatchObject({
      type: "module",
      src: "/assets/entry.js",
      nonce: "abc123+/=",
    });
    // No task adds more than a handful (each request costs main-thread time to start).
    expect(Math.max(...browser.addedPerTask)).toBeLessThanOrEqual(6);
  });

  it("keeps the plain module script and preloads otherwise (development)", () => {
    expect(renderDocument(parts)).toContain(
      '<link rel="modulepreload" href="/assets/chunk.js" nonce="abc123+/=">',
    );
    expect(renderDocument(parts)).toContain(
      '<script type="module" src="/assets/entry.js" nonce="abc123+/="></script>',
    );
  });
});

/** Runs the loader against a stand-in browser that records what it adds and in which task. */
function runLoader(code: string) {
  const added: Record<string, string>[] = [];
  const addedPerTask: number[] = [];
  const tasks: (() => void)[] = [];
  const append = (el: Record<string, string>) => {
    added.push(el);
    addedPerTask[addedPerTask.length - 1] += 1;
  };
  const document = {
    currentScript: { nonce: "abc123+/=" },
    createElement: (tag: string) => ({ tag }),
    head: { appendChild: append },
    body: { appendChild: append },
  };
  const context = {
    document,
    requestAnimationFrame: (fn: () => void) => tasks.push(fn),
    setTimeout: (fn: () => void) => tasks.push(fn),
  };
  vm.runInNewContext(code, context);
  return {
    added,
    addedPerTask,
    runTasks() {
      while (tasks.length) {
        addedPerTask.push(0);
        tasks.shift()!();
      }
    },
  };
}
