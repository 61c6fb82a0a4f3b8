/** The endpoints to fuzz: from the OpenAPI document, plus routes the Express router has that it lacks. */

export interface BodyProperty {
  name: string;
  type?: string;
  enum?: unknown[];
  required: boolean;
}

export interface Endpoint {
  method: string;
  /** OpenAPI style: /api/properties/{id} */
  path: string;
  pathParams: string[];
  queryParams: string[];
  /** null: no JSON body documented (still sent bodies, to check they are refused or ignored). */
  bodyProperties: BodyProperty[] | null;
  source: "openapi" | "router";
}

type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  allOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

interface OpenApiOperation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

const METHODS = ["get", "post", "put", "patch", "delete"];

function resolve(doc: OpenApiDocument, schema: JsonSchema | undefined, depth = 0): JsonSchema | undefined {
  if (!schema || depth > 5) return schema;
  if (schema.$ref) {
    const name = schema.$ref.replace("#/components/schemas/", "");
    return resolve(doc, doc.components?.schemas?.[name], depth + 1);
  }
  const combined = schema.allOf ?? schema.anyOf ?? schema.oneOf;
  if (combined && !schema.properties) {
    const merged: JsonSchema = { properties: {}, required: [] };
    for (const part of combined) {
      const resolved = resolve(doc, part, depth + 1);
      Object.assign(merged.properties!, resolved?.properties ?? {});
      merged.required!.push(...(resolved?.required ?? []));
    }
    return merged;
  }
  return schema;
}

function bodyPropertiesOf(doc: OpenApiDocument, operation: OpenApiOperation): BodyProperty[] | null {
  const schema = resolve(doc, operation.requestBody?.content?.["application/json"]?.schema);
  if (!schema) return null;
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) => {
    const resolved = resolve(doc, property) ?? {};
    const type = Array.isArray(resolved.type) ? resolved.type.find((t) => t !== "null") : resolved.type;
    return { name, type, enum: resolved.enum, required: required.has(name) };
  });
}

interface RouterLayer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle?: { stack?: RouterLayer[] };
  rawPath?: string | string[];
}

/** Every route under /api that the Express app registers, with Express params turned into {name}. */
export function routerEndpoints(app: {
  router?: { stack: RouterLayer[] };
}): { method: string; path: string }[] {
  const found: { method: string; path: string }[] = [];
  const walk = (stack: RouterLayer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const path of ([] as string[]).concat(layer.route.path)) {
          for (const [method, on] of Object.entries(layer.route.methods)) {
            if (on && METHODS.includes(method))
              found.push({ method: method.toUpperCase(), path: prefix + path });
          }
        }
      } else if (layer.handle?.stack) {
        const mount = typeof layer.rawPath === "string" && layer.rawPath !== "/" ? layer.rawPath : "";
        walk(layer.handle.stack, prefix + mount);
      }
    }
  };
  walk(app.router?.stack ?? [], "");
  return found
    .filter((e) => e.path.startsWith("/api/") && !/[*(]/.test(e.path))
    .map((e) => ({ method: e.method, path: e.path.replace(/:(\w+)/g, "{$1}") }));
}

export function listEndpoints(doc: OpenApiDocument, app: unknown): Endpoint[] {
  const endpoints: Endpoint[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!METHODS.includes(method)) continue;
      const parameters = operation.parameters ?? [];
      endpoints.push({
        method: method.toUpperCase(),
        path,
        pathParams: [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]),
        queryParams: parameters.filter((p) => p.in === "query").map((p) => p.name),
        bodyProperties: bodyPropertiesOf(doc, operation),
        source: "openapi",
      });
    }
  }
  const documented = new Set(endpoints.map((e) => `${e.method} ${e.path}`));
  for (const route of routerEndpoints(app as { router?: { stack: RouterLayer[] } })) {
    const key = `${route.method} ${route.path}`;
    if (documented.has(key)) continue;
    documented.add(key);
    endpoints.push({
      ...route,
      pathParams: [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]),
      queryParams: [],
      bodyProperties: null,
      source: "router",
    });
  }
  return endpoints;
}
