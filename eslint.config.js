import { builtinModules } from "node:module";
import path from "node:path";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import { logicalDirection } from "./scripts/lint/logical-direction.js";

/**
 * What may import what (docs/architecture.md). Each rule names the importing zone (`from`, matched against
 * the file's path from the repository root), the zone it may not import (`to`, matched against the import
 * resolved the same way, whether written relative, with "@/" or with "@shared/"), and what to do instead.
 * `differs` says which captured names must differ for the rule to apply: a feature may import itself.
 * A rule with `module` instead of `to` matches a package's name (Node's own modules).
 */
const BOUNDARIES = [
  {
    from: /^client\/src\/features\/([^/]+)\//,
    to: /^client\/src\/features\/([^/]+)\//,
    differs: true,
    message:
      "A client feature never imports another feature ({{target}}). Move what both use to components/, lib/ " +
      "or shared/, or compose the two features in an app/routes page.",
  },
  {
    from: /^client\/src\/features\//,
    to: /^client\/src\/app\//,
    message:
      "A feature never imports app/ ({{target}}): app/ composes features. Pass what the feature needs in.",
  },
  {
    from: /^client\/src\/(components|lib|content|hooks)\//,
    to: /^client\/src\/(features|app)\//,
    message:
      "components/, lib/, hooks/ and content/ never import features/ or app/ ({{target}}). Move the piece into " +
      "the feature, or pass it in as a prop or child.",
  },
  {
    from: /^server\//,
    to: /^client\//,
    message: "The server never imports client code ({{target}}). Move what both sides need to shared/.",
  },
  {
    from: /^shared\//,
    to: /^(client|server)\//,
    message: "shared/ imports neither client nor server code ({{target}}); it is the ground both stand on.",
  },
  {
    from: /^server\/features\/([^/]+)\//,
    to: /^server\/features\/([^/]+)\/.*\.repository$/,
    differs: true,
    message:
      "A server feature never uses another feature's repository ({{target}}). Call that feature's service, " +
      "which keeps its rules.",
  },
  {
    from: /^server\/db\//,
    to: /^server\/(?!db\/|lib\/|config$)/,
    message:
      "server/db (client, schema, migrations, sample data) imports only server/db, server/lib and the " +
      "config ({{target}}): features, routes and tools import the database, never the other way round.",
  },
  {
    from: /^server\/(http|lib)\/(?!.*\.test\.ts$)/,
    to: /^server\/features\//,
    message:
      "Plumbing (server/http, server/lib) never imports a feature ({{target}}): features use plumbing. Move " +
      "what both need into server/lib/ or shared/, or pass it in.",
  },
  {
    from: /^shared\/(?!.*\.test\.ts$)/,
    module: new RegExp(`^(node:.*|${builtinModules.join("|")})(/.*)?$`),
    message:
      "shared/ is bundled for the browser too: it never imports Node's modules ({{target}}). Code that " +
      "needs Node goes in server/ (server/lib/content-files.ts) or a build-time module (scripts/vite/).",
  },
];

/**
 * Imports that break a boundary today, kept until their owners remove them (listed so that no new one
 * slips in). The key is the importing file and the resolved target, as the rule reports them.
 */
const BOUNDARY_EXCEPTIONS = new Set([
  // Account deletion and password reset end sessions and read users through auth's repositories; they
  // should call an auth service instead.
  "server/features/account/account.service.ts -> server/features/auth/sessions.repository",
  "server/features/account/account.service.ts -> server/features/auth/users.repository",
  "server/features/account/account.service.ts -> server/features/password-reset/password-reset.repository",
  "server/features/password-reset/password-reset.service.ts -> server/features/auth/sessions.repository",
  "server/features/password-reset/password-reset.service.ts -> server/features/auth/users.repository",
  // The API description names auth's session cookie as a security scheme; the cookie's name belongs to auth.
  "server/http/openapi/api-description.ts -> server/features/auth/session",
]);

const root = import.meta.dirname;

/** The import's path from the repository root without its extension, or null for a package. */
function resolveImport(source, filename) {
  let target;
  if (source.startsWith(".")) target = path.resolve(path.dirname(filename), source);
  else if (source.startsWith("@/")) target = path.join(root, "client/src", source.slice(2));
  else if (source.startsWith("@shared/")) target = path.join(root, "shared", source.slice("@shared/".length));
  else return null;
  return path
    .relative(root, target)
    .split(path.sep)
    .join("/")
    .replace(/\.(tsx?|jsx?|mjs)$/, "");
}

/** The first rule `file` breaks by importing `target` (a path from the root, or a package's name). */
function brokenBoundary(file, target, isPackage) {
  return BOUNDARIES.find((rule) => {
    if (isPackage !== Boolean(rule.module)) return false;
    const from = rule.from.exec(file);
    if (isPackage) return Boolean(from && rule.module.test(target));
    const to = from && rule.to.exec(target);
    return to && (!rule.differs || from[1] !== to[1]);
  });
}

const importBoundaries = {
  meta: { type: "problem", schema: [] },
  create(context) {
    const file = path.relative(root, context.filename).split(path.sep).join("/");
    function check(node) {
      if (typeof node.source?.value !== "string") return;
      const resolved = resolveImport(node.source.value, context.filename);
      const target = resolved ?? node.source.value;
      if (BOUNDARY_EXCEPTIONS.has(`${file} -> ${target}`)) return;
      const rule = brokenBoundary(file, target, resolved === null);
      if (rule) context.report({ node: node.source, message: rule.message, data: { target } });
    }
    return {
      ImportDeclaration: check,
      ExportAllDeclaration: check,
      ExportNamedDeclaration: check,
      ImportExpression: check,
    };
  },
};

const processEnvMessage =
  "Only server/config.ts reads the environment: add the setting to its schema and pass the value in. " +
  "Client code uses import.meta.env.";

export default tseslint.config(
  { ignores: [".node", "dist", "node_modules", "migrations", "test-results", "playwright-report", "data"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-explicit-any": "error",
    },
  },
  {
    files: ["client/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
    },
  },
  {
    files: ["client/**/*.{ts,tsx}", "shared/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/server/**", "drizzle-orm*", "pg", "express*"],
              message: "Client and shared code never import server code.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["client/src/**/*.{ts,tsx}", "server/**/*.ts", "shared/**/*.ts"],
    plugins: {
      local: { rules: { "import-boundaries": importBoundaries, "logical-direction": logicalDirection } },
    },
    rules: { "local/import-boundaries": "error" },
  },
  {
    // No import cycles (type-only imports are ignored: they vanish at run time). Scoped to the application's
    // code, where a cycle can hand a module another one half-initialised.
    files: ["client/src/**/*.{ts,tsx}", "server/**/*.ts", "shared/**/*.ts"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "tsconfig.json" })],
    },
    // A part loaded with import() may import from the module that loads it: that one has run by then.
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }],
    },
  },
  {
    // Class names that reach the page name sides logically (ms-, pe-, inset-s-, text-end…), so that the
    // layout mirrors in Arabic: scripts/lint/logical-direction.js.
    files: ["client/src/**/*.{ts,tsx}", "server/render/**/*.ts", "shared/**/*.ts"],
    rules: { "local/logical-direction": "error" },
  },
  {
    files: ["client/src/**/*.{ts,tsx}", "server/**/*.ts", "shared/**/*.ts"],
    ignores: ["server/config.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: processEnvMessage },
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "ImportDeclaration[source.value=/^(node:)?process$/] ImportSpecifier[imported.name='env']",
          message: processEnvMessage,
        },
      ],
    },
  },
);
