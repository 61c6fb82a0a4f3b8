import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { appOpenApiDocument } from "./app-document";

/**
 * The contract test's core (issue 11, item 18): every response an API test receives is checked against
 * /api/openapi.json — the status is declared for the operation (path template and method), the body
 * matches the schema declared for that status and content type, and the declared headers are present
 * and valid. The checks are JSON Schema draft 2020-12, the dialect of OpenAPI 3.1.
 *
 * Only /api/* is the API; pages, /media files, /healthz and the sitemaps are outside it by that rule.
 */

/** One response as a test received it. `body` is the parsed JSON body, `text` the raw body. */
export interface ApiExchange {
  method: string;
  /** The request URL, absolute or a path with its query. */
  url: string;
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body?: unknown;
  text?: string;
}

type OpenApiDocument = ReturnType<typeof appOpenApiDocument>;

interface DeclaredHeader {
  required?: boolean;
  schema?: object;
}
type Reference = { $ref: string };
interface DeclaredResponse {
  content?: Record<string, { schema?: object }>;
  headers?: Record<string, DeclaredHeader | Reference>;
}
interface DeclaredOperation {
  operationId?: string;
  responses?: Record<string, DeclaredResponse | Reference>;
}

const DOCUMENT_ID = "openapi.json";
const API_PREFIX = "/api/";

/** Whether a request path is part of the API this document describes. */
export function isApiPath(pathname: string): boolean {
  return pathname.startsWith(API_PREFIX);
}

/**
 * What the server answers to an /api path that is no operation (apiNotFound), or before routing (URL too
 * long, cross-site, body refused or too large, rate limit): the document cannot name unknown paths, so
 * the test holds them to the Error body and these statuses.
 */
const STATUSES_OF_UNKNOWN_PATHS = new Set([400, 403, 404, 413, 414, 415, 429, 503]);

/**
 * The document leaves response objects open (clients must tolerate new fields), but the server must not
 * send fields the document does not declare: the test closes every object schema with properties.
 */
function closeObjectSchemas(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(closeObjectSchemas);
  if (!value || typeof value !== "object") return value;
  const copy = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, closeObjectSchemas(v)]));
  if (copy.type === "object" && copy.properties && copy.additionalProperties === undefined) {
    copy.additionalProperties = false;
  }
  return copy;
}

