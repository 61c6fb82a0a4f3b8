import path from "node:path";
import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import { logicalDirection } from "./scripts/lint/logical-direction.js";

/**
 * What may import what (docs/architecture.md). Each rule names the importing zone (`from`, matched against
 * the file's path from the repository root), the zone it may not import (`to`, matched against the import
 * resolved the same way, whether written relative, with "@/" or with "@shared/"), and what to do instead.
 * `differs` says which captured names must differ for the rule to apply: a feature may import itself.
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

function brokenBoundary(file, target) {
  return BOUNDARIES.find((rule) => {
    const from = rule.from.exec(file);
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
      const target = resolveImport(node.source.value, context.filename);
      if (!target || BOUNDARY_EXCEPTIONS.has(`${file} -> ${target}`)) return;
      const rule = brokenBoundary(file, target);
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
