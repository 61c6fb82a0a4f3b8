import { describe, expect, it } from "vitest";
import { searchListingsQuerySchema } from "./listing";
import { mapClusterCellDegrees, mapClustersQuerySchema } from "./map-clusters";

describe("the map's grid", () => {
  it("cuts a 256-pixel tile of 360 / 2^zoom degrees into cells of 64 pixels", () => {
    expect(mapClusterCellDegrees(0)).toBe(90);
    expect(mapClusterCellDegrees(7)).toBe(0.703125);
    expect(mapClusterCellDegrees(14)).toBe(0.0054931640625);
  });

  it("takes the view and the search's filters, as parsed values", () => {
    expect(
      mapClustersQuerySchema.parse({ bbox: "55,25,55.5,25.5", zoom: "14", beds: "2", priceType: "all" }),
    ).toEqual({ bbox: { west: 55, south: 25, east: 55.5, north: 25.5 }, zoom: 14, beds: 2 });
  });
});

describe("polygon", () => {
  it("reads longitude,latitude corners into points, the closing corner written again or not", () => {
    const corners = [
      [55.13, 25.07],
      [55.15, 25.07],
      [55.14, 25.09],
    ];
    expect(
      searchListingsQuerySchema.parse({ polygon: "55.13,25.07;55.15,25.07;55.14,25.09" }).polygon,
    ).toEqual({
      points: corners,
    });
    expect(
      searchListingsQuerySchema.parse({ polygon: " 55.13, 25.07; 55.15,25.07;55.14,25.09;55.13,25.07" })
        .polygon,
    ).toEqual({ points: corners });
    expect(searchListingsQuerySchema.parse({ polygon: "all" }).polygon).toBeUndefined();
  });

  it("refuses a shape a hair's breadth from a line only when it is on it", () => {
    const thin = searchListingsQuerySchema.safeParse({ polygon: "55.1,25.1;55.2,25.2;55.3,25.30001" });
    expect(thin.success).toBe(true);
    const flat = searchListingsQuerySchema.safeParse({ polygon: "55.1,25.1;55.2,25.2;55.3,25.3" });
    expect(flat.success).toBe(false);
  });
});
