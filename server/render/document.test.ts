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
    // The module preloads still fetch the bundle early.
    expect(html).toContain('<link rel="modulepreload" href="/assets/chunk.js" nonce="abc123+/=">');
  });

  it("preloads the page's lazy chunks at low priority, after the entry's own", () => {
    const html = renderDocument({ ...parts, lazyPreloads: ["/assets/home.js"] });
    const entryPreload = html.indexOf('href="/assets/chunk.js"');
    const lazyPreload = html.indexOf(
      '<link rel="modulepreload" href="/assets/home.js" fetchpriority="low" nonce="abc123+/=">',
    );
    expect(entryPreload).toBeGreaterThan(0);
    expect(lazyPreload).toBeGreaterThan(entryPreload);
    expect(lazyPreload).toBeLessThan(html.indexOf("</head>"));
  });

  it("keeps the plain module script otherwise (development)", () => {
    expect(renderDocument(parts)).toContain(
      '<script type="module" src="/assets/entry.js" nonce="abc123+/="></script>',
    );
  });
});
