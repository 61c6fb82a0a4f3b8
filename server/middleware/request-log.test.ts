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
});
