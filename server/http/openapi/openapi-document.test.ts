import { Validator } from "@seriousme/openapi-schema-validator";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import { ERROR_CODES } from "../../lib/errors";
import { appWithoutDatabase } from "../../../tests/contract/app-document";
import { buildOpenApiDocument, openApiJsonFor } from "./openapi-document";

type Operation = {
  operationId?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  requestBody?: { required?: boolean; content: Record<string, { example?: unknown }> };
  responses: Record<string, { $ref?: string; content?: Record<string, { example?: unknown }> }>;
};

const app = appWithoutDatabase();
const document = buildOpenApiDocument(app, "https://uaepropertymarkets.com");
const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
  Object.entries(item as Record<string, Operation>).map(([method, operation]) => ({
    name: `${method.toUpperCase()} ${path}`,
    path,
    method,
    operation,
  })),
);

describe("the OpenAPI document", () => {
  it("declares no query or path parameter as nullable (a URL never carries null)", () => {
    const nullable = operations.flatMap(({ name, operation }) =>
      ((operation as { parameters?: { name: string; schema?: unknown }[] }).parameters ?? [])
        .filter((parameter) => JSON.stringify(parameter.schema ?? {}).includes('"null"'))
        .map((parameter) => `${name} ${parameter.name}`),
    );
    expect(nullable).toEqual([]);
  });

  it("is a valid OpenAPI 3.1 document", async () => {
    const result = await new Validator().validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("gives every operation an operationId (unique), a tag and its security", () => {
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(ids.every(Boolean), "operations without an operationId").toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { name, operation } of operations) {
      expect(operation.tags?.length, name).toBe(1);
      expect(operation.security, name).toBeDefined();
    }
    expect(document.components?.securitySchemes?.session).toMatchObject({
      type: "apiKey",
      in: "cookie",
      name: "upm.sid",
    });
  });

  it("requires every request body", () => {
    for (const { name, operation } of operations) {
      if (operation.requestBody) expect(operation.requestBody.required, name).toBe(true);
    }
  });

  it("declares the middleware's statuses: 400, 413, 414, 415, 429, 500 everywhere; 403 on writes", () => {
    for (const { name, method, operation } of operations) {
      const statuses = Object.keys(operation.responses);
      expect(statuses, name).toEqual(expect.arrayContaining(["400", "413", "414", "415", "429", "500"]));
      if (operation.operationId !== "getOpenApiDocument") expect(statuses, name).toContain("503");
      if (method !== "get") expect(statuses, name).toContain("403");
      if (operation.security?.length === 1) expect(statuses, name).toContain("401");
    }
    const tooMany = document.components?.responses?.TooManyRequests as { headers: Record<string, unknown> };
    expect(Object.keys(tooMany.headers)).toEqual([
      "Retry-After",
      "RateLimit-Limit",
      "RateLimit-Remaining",
      "RateLimit-Reset",
      "RateLimit",
      "RateLimit-Policy",
    ]);
  });

  it("lists every error code the server uses as the Error schema's enum", () => {
    const error = document.components?.schemas?.Error as { properties: { code: { enum: string[] } } };
    expect(error.properties.code.enum).toEqual([...ERROR_CODES]);
  });

  it("says where `all` means no filter, and the cross-field rules", () => {
    const search = document.paths?.["/api/properties/search"]?.get as {
      description: string;
      parameters: { name: string; schema: { anyOf?: { enum?: string[] }[] } }[];
    };
    const emirate = search.parameters.find((p) => p.name === "emirate");
    expect(emirate?.schema.anyOf?.some((s) => s.enum?.includes("all"))).toBe(true);
    expect(search.description).toContain("`minPrice` ≤ `maxPrice`");
    expect(search.description).toContain("`minSqft` ≤ `maxSqft`");
  });

  it("has timestamps as date-time", () => {
    const listing = document.components?.schemas?.Listing as {
      properties: Record<string, { format?: string }>;
    };
    for (const field of ["createdAt", "updatedAt", "confirmedAt"]) {
      expect(listing.properties[field].format, field).toBe("date-time");
    }
  });

  it("has an example for every request body and success body, and each matches its schema", () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema(document, "openapi.json");
    const escape = (s: string) => s.replaceAll("~", "~0").replaceAll("/", "~1");
    for (const { name, path, method, operation } of operations) {
      const base = `/paths/${escape(path)}/${method}`;
      const bodies = [
        ...Object.entries(operation.requestBody?.content ?? {}).map(([type, media]) => ({
          pointer: `${base}/requestBody/content/${escape(type)}`,
          media,
          needsExample: type === "application/json",
        })),
        ...Object.entries(operation.responses).flatMap(([status, response]) =>
          Object.entries(response.content ?? {}).map(([type, media]) => ({
            pointer: `${base}/responses/${status}/content/${escape(type)}`,
            media,
            needsExample: status.startsWith("2"),
          })),
        ),
      ];
      for (const { pointer, media, needsExample } of bodies) {
        if (media.example === undefined) {
          expect(needsExample, `${name}: no example at ${pointer}`).toBe(false);
          continue;
        }
        const validate = ajv.compile({ $ref: `openapi.json#${pointer}/schema` });
        expect(validate(media.example), `${name} ${pointer}: ${ajv.errorsText(validate.errors)}`).toBe(true);
      }
    }
  });

  it("is built once: the served JSON is kept per site", () => {
    const first = openApiJsonFor(app, "https://dubaipropertyhub.com");
    expect(openApiJsonFor(app, "https://dubaipropertyhub.com")).toBe(first);
    expect(JSON.parse(first).servers).toEqual([{ url: "https://dubaipropertyhub.com" }]);
  });
});
