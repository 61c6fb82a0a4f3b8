import { useLingui } from "@lingui/react/macro";
import { Fragment, useState, type KeyboardEvent, type PointerEvent } from "react";
import { formatCount } from "@shared/format";
import { useFormatLocale } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import {
  axisLabelVisibility,
  buildLinePath,
  linearScale,
  nearestIndex,
  niceTicks,
  pointFraction,
  responsiveLabelSteps,
} from "./chart-scales";

export interface LineChartSeries {
  name: string;
  /** One value per category, in the same order; null where the series has no figure. */
  values: readonly (number | null)[];
}

export interface LineChartCategory {
  /** In the readout, e.g. "March 2025". */
  name: string;
  /** On the x axis, e.g. "Mar 25"; a line break in it is kept ("مارس\n2025"). */
  shortName: string;
}

/** Theme colours (styles.css, --color-chart-N), spelled out so Tailwind generates every class. */
const SERIES_COLOURS = [
  { stroke: "stroke-chart-1", fill: "bg-chart-1" },
  { stroke: "stroke-chart-2", fill: "bg-chart-2" },
  { stroke: "stroke-chart-3", fill: "bg-chart-3" },
  { stroke: "stroke-chart-4", fill: "bg-chart-4" },
  { stroke: "stroke-chart-5", fill: "bg-chart-5" },
];
const colourOf = (seriesIndex: number) => SERIES_COLOURS[seriesIndex % SERIES_COLOURS.length];

/** The plot's own coordinates; preserveAspectRatio="none" stretches them over whatever box the page gives. */
const WIDTH = 1000;
const HEIGHT = 400;
const MAX_Y_TICKS = 7;
/** "Mar 25" is about 40 px wide: five labels fit a phone with room between them, twelve a tablet (md). */
const MAX_X_LABELS = { narrow: 5, wide: 12 };

const percent = (fraction: number) => `${fraction * 100}%`;

/**
 * A line chart drawn as SVG, rendered on the server like the rest of the page. Only the lines and gridlines
 * are SVG, stretched to the width of the page with non-scaling strokes; the axis labels and markers are
 * HTML placed in percent, so their text stays the same size on a phone and on a wide screen.
 *
 * Pointing at the plot, touching it or focusing it and pressing the arrow keys (Home, End) shows the
 * values of one category in a live readout below.
 *
 * Direction (docs/decisions/0049-chart-direction-in-arabic.md): time runs left to right on Arabic pages too,
 * as on the Dubai Land Department's, Bayut's and Property Finder's Arabic charts, so a chart reads the same
 * in both languages. The plot is therefore laid out left to right, and the arrow keys move the way they point
 * on screen: → to a later month, ← to an earlier one, in both languages (they follow the plot's own
 * direction, not the page's); Home is the first month, End the last. The legend, the readout and the figures'
 * text follow the page. The first series is drawn thicker and on top: it is the one the chart is about.
 */
