import {
  OpenAPIRegistry,
  OpenApiGeneratorV31,
  type ResponseConfig,
  type RouteConfig,
} from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { MAX_URL_LENGTH } from "../../middleware/security";
import { SESSION_COOKIE } from "../../features/auth/session";
import { apiErrorSchema } from "./response-schemas";

/**
 * What every operation of the document shares, in one place: the Error body, the statuses middleware can
 * answer before a route runs (CSRF/Origin check, URL and body limits, JSON-only bodies, rate limits, the
 * database being away, an unexpected failure), the session cookie as a security scheme, and the paging
 * headers. Each router declares its operations where it declares its routes (documented-router.ts); the
 * document adds these to each (openapi-document.ts).
 */

/** The session cookie (server/features/auth/session.ts SESSION_COOKIE), declared as an apiKey scheme. */
export const SESSION_SCHEME = "session";
/** An agency's API key (docs/decisions/0053), sent as `Authorization: Bearer <key>`. */
export const API_KEY_SCHEME = "agencyApiKey";

/**
 * Who may call an operation: anyone, anyone but the session changes the answer (an owner sees their own
 * drafts), or signed-in users only (401 otherwise).
 */
export type Access = "public" | "optional-session" | "session" | "api-key";

type Method = "get" | "post" | "put" | "patch" | "delete";
type ZodObjectLike = NonNullable<NonNullable<RouteConfig["request"]>["query"]>;

export interface OperationSpec {
  method: Method;
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  access: Access;
  params?: ZodObjectLike;
  query?: ZodObjectLike;
  body?: NonNullable<RouteConfig["request"]>["body"];
  /** Extra request headers (Idempotency-Key). */
  headers?: ZodObjectLike;
  /** The operation's own answers; the shared statuses below are added (or merged) by `operation()`. */
  responses: Record<number, ResponseConfig>;
  /** False only for what is answered before the session store: no 503 from the database then. */
  usesDatabase?: boolean;
}

const STATE_CHANGING: ReadonlySet<Method> = new Set(["post", "put", "patch", "delete"]);
/** The JSON body limit of express.json in server/app.ts. */
const JSON_BODY_LIMIT = "100 kB";

export const errorSchema = apiErrorSchema.meta({ id: "Error" });
/*
 * OpenAPI's own (non-zod) shapes, kept simple: zod-to-openapi types them as a union over OpenAPI 3.0–3.2,
 * which TypeScript cannot narrow, so they are cast once where handed over (`asHeaders`).
 */
type HeaderObject = { description?: string; required?: boolean; schema: Record<string, unknown> };
type HeadersObject = Record<string, HeaderObject | { $ref: string }>;
type ResponseObject = { description: string; headers?: HeadersObject; content?: Record<string, unknown> };
const asHeaders = (headers: HeadersObject) => headers as unknown as ResponseConfig["headers"];

/** A response's headers as OpenAPI header objects, whether written as a zod object or as OpenAPI. */
function headersOf(response: ResponseConfig): HeadersObject {
  const { headers } = response;
  if (!(headers instanceof z.ZodObject)) return (headers ?? {}) as HeadersObject;
  return Object.fromEntries(
    Object.entries(headers.shape as Record<string, z.ZodType>).map(([name, field]) => {
      const optional = field.safeParse(undefined).success;
      const value = optional ? ((field as z.ZodOptional).unwrap() as z.ZodType) : field;
      const schema = z.toJSONSchema(value, { target: "draft-2020-12" }) as Record<string, unknown>;
      delete schema.$schema;
      delete schema.description;
      const description = field.description ?? value.description;
      return [name, { ...(description ? { description } : {}), required: !optional, schema }];
    }),
  );
}

/** A JSON response (or request body) of `schema`, with an example. */
export function json<T extends z.ZodType>(schema: T, description: string, example?: unknown): ResponseConfig {
  return {
    description,
    content: { "application/json": { schema, ...(example === undefined ? {} : { example }) } },
  };
}

/** A JSON request body: always required (an empty body is a 400). */
export function jsonBody<T extends z.ZodType>(schema: T, description: string, example: unknown) {
  return { description, required: true, content: { "application/json": { schema, example } } };
}

export const errorResponse = (description: string, example?: unknown) =>
  json(errorSchema, description, example);

const countHeader = (description: string): HeaderObject => ({
  description,
  schema: { type: "string", pattern: "^[0-9]+$" },
});