/** `{id}` segments match one path segment; literal paths win over templates (search before {id}). */
function compilePathTemplates(document: OpenApiDocument) {
  return Object.keys(document.paths ?? {})
    .map((template) => ({
      template,
      pattern: new RegExp(
        `^${template.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[^}]+\}/g, "[^/]+")}$`,
      ),
      templated: (template.match(/\{/g) ?? []).length,
    }))
    .sort((a, b) => a.templated - b.templated);
}

const pointerEscape = (segment: string) => segment.replaceAll("~", "~0").replaceAll("/", "~1");

/** Media type without parameters: `application/json; charset=utf-8` → `application/json`. */
const mediaTypeOf = (contentType: string | undefined) => contentType?.split(";")[0].trim().toLowerCase();

function headerValue(headers: ApiExchange["headers"], name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(", ") : value;
}

export interface OpenApiContract {
  /** A description of every way the exchange breaks the contract; empty when it keeps it. */
  violationsOf(exchange: ApiExchange): string[];
  document: OpenApiDocument;
}

export function createOpenApiContract(document: OpenApiDocument = appOpenApiDocument()): OpenApiContract {
  const ajv = new Ajv2020({ strict: false, allErrors: true, coerceTypes: false });
  addFormats(ajv);
  const headerAjv = new Ajv2020({ strict: false, allErrors: true, coerceTypes: true });
  addFormats(headerAjv);
  const closed = closeObjectSchemas(document) as object;
  ajv.addSchema(closed, DOCUMENT_ID);
  headerAjv.addSchema(closed, DOCUMENT_ID);
  const templates = compilePathTemplates(document);
  const validators = new Map<string, ValidateFunction>();
  const headerValidators = new Map<string, ValidateFunction>();

  /** A validator for the schema at a JSON pointer into the document, compiled once. */
  const validatorAt = (pointer: string) => {
    let validate = validators.get(pointer);
    if (!validate) {
      validate = ajv.compile({ $ref: `${DOCUMENT_ID}#${pointer}` });
      validators.set(pointer, validate);
    }
    return validate;
  };
  /** Headers arrive as text; wrapped in an object, a header declared as an integer is coerced and compared. */
  const headerValidatorAt = (pointer: string) => {
    let validate = headerValidators.get(pointer);
    if (!validate) {
      const schema = { type: "object", properties: { value: { $ref: `${DOCUMENT_ID}#${pointer}` } } };
      validate = headerAjv.compile(schema);
      headerValidators.set(pointer, validate);
    }
    return validate;
  };
  const errorsOf = (validate: ValidateFunction) =>
    ajv.errorsText(validate.errors, { dataVar: "body", separator: "; " });

  /** Follows a local `$ref` (components.responses, components.headers): the object and its pointer. */
  function resolve<T>(value: T | { $ref: string }, pointer: string): { value: T; pointer: string } {
    let current: unknown = value;
    let at = pointer;
    while (current && typeof current === "object" && "$ref" in current && typeof current.$ref === "string") {
      at = current.$ref.replace(/^#/, "");
      current = at
        .split("/")
        .slice(1)
        .map((segment) => segment.replaceAll("~1", "/").replaceAll("~0", "~"))
        .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], document);
    }
    return { value: current as T, pointer: at };
  }

  function findOperation(method: string, pathname: string) {
    const lowerMethod = method.toLowerCase();
    for (const { template, pattern } of templates) {
      if (!pattern.test(pathname)) continue;
      const operation = (document.paths?.[template] as Record<string, DeclaredOperation> | undefined)?.[
        lowerMethod
      ];
      if (operation) return { template, method: lowerMethod, operation };
    }
    return undefined;
  }

  function bodyViolations(
    exchange: ApiExchange,
    declared: DeclaredResponse,
    pointer: string,
    name: string,
  ): string[] {
    const hasBody = exchange.method.toUpperCase() !== "HEAD" && (exchange.text ?? "") !== "";
    const mediaType = mediaTypeOf(headerValue(exchange.headers, "content-type"));
    if (!declared.content) {
      return hasBody ? [`${name}: the document declares no body, but one came (${mediaType})`] : [];
    }
    if (!hasBody)
      return exchange.method.toUpperCase() === "HEAD" ? [] : [`${name}: a body is declared, none came`];
    if (!mediaType || !declared.content[mediaType]) {
      return [
        `${name}: content type ${mediaType} is not declared (${Object.keys(declared.content).join(", ")})`,
      ];
    }
    if (!declared.content[mediaType].schema) return [];
    const validate = validatorAt(`${pointer}/content/${pointerEscape(mediaType)}/schema`);
    const body = exchange.body !== undefined ? exchange.body : parseJson(exchange.text);
    return validate(body) ? [] : [`${name}: body does not match the schema: ${errorsOf(validate)}`];
  }

  function headerViolations(
    exchange: ApiExchange,
    declared: DeclaredResponse,
    pointer: string,
    name: string,
  ) {
    const violations: string[] = [];
    for (const [header, reference] of Object.entries(declared.headers ?? {})) {
      const { value: declaration, pointer: headerPointer } = resolve(
        reference,
        `${pointer}/headers/${pointerEscape(header)}`,
      );
      const value = headerValue(exchange.headers, header);
      if (value === undefined) {
        if (declaration.required) violations.push(`${name}: required header ${header} is missing`);
        continue;
      }
      if (!declaration.schema) continue;
      const validate = headerValidatorAt(`${headerPointer}/schema`);
      if (!validate({ value })) {
        const problem = headerAjv.errorsText(validate.errors, { dataVar: header });
        violations.push(`${name}: header ${header} ${JSON.stringify(value)}: ${problem}`);
      }
    }
    return violations;
  }

  function violationsOf(exchange: ApiExchange): string[] {
    const pathname = rawPathOf(exchange.url);
    if (!isApiPath(pathname)) return [];
    const found = findOperation(exchange.method, pathname);
    if (!found) {
      const name = `${exchange.method.toUpperCase()} ${pathname} (no operation) → ${exchange.status}`;
      if (!STATUSES_OF_UNKNOWN_PATHS.has(exchange.status)) {
        return [`${name}: not a declared operation, and not an answer the server gives to unknown paths`];
      }
      const validate = validatorAt("/components/schemas/Error");
      const body = exchange.body !== undefined ? exchange.body : parseJson(exchange.text);
      return validate(body) ? [] : [`${name}: not an Error body: ${errorsOf(validate)}`];
    }
    const { template, method, operation } = found;
    const name = `${operation.operationId ?? "?"} (${method.toUpperCase()} ${template}) → ${exchange.status}`;
    const reference = operation.responses?.[String(exchange.status)];
    if (!reference) {
      const statuses = Object.keys(operation.responses ?? {}).join(", ");
      return [`${name}: status ${exchange.status} is not declared (declared: ${statuses})`];
    }
    const { value: declared, pointer } = resolve(
      reference,
      `/paths/${pointerEscape(template)}/${method}/responses/${exchange.status}`,
    );
    return [
      ...bodyViolations(exchange, declared, pointer, name),
      ...headerViolations(exchange, declared, pointer, name),
    ];
  }

  return { violationsOf, document };
}

let sharedContract: OpenApiContract | undefined;

export class ContractViolation extends Error {
  override name = "ContractViolation";
}

/** Every way the exchange breaks the contract (the document and its validators are built once per file). */
export function contractViolationsOf(exchange: ApiExchange): string[] {
  sharedContract ??= createOpenApiContract();
  return sharedContract.violationsOf(exchange);
}

/** Throws a ContractViolation naming every way the exchange breaks the contract. */
export function expectKeepsContract(exchange: ApiExchange): void {
  const violations = contractViolationsOf(exchange);
  if (violations.length) throw new ContractViolation(`OpenAPI contract broken:\n${violations.join("\n")}`);
}

/**
 * The path as the server received it: without scheme, host and query, and not normalised (`new URL`
 * would resolve `/api/properties/..` to `/api/`, which Express does not).
 */
function rawPathOf(url: string): string {
  const withoutOrigin = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, "");
  return withoutOrigin.split(/[?#]/)[0] || "/";
}

function parseJson(text: string | undefined): unknown {
  if (text === undefined || text === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
