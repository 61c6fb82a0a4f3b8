import { describe, expect, it } from "vitest";
import { exampleListing, exampleListingSummary } from "../../server/http/openapi/examples";
import { createOpenApiContract, type ApiExchange } from "./openapi-contract";

const contract = createOpenApiContract();
const json = { "content-type": "application/json; charset=utf-8" };
const paged = {
  ...json,
  "x-total-count": "1",
  link: '</api/properties?page=1>; rel="first", </api/properties?page=1>; rel="last"',
};

const exchange = (overrides: Partial<ApiExchange>): ApiExchange => ({
  method: "GET",
  url: "http://127.0.0.1:4000/api/properties/1001",
  status: 200,
  headers: json,
  body: exampleListing,
  text: JSON.stringify(exampleListing),
  ...overrides,
});

describe("the contract check", () => {
  it("accepts an answer the document declares", () => {
    expect(contract.violationsOf(exchange({}))).toEqual([]);
    const list = [exampleListingSummary];
    const page = exchange({
      url: "/api/properties?page=1",
      headers: paged,
      body: list,
      text: JSON.stringify(list),
    });
    expect(contract.violationsOf(page)).toEqual([]);
  });

  it("names the operation and status of an undeclared status", () => {
    const [violation] = contract.violationsOf(exchange({ status: 418 }));
    expect(violation).toContain("getListing (GET /api/properties/{id}) → 418");
    expect(violation).toContain("not declared");
  });

  it("refuses a body that does not match the schema, or carries an undeclared field", () => {
    const wrong = { ...exampleListing, price: "4m" };
    expect(contract.violationsOf(exchange({ body: wrong, text: JSON.stringify(wrong) }))[0]).toMatch(
      /body\/price must be number/,
    );
    const extra = { ...exampleListing, secret: "hash" };
    expect(contract.violationsOf(exchange({ body: extra, text: JSON.stringify(extra) }))[0]).toMatch(
      /additional properties/,
    );
    const badTime = { ...exampleListing, createdAt: "2026-01-12 08:30:00" };
    expect(contract.violationsOf(exchange({ body: badTime, text: JSON.stringify(badTime) }))[0]).toMatch(
      /date-time/,
    );
  });

  it("requires the declared headers and checks their values", () => {
    const list = [exampleListingSummary];
    const withoutCount = exchange({ url: "/api/properties", headers: json, body: list, text: "[]" });
    expect(contract.violationsOf(withoutCount).join()).toMatch(/required header X-Total-Count is missing/);
    const badCount = exchange({
      url: "/api/properties",
      headers: { ...paged, "x-total-count": "many" },
      body: list,
      text: "[]",
    });
    expect(contract.violationsOf(badCount).join()).toMatch(/header X-Total-Count "many"/);
    const limited = exchange({
      method: "POST",
      url: "/api/login",
      status: 429,
      body: { message: "Too many requests", code: "rate_limited" },
      text: "{}",
    });
    expect(contract.violationsOf(limited).join()).toMatch(/required header Retry-After is missing/);
  });

  it("refuses an error code outside the enum, and a body where none is declared", () => {
    const odd = { message: "Nope", code: "nope" };
    expect(
      contract.violationsOf(exchange({ status: 404, body: odd, text: JSON.stringify(odd) })).join(),
    ).toMatch(/code must be equal to one of the allowed values/);
    const deleted = exchange({ method: "DELETE", status: 204 });
    expect(contract.violationsOf(deleted).join()).toMatch(/declares no body/);
  });

  it("holds unknown /api paths to the not-found Error, and skips what is outside the API", () => {
    const notFound = { message: "No API endpoint GET /api/nope", code: "not_found" };
    expect(
      contract.violationsOf(exchange({ url: "/api/nope", status: 404, body: notFound, text: "{}" })),
    ).toEqual([]);
    expect(contract.violationsOf(exchange({ url: "/api/nope", status: 200 }))).toHaveLength(1);
    expect(
      contract.violationsOf(exchange({ url: "/buy", status: 200, headers: { "content-type": "text/html" } })),
    ).toEqual([]);
    expect(contract.violationsOf(exchange({ url: "/media/uploads/x-1600.webp", status: 404 }))).toEqual([]);
  });
});
