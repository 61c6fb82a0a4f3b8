/** Pure geometry of the line chart: value axis ticks, positions, paths and label thinning. */

export interface NiceTicks {
  /** The axis runs from the lowest to the highest tick, so every line sits between two gridlines. */
  min: number;
  max: number;
  ticks: number[];
}

/** Steps a reader can count in: 1, 2, 2.5 or 5 times a power of ten. */
const NICE_FRACTIONS = [1, 2, 2.5, 5, 10];

/** The smallest nice step (1, 2, 2.5 or 5 × 10ⁿ) that is at least `rough`. */
export function niceStep(rough: number): number {
  if (!(rough > 0) || !Number.isFinite(rough)) return 1;
  const power = 10 ** Math.floor(Math.log10(rough));
  const fraction = NICE_FRACTIONS.find((f) => f * power >= rough * (1 - 1e-9)) ?? 10;
  return fraction * power;
}

/** The next nice step above `step` (2 → 2.5 → 5 → 10 → 20 …). */
function nextNiceStep(step: number): number {
  return niceStep(step * 1.0001);
}

/** `value` rounded to the precision of `step`, so 0.1 + 0.2 shows as 0.3 on the axis. */
function roundToStep(value: number, step: number): number {
  const decimals = Math.max(0, Math.ceil(-Math.log10(step)) + 1);
  return Number(value.toFixed(decimals));
}

/**
 * Round ticks covering `min`–`max`: at most `maxTicks` of them, one nice step apart, the first at or below
 * `min` and the last at or above `max`. A flat series gets a band around its value, so its line is not
 * drawn on the edge of the chart.
 */
export function niceTicks(min: number, max: number, maxTicks: number): NiceTicks {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return { min: 0, max: 1, ticks: [0, 1] };
  if (min > max) [min, max] = [max, min];
  if (min === max) {
    const pad = Math.abs(min) / 10 || 1;
    min -= pad;
    max += pad;
  }
  const intervals = Math.max(1, maxTicks - 1);
  let step = niceStep((max - min) / intervals);
  let low = Math.floor(min / step + 1e-9) * step;
  let high = Math.ceil(max / step - 1e-9) * step;
  // Snapping both ends outwards can add an interval; a coarser step then fits within maxTicks.
  while (Math.round((high - low) / step) > intervals) {
    step = nextNiceStep(step);
    low = Math.floor(min / step + 1e-9) * step;
    high = Math.ceil(max / step - 1e-9) * step;
  }
  const count = Math.round((high - low) / step) + 1;
  const ticks = Array.from({ length: count }, (_, i) => roundToStep(low + i * step, step));
  return { min: ticks[0], max: ticks[ticks.length - 1], ticks };
}

/** Maps `domain` linearly onto `range` (a domain of one value maps to the middle of the range). */
export function linearScale(
  [domainMin, domainMax]: readonly [number, number],
  [rangeMin, rangeMax]: readonly [number, number],
): (value: number) => number {
  const span = domainMax - domainMin;
  if (span === 0) return () => (rangeMin + rangeMax) / 2;
  return (value) => rangeMin + ((value - domainMin) / span) * (rangeMax - rangeMin);
}

/** Where the `index`th of `count` evenly spaced points sits, from 0 (left edge) to 1 (right edge). */
export function pointFraction(index: number, count: number): number {
  return count <= 1 ? 0.5 : index / (count - 1);
}

/** The index of the point nearest to `fraction` (0 = left edge, 1 = right edge) of `count` points. */
export function nearestIndex(fraction: number, count: number): number {
  if (count <= 1) return 0;
  return Math.min(count - 1, Math.max(0, Math.round(fraction * (count - 1))));
}

export interface Point {
  x: number;
  y: number;
}

/** An SVG path through the points; missing points are skipped and their neighbours joined. */
export function buildLinePath(points: readonly (Point | null)[]): string {
  const round = (n: number) => Math.round(n * 100) / 100;
  return points
    .filter((point): point is Point => point !== null)
    .map((point, i) => `${i === 0 ? "M" : "L"}${round(point.x)},${round(point.y)}`)
    .join("");
}

/** Label steps that fall on calendar boundaries for monthly data: every 1, 2, 3, 6 or 12 months. */
const LABEL_STEPS = [1, 2, 3, 6, 12];

/**
 * Label every `step`th of `count` axis positions so that at most `maxLabels` are shown: the smallest step
 * of 1, 2, 3, 6, 12 (then multiples of 12) that is enough.
 */
export function labelStep(count: number, maxLabels: number): number {
  const needed = Math.ceil(count / Math.max(1, maxLabels));
  return LABEL_STEPS.find((step) => step >= needed) ?? Math.ceil(needed / 12) * 12;
}

/**
 * Steps for two screen widths, the narrow one a multiple of the wide one, so the labels of a phone are a
 * subset of those of a wider screen and one set of positioned labels serves both.
 */
export function responsiveLabelSteps(
  count: number,
  maxLabels: { narrow: number; wide: number },
): { narrow: number; wide: number } {
  const wide = labelStep(count, maxLabels.wide);
  const narrow = Math.max(wide, labelStep(count, maxLabels.narrow));
  return { wide, narrow: Math.ceil(narrow / wide) * wide };
}

/**
 * Which screens label the `index`th of `count` axis positions: "every" screen, only "wide" ones, or none.
 * Counted back from the last position, so the latest month always has its label.
 */
export function axisLabelVisibility(
  index: number,
  count: number,
  steps: { narrow: number; wide: number },
): "every" | "wide" | null {
  const fromEnd = count - 1 - index;
  if (fromEnd % steps.narrow === 0) return "every";
  if (fromEnd % steps.wide === 0) return "wide";
  return null;
}

/** The change from `first` to `last` in percent, to one decimal place (110 after 100 → 10). */
export function percentChange(first: number, last: number): number {
  if (first === 0) return 0;
  return Math.round((last / first - 1) * 1000) / 10;
}
