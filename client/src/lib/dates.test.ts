import { describe, expect, it } from "vitest";
import { formatDay, formatDayTime } from "./dates";

describe("dates", () => {
  it("prints the day in the UAE, whatever the time zone of the machine", () => {
    // 22:30 UTC is already the next day in Dubai (UTC+4).
    expect(formatDay("2026-11-28T22:30:00Z")).toBe("29 Nov 2026");
    expect(formatDayTime("2026-11-28T22:30:00Z")).toBe("29 Nov 2026, 02:30");
  });
});
