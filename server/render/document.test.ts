import { describe, expect, it } from "vitest";
import { renderDocument } from "./document";

const parts = {
  headTags: "<title>t</title>",
  appHtml: "<main>hello</main>",
  stateJson: "{}",
  styles: ["/assets/a.css"],
  scripts: ["/assets/entry.js"],
  preloads: ["/assets/chunk.js"],
  nonce: "abc123+/=",
};

describe("renderDocument for production pages", () => {
  it("writes the stylesheet into the page instead of linking it", () => {
    const html = renderDocument({ ...parts, inlineStyles: ["body{color:red}"] });
    expect(html).toContain("<style>body{color:red}</style>");
    expect(html).not.toContain('rel="stylesheet"');
  });

  it("starts the entry script after the first paint, from a loader that carries the nonce", () => {
    const html = renderDocument({ ...parts, loadScriptsAfterFirstPaint: true });
    expect(html).not.toContain('<script type="module" src=');
    const loader = /<script nonce="abc123\+\/=">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    expect(loader).toContain("requestAnimationFrame");
    expect(loader).toContain('s.src="/assets/entry.js"');
    expect(loader).toContain("s.nonce=n");
    // Nothing of the bundle is requested before the first paint: the loader preloads it all at once.
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(loader).toContain('["/assets/chunk.js"]');
  });

  it("preloads the page's lazy chunks with the entry's, after the first paint", () => {
    const html = renderDocument({
      ...parts,
      loadScriptsAfterFirstPaint: true,
      lazyPreloads: ["/assets/home.js"],
    });
    const loader = /<script nonce="abc123\+\/=">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    expect(loader).toContain('["/assets/chunk.js","/assets/home.js"]');
    // The preloads go in before the entry script, so its imports find them.
    expect(loader.indexOf("modulepreload")).toBeGreaterThan(0);
    expect(loader.indexOf("modulepreload")).toBeLessThan(loader.indexOf("entry.js"));
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