/** Reusable headers (components.headers), referenced by name. */
const HEADERS = {
  "Retry-After": { ...countHeader("Seconds to wait before trying again"), required: true },
  // Sent by every rate-limited operation while a limit is in force (IETF RateLimit header fields draft,
  // middleware/rate-limit.ts): every request counts against `reads` (GET) or `writes` and its own limits.
  "RateLimit-Limit": countHeader("Requests allowed in the current window (the most specific limit)"),
  "RateLimit-Remaining": countHeader("Requests left in the current window"),
  "RateLimit-Reset": countHeader("Seconds until the current window ends"),
  RateLimit: {
    description:
      'Each limit the request counted against: `"<name>";r=<remaining>;t=<seconds until the window resets>`, comma-separated',
    schema: {
      type: "string",
      pattern: '^"[a-z0-9-]+";r=[0-9]+;t=[0-9]+(, "[a-z0-9-]+";r=[0-9]+;t=[0-9]+)*$',
    },
  } satisfies HeaderObject,
  "RateLimit-Policy": {
    description:
      'Each limit\'s quota: `"<name>";q=<requests>;w=<window in seconds>` (names as RATE_LIMITS takes them), comma-separated',
    schema: {
      type: "string",
      pattern: '^"[a-z0-9-]+";q=[0-9]+;w=[0-9]+(, "[a-z0-9-]+";q=[0-9]+;w=[0-9]+)*$',
    },
  } satisfies HeaderObject,
  "X-Total-Count": { ...countHeader("Number of matching rows"), required: true },
  "X-Total-Count-Estimated": {
    description: "Present when X-Total-Count is an estimate (large results): show it as about N",
    schema: { type: "string", enum: ["true"] },
  } satisfies HeaderObject,
  Link: {
    description: 'RFC 8288 links with rel="next", "prev", "first", "last" (server/lib/paging.ts)',
    required: true,
    schema: {
      type: "string",
      pattern: '^<[^>]+>; rel="(next|prev|first|last)"(, <[^>]+>; rel="(next|prev|first|last)")*$',
    },
  } satisfies HeaderObject,
};
type HeaderName = keyof typeof HEADERS;

/** References to reusable headers; `required` overrides the component's (a 429 always has RateLimit-*). */
function headerRefs(...names: HeaderName[]): HeadersObject {
  return Object.fromEntries(names.map((name) => [name, { $ref: `#/components/headers/${name}` }]));
}

/** X-Total-Count and the Link header of a paged list. */
export const pagedHeaders = headerRefs("X-Total-Count", "X-Total-Count-Estimated", "Link");

/** A page of `item`s with the total and paging links in headers. */
export function pagedList(item: z.ZodType, description: string, example: unknown[]): ResponseConfig {
  return { ...json(z.array(item), description, example), headers: asHeaders(pagedHeaders) };
}

const errorContent = (example: unknown) => ({
  "application/json": { schema: { $ref: "#/components/schemas/Error" }, example },
});

/**
 * Answers of the middleware in server/app.ts (components.responses), which any operation may give
 * before or around its route. Named for what happened.
 */
const SHARED_RESPONSES = {
  InvalidRequest: {
    description:
      "Invalid request: the body is not valid JSON or is nested too deeply, the path is malformed, or fields are invalid (`fieldErrors` names each)",
    content: errorContent({
      message: "Some fields are not valid",
      code: "validation_failed",
      fieldErrors: { id: ["Must be a listing id"] },
    }),
  },
  NotSignedIn: {
    description: "Not signed in",
    content: errorContent({ message: "Sign in to continue", code: "unauthorized" }),
  },
  CrossSiteRequest: {
    description:
      "Cross-site request refused: Origin, Referer or Sec-Fetch-Site names another site (CSRF defence)",
    content: errorContent({ message: "Cross-site request refused", code: "cross_site_request" }),
  },
  BodyTooLarge: {
    description: `The body is larger than ${JSON_BODY_LIMIT} (a JSON body is read whatever the method)`,
    content: errorContent({ message: "The request body is too large", code: "too_large" }),
  },
  UrlTooLong: {
    description: `The URL is longer than ${MAX_URL_LENGTH} characters`,
    content: errorContent({ message: "The request URL is too long", code: "uri_too_long" }),
  },
  NotJson: {
    description:
      "The body of a POST, PUT or PATCH is not JSON (Content-Type: application/json), or a JSON body (any method) names a charset other than UTF-8",
    content: errorContent({
      message: "Send the request body as JSON (Content-Type: application/json)",
      code: "unsupported_media_type",
    }),
  },
  TooManyRequests: {
    description: "Too many requests: wait Retry-After seconds",
    headers: {
      ...headerRefs("Retry-After"),
      "RateLimit-Limit": { ...HEADERS["RateLimit-Limit"], required: true },
      "RateLimit-Remaining": { ...HEADERS["RateLimit-Remaining"], required: true },
      "RateLimit-Reset": { ...HEADERS["RateLimit-Reset"], required: true },
      RateLimit: { ...HEADERS.RateLimit, required: true },
      "RateLimit-Policy": { ...HEADERS["RateLimit-Policy"], required: true },
    },
    content: errorContent({
      message: "Too many requests. Please wait a moment and try again.",
      code: "rate_limited",
    }),
  },
  InternalError: {
    description: "An unexpected failure; logged with the request id (X-Request-Id)",
    content: errorContent({
      message: "Something went wrong on our side. Please try again.",
      code: "internal",
    }),
  },
  DatabaseUnavailable: {
    description: "The database is unavailable for a moment: try again after Retry-After seconds",
    headers: headerRefs("Retry-After"),
    content: errorContent({
      message: "The service is temporarily unavailable. Please try again shortly.",
      code: "unavailable",
    }),
  },
  NotModified: { description: "Not modified: If-None-Match named the current ETag" },
  InvalidApiKey: {
    description: "No API key, or one that is unknown or revoked (`Authorization: Bearer <key>`)",
    content: errorContent({
      message: "Send a valid API key: Authorization: Bearer <key>",
      code: "unauthorized",
    }),
  },
} satisfies Record<string, ResponseObject>;
type SharedResponse = keyof typeof SHARED_RESPONSES;

