export interface DocumentParts {
  headTags: string;
  appHtml: string;
  stateJson: string;
  /** Stylesheets and the entry script (hashed in production). */
  styles: string[];
  scripts: string[];
  preloads: string[];
}

/** The HTML document around a rendered page. */
export function renderDocument(parts: DocumentParts): string {
  return `<!doctype html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#0f5257">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
${parts.styles.map((href) => `<link rel="stylesheet" href="${href}">`).join("\n")}
${parts.preloads.map((href) => `<link rel="modulepreload" href="${href}">`).join("\n")}
${parts.headTags}
</head>
<body>
<div id="root">${parts.appHtml}</div>
<script type="application/json" id="__APP_STATE__">${parts.stateJson}</script>
${parts.scripts.map((src) => `<script type="module" src="${src}"></script>`).join("\n")}
</body>
</html>`;
}
