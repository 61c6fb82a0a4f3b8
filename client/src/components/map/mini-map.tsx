import { Trans } from "@lingui/react/macro";
import { MapPin } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "wouter";
import { formatBbox } from "./bbox";
import { loadMapEngine } from "./load-map-engine";
import { useMapStrings } from "./map-strings";

/** How far around the listing the "see nearby" search looks, in degrees (about 2 km). */
const NEARBY_DEGREES = 0.02;

/**
 * A small still map of where a listing is (docs/decisions/0046-map-and-basemap.md): below the fold, so
 * MapLibre loads only when it comes near the screen; not interactive (no scroll-zoom trap, no keyboard
 * stop), with the community's name as its caption and a link to the search map around it. Without WebGL
 * the caption and link stay and a line says the map is not available.
 */
export function ListingMiniMap({
  latitude,
  longitude,
  place,
  searchPath,
}: {
  latitude: number;
  longitude: number;
  /** "Dubai Marina, Dubai" in the page's language. */
  place: string;
  /** The search page the "nearby" link opens (/buy or /rent). */
  searchPath: string;
}) {
  const strings = useMapStrings();
  const container = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<"waiting" | "loading" | "ready" | "failed">("waiting");
  const latest = useRef(strings);
  latest.current = strings;

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let cancelled = false;
    let remove: (() => void) | undefined;
    const start = async () => {
      setStatus("loading");
      try {
        const loaded = await loadMapEngine(() => cancelled);
        if (!loaded) return;
        const { engine, style } = loaded;
        const map = new engine.maplibregl.Map({
          container: element,
          style,
          center: [longitude, latitude],
          zoom: 12.5,
          interactive: false,
          attributionControl: false,
          locale: latest.current.maplibre,
        });
        remove = () => map.remove();
        engine.addControls(map, engine.pageLocale(), { zoom: false });
        engine.exposeForTests("listing", map);
        new engine.maplibregl.Marker({ element: engine.pinElement(), anchor: "bottom" })
          .setLngLat([longitude, latitude])
          .addTo(map);
        map.once("load", () => {
          if (cancelled) return;
          engine.finishBaseMap(map, style, engine.pageLocale());
          setStatus("ready");
        });
      } catch {
        if (!cancelled) setStatus("failed");
      }
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          void start();
        }
      },
      { rootMargin: "300px" },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
      remove?.();
    };
  }, [latitude, longitude]);

  const nearby = formatBbox({
    west: longitude - NEARBY_DEGREES,
    south: latitude - NEARBY_DEGREES,
    east: longitude + NEARBY_DEGREES,
    north: latitude + NEARBY_DEGREES,
  });
  return (
    <section aria-labelledby="location-heading" className="space-y-3">
      <h2 id="location-heading" className="text-xl font-semibold">
        <Trans>Location</Trans>
      </h2>
      <figure className="overflow-hidden rounded-xl border">
        <div className="relative bg-[#cfe2ec]">
          {/* The caption says what the map shows; the drawing itself adds nothing a screen reader needs. */}
          <div
            ref={container}
            aria-hidden="true"
            className="h-56 w-full sm:h-64"
            data-map="listing"
            data-status={status}
          />
          {status === "failed" && (
            <p className="absolute inset-0 grid place-items-center bg-muted p-4 text-center text-sm text-muted-foreground">
              <Trans>The map is not available on this device.</Trans>
            </p>
          )}
        </div>
        <figcaption className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
          <span className="flex items-center gap-1.5">
            <MapPin className="size-4 shrink-0 text-primary" aria-hidden="true" />
            <span>{place}</span>
          </span>
          <Link
            href={`${searchPath}?bbox=${nearby}`}
            className="font-medium text-primary underline underline-offset-2"
          >
            {/* The place in the visible words too: a link's name must contain what it shows (WCAG 2.5.3). */}
            <Trans>See properties near {place} on the map</Trans>
          </Link>
        </figcaption>
      </figure>
    </section>
  );
}
