import { describe, expect, it } from "vitest";
import { redactUrl, serializeRequestForLog } from "./request-log";

describe("request log scrubbing", () => {
  it("redacts token-like query values and path segments, keeping the rest", () => {
    expect(redactUrl("/reset-password?token=abc123&next=%2Fdashboard")).toBe(
      "/reset-password?token=%5Bredacted%5D&next=%2Fdashboard",
    );
    expect(redactUrl("/reset-password/Zk3p9QwErTy7UiOp1AsDfGhJ")).toBe("/reset-password/[redacted]");
    expect(redactUrl("/api/properties/search?beds=2&emirate=dubai")).toBe(
      "/api/properties/search?beds=2&emirate=dubai",
    );
    expect(redactUrl("/guides/buying-property-in-dubai-as-a-foreigner")).toBe(
      "/guides/buying-property-in-dubai-as-a-foreigner",
    );
    expect(redactUrl("https://site.test/reset?code=999")).toBe("https://site.test/reset?code=%5Bredacted%5D");
  });

  it("scrubs the url, the parsed query and the Referer of a serialized request", () => {
    const out = serializeRequestForLog({
      url: "/api/password-reset/confirm?token=s3cret",
      query: { token: "s3cret", page: "2" },
      headers: { referer: "http://localhost/reset-password?token=s3cret", host: "localhost" },
    });
    expect(JSON.stringify(out)).not.toContain("s3cret");
    expect(out.query).toEqual({ token: "[redacted]", page: "2" });
    expect(out.headers?.host).toBe("localhost");
  });

  it("never keeps a person's details sent in a query: by the field's name, or by an email or phone shape", () => {
    // What the enquiry form sent as a native GET before the page's code ran (issue 25, item 6).
    const enquiry =
      "/property/610?name=Mariam+Al+Hashimi&email=mariam%40example.ae&phone=%2B971501234567&message=Call+me+after+6";
    expect(redactUrl(enquiry)).toBe(
      "/property/610?name=%5Bredacted%5D&email=%5Bredacted%5D&phone=%5Bredacted%5D&message=%5Bredacted%5D",
    );
    expect(redactUrl("/buy?q=mariam%40example.ae&contact=050+123+4567&x=+971501234567")).toBe(
      "/buy?q=%5Bredacted%5D&contact=%5Bredacted%5D&x=%5Bredacted%5D",
    );
    // Search words, prices and pages are what an operator needs, and are no one's details.
    expect(redactUrl("/search?search=Dubai+Marina&priceType=rent&minPrice=1000000&page=2")).toBe(
      "/search?search=Dubai+Marina&priceType=rent&minPrice=1000000&page=2",
    );
    const out = serializeRequestForLog({
      url: enquiry,
      query: {
        name: "Mariam Al Hashimi",
        email: "mariam@example.ae",
        filter: { who: "mariam@example.ae" },
        beds: "2",
      },
      headers: { referer: `https://site.test${enquiry}` },
    });
    const logged = JSON.stringify(out);
    for (const detail of ["Mariam", "mariam", "971501234567", "Call"]) expect(logged).not.toContain(detail);
    expect(out.query).toEqual({ name: "[redacted]", email: "[redacted]", filter: "[redacted]", beds: "2" });
  });
});
