import { describe, expect, it } from "vitest";
import { formatBbox, hasPlace, parseBbox } from "./bbox";

describe("bbox in the URL", () => {
  it("writes west,south,east,north with 4 decimals and reads it back", () => {
    const value = formatBbox({ west: 55.123456, south: 25.0512, east: 55.2, north: 25.12349 });
    expect(value).toBe("55.1235,25.0512,55.2,25.1235");
    expect(parseBbox(value)).toEqual({ west: 55.1235, south: 25.0512, east: 55.2, north: 25.1235 });
  });

  it("clamps a view zoomed far out to the UAE and around it", () => {
    expect(formatBbox({ west: -180, south: -85, east: 180, north: 85 })).toBe("50.4,21.5,57.5,27.3");
  });

  it("refuses what the API would refuse", () => {
    for (const bad of ["", "1,2,3", "55.2,25,55.1,25.1", "55,25.2,55.1,25.1", "a,b,c,d", "55,25,56,26,1"]) {
      expect(parseBbox(bad)).toBeUndefined();
    }
    expect(parseBbox(undefined)).toBeUndefined();
  });

  it("places only listings with both coordinates inside the UAE", () => {
    expect(hasPlace({ latitude: 25.08, longitude: 55.14 })).toBe(true);
    expect(hasPlace({ latitude: null, longitude: 55.14 })).toBe(false);
    expect(hasPlace({ latitude: 0, longitude: 0 })).toBe(false);
  });
});