const ref = (name: SharedResponse) => ({ $ref: `#/components/responses/${name}` });

/** The shared answers that apply to an operation, by status. */
function sharedResponsesOf(spec: OperationSpec): Partial<Record<number, SharedResponse>> {
  const shared: Partial<Record<number, SharedResponse>> = {
    400: "InvalidRequest",
    414: "UrlTooLong",
    500: "InternalError",
  };
  if (spec.usesDatabase !== false) shared[503] = "DatabaseUnavailable";
  if (spec.access === "session") shared[401] = "NotSignedIn";
  if (spec.access === "api-key") shared[401] = "InvalidApiKey";
  if (spec.method === "get" && spec.responses[200]?.content) shared[304] = "NotModified";
  if (STATE_CHANGING.has(spec.method)) {
    // A request with an API key is exempt from the cookie's Origin checks (middleware/security.ts); one
    // without a key is checked as any other.
    shared[403] = "CrossSiteRequest";
  }
  // Every request counts against a per-client limit: `reads` for GET, `writes` for the rest, and a key's
  // own limit with an API key.
  shared[429] = "TooManyRequests";
  // express.json reads a JSON body on any method, GET and DELETE included.
  shared[413] = "BodyTooLarge";
  shared[415] = "NotJson";
  return shared;
}

/**
 * An operation's own answer for a status the middleware can also give: both descriptions, and the Error
 * body (every status the middleware answers is an Error).
 */
function mergeWithShared(own: ResponseConfig, shared: SharedResponse): ResponseConfig {
  const { description, headers } = SHARED_RESPONSES[shared] as ResponseObject;
  return {
    ...own,
    description: `${own.description}; or: ${description}`,
    ...(headers || own.headers
      ? { headers: { ...(headers ?? {}), ...((own.headers as HeadersObject) ?? {}) } }
      : {}),
  };
}

/** The optional RateLimit headers, on every answer (every operation is rate-limited). */
function withRateLimitHeaders(response: ResponseConfig): ResponseConfig {
  return {
    ...response,
    headers: asHeaders({
      ...headersOf(response),
      ...headerRefs(
        "RateLimit-Limit",
        "RateLimit-Remaining",
        "RateLimit-Reset",
        "RateLimit",
        "RateLimit-Policy",
      ),
    }),
  };
}

function securityOf(access: Access): Record<string, string[]>[] {
  if (access === "public") return [];
  if (access === "session") return [{ [SESSION_SCHEME]: [] }];
  if (access === "api-key") return [{ [API_KEY_SCHEME]: [] }];
  return [{}, { [SESSION_SCHEME]: [] }];
}

/**
 * Query fields that treat `all` and an empty value as "no filter" (shared/listing.ts optionalFilter),
 * found by asking each field's schema, so the document says so exactly where the server accepts it.
 */
