import crypto from "node:crypto";
import { EARLY_CLICK_SCRIPT } from "@shared/early-click";

export interface DocumentParts {
  /** The page's language and writing direction (the render reports them: /ar/… is Arabic, right to left). */
  lang: string;
  dir: "ltr" | "rtl";
  headTags: string;
  appHtml: string;
  stateJson: string;
  /** Origins the page frames, named in `<meta name="frame-origins">` (shared/render.ts RenderResult). */
  frameOrigins?: string[];
  /** Stylesheets and the entry script (hashed in production). */
  styles: string[];
  /**
   * Production: the stylesheets' text, written into the page instead of linked, so the first paint waits
   * for no second request (the whole CSS is about 10 kB compressed).
   */
  inlineStyles?: string[];
  /**
   * Production: start the entry script after the first paint, from a small loader carrying the nonce.
   * Run straight after parsing, the bundle's evaluation holds the first paint of the server's HTML (and
   * so the first and largest contentful paint) until it ends; its chunks still download early through
   * the module preloads.
   */
  loadScriptsAfterFirstPaint?: boolean;
  scripts: string[];
  preloads: string[];
  /**
   * Web fonts this page shows at once, preloaded so text is not drawn twice: the Arabic font on Arabic
   * pages only (an English page never downloads it).
   */
  fontPreloads?: string[];
  /** Production: the page's lazily loaded chunks (its route, the menus), preloaded with the entry's. */
  lazyPreloads?: string[];
  /**
   * This response's Content-Security-Policy nonce: the entry script and module preloads carry it. Empty for
   * a page shared between visitors (an edge cache keeps it): its inline scripts are allowed by hash instead.
   */
  nonce: string;
}

/**
 * The HTML document around a rendered page. The state is a JSON script tag (never executed, so the CSP
 * needs no nonce for it and `serializeJsonForScript` keeps `</script>` out of it); the scripts that run
 * carry the response's nonce.
 */
export function renderDocument(parts: DocumentParts): string {
  const nonce = nonceAttribute(parts.nonce);
  return `<!doctype html>
<html lang="${escapeAttribute(parts.lang)}" dir="${parts.dir === "rtl" ? "rtl" : "ltr"}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#0f5257">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<script${nonce}>${EARLY_CLICK_SCRIPT}</script>
${(parts.fontPreloads ?? []).map((href) => `<link rel="preload" href="${escapeAttribute(href)}" as="font" type="font/woff2" crossorigin>`).join("\n")}
${
  parts.inlineStyles
    ? parts.inlineStyles.map((css) => `<style>${css}</style>`).join("\n")
    : parts.styles.map((href) => `<link rel="stylesheet" href="${href}">`).join("\n")
}
${parts.loadScriptsAfterFirstPaint ? "" : parts.preloads.map((href) => `<link rel="modulepreload" href="${href}"${nonce}>`).join("\n")}
${parts.headTags}${parts.frameOrigins?.length ? `\n<meta name="frame-origins" content="${escapeAttribute(parts.frameOrigins.join(" "))}">` : ""}
</head>
<body>
<div id="root">${parts.appHtml}</div>
<script type="application/json" id="__APP_STATE__">${parts.stateJson}</script>
${parts.loadScriptsAfterFirstPaint ? scriptsAfterFirstPaint(parts.scripts, [...parts.preloads, ...(parts.lazyPreloads ?? [])], nonce) : parts.scripts.map((src) => `<script type="module" src="${src}"${nonce}></script>`).join("\n")}
</body>
</html>`;
}

/**
 * Module preloads the loader adds per task. Chrome spends most of a millisecond starting each request, so
 * forty links added at once make a long task on a slow phone (total blocking time); a few per task never do.
 */
const PRELOADS_PER_TASK = 6;

/**
 * A loader that, once the browser has painted (requestAnimationFrame, then a task), adds the module
 * preloads of every chunk the page runs at once, a few per task, and then the entry script. Nothing of
 * the bundle is requested before the first paint, so on a slow connection the page's HTML and images have
 * the bandwidth to themselves; then the chunks download in parallel, with no waterfall of imports, and
 * the bundle's own preload helper finds them and adds none.
 */
function scriptsAfterFirstPaint(scripts: string[], preloads: string[], nonce: string): string {
  const addScripts = scripts
    .map(
      (src) =>
        `s=document.createElement("script");s.type="module";s.src=${JSON.stringify(src)};s.nonce=n;document.head.appendChild(s);`,
    )
    .join("");
  // The nonce is read back from the loader itself (an attribute value never reaches the script text).
  // Everything goes into the head: an element added to the body made Chromium restyle the whole page.
  return `<script${nonce}>(function(){var n=document.currentScript.nonce,p=${JSON.stringify(preloads)};function next(i){if(i>=p.length){var s;${addScripts}return}p.slice(i,i+${PRELOADS_PER_TASK}).forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.href=h;l.nonce=n;document.head.appendChild(l)});setTimeout(function(){next(i+${PRELOADS_PER_TASK})},0)}requestAnimationFrame(function(){setTimeout(function(){next(0)},0)})})()</script>`;
}

/** ` nonce="…"`, or nothing for a page allowed by hashes. */
function nonceAttribute(nonce: string): string {
  return nonce ? ` nonce="${escapeAttribute(nonce)}"` : "";
}

function escapeAttribute(value: string): string {
  return value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Vite (development only) adds its own scripts, among them an inline module for React Refresh: give each
 * script tag that has no nonce this response's one, so the strict CSP lets the dev tooling run.
 */
export function addNonceToScripts(html: string, nonce: string): string {
  const attribute = ` nonce="${escapeAttribute(nonce)}"`;
  return html.replace(/<script\b(?![^>]*\bnonce=)/g, (tag) => `${tag}${attribute}`);
}

/**
 * React's streaming renderer writes small inline scripts of its own (bare `<script>` tags that reveal
 * completed Suspense boundaries): without the nonce the strict CSP blocks them and the page stays hidden
 * until hydration re-renders it. Rendered text can never contain a raw `<script>` (React escapes it, and
 * the app uses no dangerouslySetInnerHTML), so every bare script tag in the rendered markup is React's.
 * (React's own `nonce` render option would do the same from inside entry-server.tsx.)
 */
export function addNonceToInlineScripts(appHtml: string, nonce: string): string {
  return nonce ? appHtml.replaceAll("<script>", `<script${nonceAttribute(nonce)}>`) : appHtml;
}

/** Script elements with no src whose type the browser runs (not the JSON state). */
const INLINE_SCRIPT =
  /<script\b(?![^>]*\bsrc=)(?![^>]*\btype="application\/json")[^>]*>([\s\S]*?)<\/script>/g;

/**
 * The CSP source expressions (`'sha256-…'`) that allow exactly the inline scripts of this document. A page
 * allowed this way carries no per-response value, so it is byte-identical for every anonymous visitor and
 * a shared cache can keep it (docs/decisions/0037-anonymous-pages-at-the-edge.md).
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, body] of html.matchAll(INLINE_SCRIPT)) {
    hashes.add(`'sha256-${crypto.createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}
