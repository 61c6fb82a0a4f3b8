import { describe, expect, it } from "vitest";
import { statusActionsFor } from "./listing-status";

describe("statusActionsFor", () => {
  it("offers under offer, sold or rented by purpose, and back to published", () => {
    expect(statusActionsFor("published", "sale").map((a) => a.status)).toEqual([
      "under-offer",
      "sold",
      "draft",
    ]);
    expect(statusActionsFor("published", "rent").map((a) => a.status)).toEqual([
      "under-offer",
      "rented",
      "draft",
    ]);
    expect(statusActionsFor("under-offer", "rent").map((a) => a.status)).toEqual(["published", "rented"]);
    expect(statusActionsFor("sold", "sale").map((a) => a.status)).toEqual(["published"]);
    expect(statusActionsFor("draft", "sale").map((a) => a.status)).toEqual(["published"]);
  });

  it("offers nothing while moderators hold the listing (hidden for review or removed)", () => {
    for (const status of ["hidden", "removed"] as const) {
      expect(statusActionsFor(status, "sale")).toEqual([]);
      expect(statusActionsFor(status, "rent")).toEqual([]);
    }
  });
});