function fieldsAcceptingAll(query: ZodObjectLike | undefined): string[] {
  if (!(query instanceof z.ZodObject)) return [];
  return Object.entries(query.shape as Record<string, z.ZodType>)
    .filter(([, field]) => {
      const absent = field.safeParse(undefined);
      const all = field.safeParse("all");
      const empty = field.safeParse("");
      return (
        absent.success &&
        all.success &&
        empty.success &&
        JSON.stringify(all.data) === JSON.stringify(absent.data) &&
        JSON.stringify(empty.data) === JSON.stringify(absent.data)
      );
    })
    .map(([name]) => name);
}

/** A feature's tag: one router, or several that serve one feature (listings and their page views). */
export interface Tag {
  name: string;
  description: string;
}

type OpenApiDocument = ReturnType<OpenApiGeneratorV31["generateDocument"]>;
type Parameter = { name: string; in: string; description?: string; schema?: Record<string, unknown> };

/** Collects every feature's operations and generates the document once. */
export class ApiDescription {
  private readonly registry = new OpenAPIRegistry();
  private readonly tags: Tag[] = [];
  private readonly allFilters: { path: string; method: Method; names: string[] }[] = [];

  constructor() {
    for (const [name, header] of Object.entries(HEADERS)) {
      this.registry.registerComponent("headers", name, header as never);
    }
    for (const [name, response] of Object.entries(SHARED_RESPONSES)) {
      this.registry.registerComponent("responses", name, response as never);
    }
    this.registry.registerComponent("securitySchemes", SESSION_SCHEME, {
      type: "apiKey",
      in: "cookie",
      name: SESSION_COOKIE,
      description:
        "The session cookie set by POST /api/register and POST /api/login (HttpOnly, SameSite=Lax)",
    });
    this.registry.registerComponent("securitySchemes", API_KEY_SCHEME, {
      type: "http",
      scheme: "bearer",
      bearerFormat: "upm_ followed by 40 letters and digits",
      description:
        "An agency's API key, created by the agency's admin in the dashboard (Agency tab) and shown once: `Authorization: Bearer upm_…` (or the `X-Api-Key` header). It acts on that agency's listings only.",
    });
  }

  /** A feature (one router): its tag, and an `operation` that files each operation under it. */
  feature(tag: Tag) {
    if (!this.tags.some((known) => known.name === tag.name)) this.tags.push(tag);
    return { operation: (spec: OperationSpec) => this.operation(tag.name, spec) };
  }

  private operation(tag: string, spec: OperationSpec) {
    const responses: Record<number, ResponseConfig | { $ref: string }> = {};
    const shared = sharedResponsesOf(spec);
    for (const [status, name] of Object.entries(shared)) {
      if (name) responses[Number(status)] = ref(name);
    }
    for (const [status, own] of Object.entries(spec.responses)) {
      const sharedName = shared[Number(status)];
      const answer = sharedName ? mergeWithShared(own, sharedName) : own;
      responses[Number(status)] = withRateLimitHeaders(answer);
    }
    const filters = fieldsAcceptingAll(spec.query);
    if (filters.length) this.allFilters.push({ path: spec.path, method: spec.method, names: filters });
    this.registry.registerPath({
      method: spec.method,
      path: spec.path,
      operationId: spec.operationId,
      tags: [tag],
      summary: spec.summary,
      ...(spec.description ? { description: spec.description } : {}),
      security: securityOf(spec.access),
      request: {
        ...(spec.params ? { params: spec.params } : {}),
        ...(spec.query ? { query: spec.query } : {}),
        ...(spec.headers ? { headers: spec.headers } : {}),
        ...(spec.body ? { body: spec.body } : {}),
      },
      responses,
    });
  }

  generate(info: { title: string; version: string; description: string }): OpenApiDocument {
    const document = new OpenApiGeneratorV31(this.registry.definitions).generateDocument({
      openapi: "3.1.0",
      info,
      tags: this.tags,
    });
    this.declareAllFilters(document);
    return document;
  }

  /** `all` or an empty value, beside each filter's own schema. */
  private declareAllFilters(document: OpenApiDocument) {
    for (const { path, method, names } of this.allFilters) {
      const openApiPath = path.replace(/:(\w+)/g, "{$1}");
      const operation = document.paths?.[openApiPath]?.[method] as { parameters?: Parameter[] } | undefined;
      for (const parameter of operation?.parameters ?? []) {
        if (parameter.in !== "query" || !names.includes(parameter.name) || !parameter.schema) continue;
        parameter.schema = { anyOf: [parameter.schema, { type: "string", enum: ["all", ""] }] };
        parameter.description = [parameter.description, "`all` or empty means no filter."]
          .filter(Boolean)
          .join(" ");
      }
    }
  }
}
