import { describe, expect, it } from "vitest";
import { areaBounds, areaFeature, formatArea, parseArea } from "./drawn-area";

const MARINA: [number, number][] = [
  [55.13, 25.07],
  [55.16, 25.07],
  [55.155, 25.095],
];

describe("a drawn area in the URL", () => {
  it("writes longitude first, rounded to about a metre, and reads back the same corners", () => {
    const written = formatArea([[55.1300004, 25.0700009], ...MARINA.slice(1)]);
    expect(written).toBe("55.13,25.07;55.16,25.07;55.155,25.095");
    expect(parseArea(written)).toEqual(MARINA);
  });

  it("is refused as the API would refuse it: too few or too many corners, outside the UAE, not numbers", () => {
    expect(parseArea(undefined)).toBeUndefined();
    expect(parseArea("55.13,25.07;55.16,25.07")).toBeUndefined();
    const many = Array.from({ length: 41 }, (_, i) => `55.${100 + i},25.07`).join(";");
    expect(parseArea(many)).toBeUndefined();
    expect(parseArea("2.35,48.85;2.36,48.85;2.36,48.86")).toBeUndefined();
    expect(parseArea("55.13,25.07;a,b;55.155,25.095")).toBeUndefined();
    expect(parseArea("55.13,25.07,1;55.16,25.07;55.155,25.095")).toBeUndefined();
  });

  it("is drawn as a line while open and as a closed shape when finished", () => {
    expect(areaFeature(MARINA.slice(0, 2), true).geometry.type).toBe("LineString");
    expect(areaFeature(MARINA, false).geometry).toEqual({ type: "LineString", coordinates: MARINA });
    expect(areaFeature(MARINA, true).geometry).toEqual({
      type: "Polygon",
      coordinates: [[...MARINA, MARINA[0]]],
    });
    expect(areaBounds(MARINA)).toEqual({ west: 55.13, south: 25.07, east: 55.16, north: 25.095 });
  });
});
