import { describe, expect, it } from "vitest";
import { z } from "zod";
import { optionalFilter } from "./query-filter";

describe("optionalFilter", () => {
  const beds = optionalFilter(z.coerce.number().int());

  it.each([undefined, "", "all"])("reads %j as no filter", (value) => {
    expect(beds.parse(value)).toBeUndefined();
  });

  it("parses any other value with its schema, and refuses what the schema refuses", () => {
    expect(beds.parse("0")).toBe(0);
    expect(beds.parse("3")).toBe(3);
    expect(beds.safeParse("All").success).toBe(false);
    expect(beds.safeParse("2.5").success).toBe(false);
  });

  it("refuses null, which a query string never carries (a coercing schema would read it as 0)", () => {
    expect(beds.safeParse(null).success).toBe(false);
    expect(optionalFilter(z.enum(["a"])).safeParse(null).success).toBe(false);
  });
});