export function LineChart({
  label,
  categories,
  series,
  formatValue = formatCount,
  testId,
}: {
  /** The summary a screen reader announces for the picture (role="img"). */
  label: string;
  categories: readonly LineChartCategory[];
  series: readonly LineChartSeries[];
  /** A value in the readout; the axis shows its round ticks with formatCount in the page's locale. */
  formatValue?: (value: number) => string;
  testId?: string;
}) {
  const { t } = useLingui();
  const locale = useFormatLocale();
  const [active, setActive] = useState<number | null>(null);
  const count = categories.length;
  const values = series.flatMap((s) => s.values.filter((v): v is number => v !== null));
  if (count === 0 || values.length === 0) return null;

  const scale = niceTicks(Math.min(...values), Math.max(...values), MAX_Y_TICKS);
  /** 0 at the top of the plot, 1 at the bottom. */
  const yFraction = linearScale([scale.min, scale.max], [1, 0]);
  const labelSteps = responsiveLabelSteps(count, MAX_X_LABELS);
  const multiSeries = series.length > 1;
  // A lone point has no line to show it, so its marker stays on.
  const markerIndex = active ?? (count === 1 ? 0 : null);
  const readoutIndex = active ?? count - 1;

  const moveTo = (index: number) => setActive(Math.min(count - 1, Math.max(0, index)));
  const pointAt = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setActive(nearestIndex((event.clientX - box.left) / box.width, count));
  };
  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const current = active ?? count - 1;
    const target: Record<string, number> = {
      ArrowLeft: current - 1,
      ArrowRight: current + 1,
      Home: 0,
      End: count - 1,
    };
    if (!Object.hasOwn(target, event.key)) return;
    event.preventDefault();
    moveTo(target[event.key]);
  };

  return (
    <div className="space-y-3 rounded-md outline-offset-4 outline-ring has-[svg:focus-visible]:outline-2">
      {multiSeries && (
        <ul className="flex flex-wrap gap-x-5 gap-y-1.5 text-sm" aria-label={t`Legend`}>
          {series.map((s, i) => (
            <li key={s.name} className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className={cn("w-5 rounded-full", i === 0 ? "h-1" : "h-0.5", colourOf(i).fill)}
              />
              <span className={i === 0 ? "font-semibold" : undefined}>{s.name}</span>
            </li>
          ))}
        </ul>
      )}

      {/* Time runs left to right in Arabic too (see above): the plot keeps dir="ltr" (the SVG, the pointer
          and the arrow keys are physical), while the legend and the readout around it follow the page. */}
      <div dir="ltr" className="relative mb-7 ms-11 me-5 mt-2 h-60 sm:h-72">
        <svg
          role="img"
          aria-label={label}
          data-testid={testId}
          tabIndex={0}
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="absolute inset-0 h-full w-full cursor-crosshair touch-pan-y overflow-visible focus-visible:outline-none"
          onPointerDown={pointAt}
          onPointerMove={pointAt}
          onPointerLeave={(event) => {
            // A mouse leaving ends the reading; a finger lifting keeps it, and so does keyboard focus.
            if (event.pointerType === "mouse" && document.activeElement !== event.currentTarget) {
              setActive(null);
            }
          }}
          onFocus={() => setActive((current) => current ?? count - 1)}
          onBlur={() => setActive(null)}
          onKeyDown={onKeyDown}
        >
          {scale.ticks.map((tick, i) => (
            <line
              key={tick}
              x1={0}
              x2={WIDTH}
              y1={yFraction(tick) * HEIGHT}
              y2={yFraction(tick) * HEIGHT}
              className={i === 0 ? "stroke-muted-foreground/50" : "stroke-border"}
              vectorEffect="non-scaling-stroke"
              shapeRendering="crispEdges"
            />
          ))}
          {markerIndex !== null && (
            <line
              x1={pointFraction(markerIndex, count) * WIDTH}
              x2={pointFraction(markerIndex, count) * WIDTH}
              y1={0}
              y2={HEIGHT}
              className="stroke-muted-foreground/60"
              vectorEffect="non-scaling-stroke"
              shapeRendering="crispEdges"
            />
          )}
          {/* Drawn last to first, so the first series lies on top. */}
          {series
            .map((s, i) => ({ s, i }))
            .reverse()
            .map(({ s, i }) => (
              <path
                key={s.name}
                data-series={s.name}
                d={buildLinePath(
                  s.values.map((value, index) =>
                    value === null
                      ? null
                      : { x: pointFraction(index, count) * WIDTH, y: yFraction(value) * HEIGHT },
                  ),
                )}
                className={cn("fill-none", colourOf(i).stroke)}
                strokeWidth={i === 0 ? 3 : 2}
                strokeLinejoin="round"
                strokeLinecap="round"
                vectorEffect="non-scaling-stroke"
              />
            ))}
        </svg>

        <div aria-hidden="true" className="pointer-events-none select-none text-xs text-muted-foreground">
          {scale.ticks.map((tick) => (
            <span
              key={tick}
              className="absolute inset-e-full me-2 -translate-y-1/2 tabular-nums"
              style={{ top: percent(yFraction(tick)) }}
            >
              {formatCount(tick, locale)}
            </span>
          ))}
          {categories.map((category, index) => {
            const visibility = axisLabelVisibility(index, count, labelSteps);
            if (!visibility) return null;
            return (
              <span
                key={category.name}
                className={cn(
                  // whitespace-pre: a short name may break where it says ("أكتوبر\n2026"), never elsewhere.
                  "absolute top-full mt-2 whitespace-pre text-center leading-tight",
                  "-translate-x-1/2",
                  visibility === "wide" && "hidden md:block",
                )}
                style={{ insetInlineStart: percent(pointFraction(index, count)) }}
              >
                {category.shortName}
              </span>
            );
          })}
          {markerIndex !== null &&
            series.map((s, i) => {
              const value = s.values[markerIndex];
              if (value === null || value === undefined) return null;
              return (
                <span
                  key={s.name}
                  className={cn(
                    "absolute -translate-x-1/2 -translate-y-1/2 rounded-full ring-2 ring-white",
                    i === 0 ? "size-3" : "size-2.5",
                    colourOf(i).fill,
                  )}
                  style={{
                    insetInlineStart: percent(pointFraction(markerIndex, count)),
                    top: percent(yFraction(value)),
                  }}
                />
              );
            })}
        </div>
      </div>

      <p
        aria-live="polite"
        data-testid="chart-readout"
        className="flex min-h-10 flex-wrap items-baseline gap-x-4 gap-y-1 rounded-lg bg-muted px-3 py-2 text-sm"
      >
        {/* The spaces between spans take no room in the flex layout but keep the words apart for
            screen readers and copying: "March 2025: All homes 112.3, Villas 115.0". */}
        <span className="font-semibold">{categories[readoutIndex].name}:</span>
        {series.map((s, i) => {
          const value = s.values[readoutIndex];
          return (
            <Fragment key={s.name}>
              {" "}
              <span className="inline-flex items-baseline gap-1.5 whitespace-nowrap">
                {multiSeries && (
                  <span
                    aria-hidden="true"
                    className={cn("size-2 self-center rounded-full", colourOf(i).fill)}
                  />
                )}
                {s.name}{" "}
                <span className="font-semibold tabular-nums">
                  {value === null || value === undefined ? "–" : formatValue(value)}
                </span>
                {i < series.length - 1 && (
                  <span className="sr-only">{locale.startsWith("ar") ? "،" : ","}</span>
                )}
              </span>
            </Fragment>
          );
        })}
      </p>
    </div>
  );
}
