import { ApiDescription } from "./api-description";
import { documentedFeatureOf, type DocumentedFeature } from "./documented-router";

/**
 * The OpenAPI 3.1 description of an app, assembled from the contracts its mounted routers declare beside
 * their routes (documented-router.ts), with the request schemas the routes validate with, so it cannot
 * drift from what the server accepts; the contract test (tests/contract) checks every response of the API
 * test suite against it.
 */

type OpenApiDocument = ReturnType<ApiDescription["generate"]>;

/** What Express keeps of a mounted router or route (the fuzz suite reads the same fields). */
interface Layer {
  handle?: object & { stack?: Layer[] };
  rawPath?: string | string[];
}
/** An Express app (its router is `router`) or a router (its layers are `stack`). */
export type RouterTree = { stack?: Layer[]; router?: { stack: Layer[] } };

/** Every documented router mounted under `root`, in the order requests meet them, with its mount path. */
function documentedFeaturesUnder(root: RouterTree): { prefix: string; feature: DocumentedFeature }[] {
  const found: { prefix: string; feature: DocumentedFeature }[] = [];
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      const handle = layer.handle;
      if (!handle?.stack) continue;
      const mount = typeof layer.rawPath === "string" && layer.rawPath !== "/" ? layer.rawPath : "";
      const feature = documentedFeatureOf(handle);
      if (feature) found.push({ prefix: prefix + mount, feature });
      else walk(handle.stack, prefix + mount);
    }
  };
  walk(root.router?.stack ?? root.stack ?? [], "");
  return found;
}

/** Express's `/properties/:id` as OpenAPI's `/properties/{id}`. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, "{$1}");

const documentsByApp = new WeakMap<object, OpenApiDocument>();

/** The document of every operation `app` serves, generated once per app (tens of milliseconds of CPU). */
function describeApp(app: RouterTree): OpenApiDocument {
  let document = documentsByApp.get(app);
  if (document) return document;
  const api = new ApiDescription();
  for (const { prefix, feature } of documentedFeaturesUnder(app)) {
    const tagged = api.feature(feature.tag);
    for (const operation of feature.operations) {
      tagged.operation({ ...operation, path: openApiPath(prefix + operation.path) });
    }
  }
  document = api.generate({
    title: "UAE Property Markets API",
    version: "1.0.0",
    description:
      "Listings, search and accounts. Errors are `{ message, code?, fieldErrors? }`, `code` one of the Error schema's values. Sessions use a cookie (the `session` security scheme). State-changing requests from another site are refused (403), and are rate-limited (429 with Retry-After).",
  });
  documentsByApp.set(app, document);
  return document;
}

/** The document of `app` for a site's base URL. */
export function buildOpenApiDocument(app: RouterTree, serverUrl: string) {
  return { ...describeApp(app), servers: [{ url: serverUrl }] };
}

const jsonByApp = new WeakMap<object, Map<string, string>>();

/** The document as JSON for a site's base URL, serialised once per configured site. */
export function openApiJsonFor(app: RouterTree, serverUrl: string): string {
  let bySite = jsonByApp.get(app);
  if (!bySite) jsonByApp.set(app, (bySite = new Map()));
  let json = bySite.get(serverUrl);
  if (json === undefined) {
    json = JSON.stringify(buildOpenApiDocument(app, serverUrl));
    bySite.set(serverUrl, json);
  }
  return json;
}
