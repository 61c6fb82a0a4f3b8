import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect";

describe("safeRedirectPath", () => {
  it("keeps same-site paths with their query", () => {
    expect(safeRedirectPath("/create-listing?edit=4")).toBe("/create-listing?edit=4");
  });
  it("refuses other sites and schemes", () => {
    for (const bad of [
      "//evil.example",
      "/\\evil.example",
      "https://evil.example",
      "javascript:alert(1)",
      "",
      null,
    ]) {
      expect(safeRedirectPath(bad)).toBe("/");
    }
  });
});
