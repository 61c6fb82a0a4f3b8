import { describe, expect, it } from "vitest";
import { formatContentDate } from "./format-date";

describe("formatContentDate", () => {
  it("prints the calendar day written, in British order", () => {
    expect(formatContentDate("2026-11-15")).toBe("15 November 2026");
    expect(formatContentDate("2025-01-01")).toBe("1 January 2025");
    expect(formatContentDate("2025-12-31")).toBe("31 December 2025");
  });
});
