import { describe, expect, it } from "vitest";
import {
  axisLabelVisibility,
  buildLinePath,
  labelStep,
  linearScale,
  nearestIndex,
  niceStep,
  niceTicks,
  percentChange,
  pointFraction,
  responsiveLabelSteps,
} from "./chart-scales";

describe("niceStep", () => {
  it("rounds up to 1, 2, 2.5 or 5 times a power of ten", () => {
    expect(niceStep(0.7)).toBe(1);
    expect(niceStep(1)).toBe(1);
    expect(niceStep(1.3)).toBe(2);
    expect(niceStep(2.2)).toBe(2.5);
    expect(niceStep(3)).toBe(5);
    expect(niceStep(6.7)).toBe(10);
    expect(niceStep(180)).toBe(200);
    expect(niceStep(0.03)).toBeCloseTo(0.05);
  });

  it("falls back to 1 for a step that is not a positive number", () => {
    expect(niceStep(0)).toBe(1);
    expect(niceStep(-5)).toBe(1);
    expect(niceStep(Number.NaN)).toBe(1);
  });
});

describe("niceTicks", () => {
  it("covers an index series with round values one step apart", () => {
    expect(niceTicks(99.7, 145.8, 7)).toEqual({
      min: 90,
      max: 150,
      ticks: [90, 100, 110, 120, 130, 140, 150],
    });
    expect(niceTicks(100, 121.2, 7)).toEqual({ min: 100, max: 125, ticks: [100, 105, 110, 115, 120, 125] });
  });

  it("covers prices per square foot with thousands", () => {
    expect(niceTicks(1180, 2345, 6).ticks).toEqual([1000, 1500, 2000, 2500]);
  });

  it("takes a coarser step when snapping outwards would give too many ticks", () => {
    // A step of 10 would need 90…150 (seven ticks); five allowed means a step of 20.
    expect(niceTicks(99.7, 145.8, 5)).toEqual({ min: 80, max: 160, ticks: [80, 100, 120, 140, 160] });
  });

  it("keeps decimal ticks free of floating-point noise", () => {
    expect(niceTicks(0.1, 0.7, 7).ticks).toEqual([0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7]);
    expect(niceTicks(97.6, 101.9, 6).ticks).toEqual([97, 98, 99, 100, 101, 102]);
  });

  it("puts a band around a flat series", () => {
    const { min, max, ticks } = niceTicks(100, 100, 5);
    expect(min).toBeLessThan(100);
    expect(max).toBeGreaterThan(100);
    expect(ticks.length).toBeGreaterThanOrEqual(3);
    expect(ticks.length).toBeLessThanOrEqual(5);
  });

  it("accepts its bounds in either order", () => {
    expect(niceTicks(145.8, 99.7, 7)).toEqual(niceTicks(99.7, 145.8, 7));
  });
});

describe("linearScale", () => {
  it("maps the domain onto the range, flipped for a y axis", () => {
    const y = linearScale([90, 150], [300, 0]);
    expect(y(90)).toBe(300);
    expect(y(150)).toBe(0);
    expect(y(120)).toBe(150);
  });

  it("maps a domain of one value to the middle", () => {
    expect(linearScale([5, 5], [0, 100])(5)).toBe(50);
  });
});

describe("pointFraction and nearestIndex", () => {
  it("spreads points from edge to edge, a single one in the middle", () => {
    expect(pointFraction(0, 36)).toBe(0);
    expect(pointFraction(35, 36)).toBe(1);
    expect(pointFraction(0, 1)).toBe(0.5);
  });

  it("finds the nearest point and stays within the points", () => {
    expect(nearestIndex(0.5, 3)).toBe(1);
    expect(nearestIndex(0.24, 3)).toBe(0);
    expect(nearestIndex(0.26, 3)).toBe(1);
    expect(nearestIndex(-0.2, 3)).toBe(0);
    expect(nearestIndex(1.4, 3)).toBe(2);
    expect(nearestIndex(0.9, 1)).toBe(0);
  });
});

describe("buildLinePath", () => {
  it("moves to the first point and draws to the others, rounded to hundredths", () => {
    expect(
      buildLinePath([
        { x: 0, y: 10 },
        { x: 50.123, y: 5 },
        { x: 100, y: 0 },
      ]),
    ).toBe("M0,10L50.12,5L100,0");
  });

  it("joins the points either side of a missing one", () => {
    expect(buildLinePath([null, { x: 0, y: 1 }, null, { x: 2, y: 3 }])).toBe("M0,1L2,3");
  });

  it("is empty without points", () => {
    expect(buildLinePath([null, null])).toBe("");
  });
});

describe("labelStep", () => {
  it("labels every month when there is room", () => {
    expect(labelStep(6, 12)).toBe(1);
  });

  it("thins labels to calendar steps", () => {
    expect(labelStep(36, 12)).toBe(3);
    expect(labelStep(36, 6)).toBe(6);
    expect(labelStep(36, 5)).toBe(12);
    expect(labelStep(13, 12)).toBe(2);
  });

  it("uses whole years beyond a year", () => {
    expect(labelStep(120, 4)).toBe(36);
  });
});

describe("responsiveLabelSteps", () => {
  it("makes the narrow step a multiple of the wide one", () => {
    expect(responsiveLabelSteps(36, { narrow: 6, wide: 12 })).toEqual({ narrow: 6, wide: 3 });
    // 2 months would do on a phone, but every third month is labelled on a wide screen.
    expect(responsiveLabelSteps(9, { narrow: 5, wide: 3 })).toEqual({ narrow: 3, wide: 3 });
    expect(responsiveLabelSteps(24, { narrow: 6, wide: 9 })).toEqual({ narrow: 6, wide: 3 });
  });
});

describe("axisLabelVisibility", () => {
  const steps = { narrow: 6, wide: 3 };
  const labelled = (screen: "every" | "wide") =>
    Array.from({ length: 14 }, (_, i) => i).filter((i) => {
      const visibility = axisLabelVisibility(i, 14, steps);
      return visibility === "every" || (screen === "wide" && visibility === "wide");
    });

  it("always labels the last position and counts back from it", () => {
    expect(labelled("every")).toEqual([1, 7, 13]);
    expect(labelled("wide")).toEqual([1, 4, 7, 10, 13]);
  });
});

describe("percentChange", () => {
  it("rounds to one decimal place", () => {
    expect(percentChange(100, 140.2)).toBe(40.2);
    expect(percentChange(120, 100)).toBe(-16.7);
  });

  it("is zero from zero rather than infinite", () => {
    expect(percentChange(0, 10)).toBe(0);
  });
});
