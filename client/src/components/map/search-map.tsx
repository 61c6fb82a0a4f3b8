import { Trans, useLingui } from "@lingui/react/macro";
import { useSuspenseQuery, type UseSuspenseQueryOptions } from "@tanstack/react-query";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { Link, useLocation } from "wouter";
import { formatCompactPrice, formatCount, formatPrice } from "@shared/format";
import type { ListingSummary, SearchListingsParams } from "@shared/listing";
import { listingText } from "@shared/listing-text";
import { DEFAULT_MAP_VIEW } from "@shared/location-centres";
import { emirateNameOf, locationName } from "@shared/localised-names";
import { localisePath } from "@shared/locale";
import { useValueWithData } from "@/hooks/use-value-with-data";
import { useFormatLocale, useLocale } from "@/lib/i18n";
import { formatBbox, hasPlace, parseBbox, type Bbox } from "./bbox";
import { useMapStrings } from "./map-strings";

/** How long the map must rest before its view becomes the search's `bbox` (a drag fires many moves). */
const BBOX_DEBOUNCE_MS = 450;
const LISTINGS_SOURCE = "listings";

type Engine = typeof import("./engine");
type MapInstance = import("./engine").MapLibreMap;
type Placed = ListingSummary & { latitude: number; longitude: number };

function asBounds(box: Bbox): [[number, number], [number, number]] {
  return [
    [box.west, box.south],
    [box.east, box.north],
  ];
}

/** The GeoJSON of the listings shown: the id and the index in the list, for markers and their cards. */
function toFeatures(items: Placed[]) {
  return {
    type: "FeatureCollection" as const,
    features: items.map((listing, index) => ({
      type: "Feature" as const,
      id: listing.id,
      properties: { id: listing.id, index },
      geometry: { type: "Point" as const, coordinates: [listing.longitude, listing.latitude] },
    })),
  };
}

/**
 * The search's results on a map (docs/decisions/0046-map-and-basemap.md): the listings of the page of
 * results, clustered with counts; moving the map makes its view the search's `bbox` (debounced), which
 * changes the results and so the markers. Under it, the list twin: the same listings in the same order as
 * links, which is how a keyboard or screen reader uses what the map shows. Without WebGL (or when the map
 * cannot load) a message says so and the list still works.
 */
/** The search's page of results, as the page asks for it (the listings feature's query options). */
export type ResultsQuery = (params: SearchListingsParams) => { queryKey: readonly unknown[] };

export default function SearchMap({
  params,
  queryFor,
  bbox,
  onBboxChange,
}: {
  params: SearchListingsParams;
  queryFor: ResultsQuery;
  bbox: string | undefined;
  onBboxChange: (bbox: string) => void;
}) {
  // While new results load the old ones stay (the map must not be hidden behind a fallback mid-drag).
  const paramsKey = JSON.stringify(params);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stableParams = useMemo(() => params, [paramsKey]);
  const query = queryFor(useValueWithData(stableParams, paramsKey, (shown) => [queryFor(shown)]));
  const { data } = useSuspenseQuery(query as UseSuspenseQueryOptions<{ items: ListingSummary[] }>);
  const placed = data.items.filter(hasPlace);
  const { t } = useLingui();
  const locale = useLocale();
  const formatLocale = useFormatLocale();
  const strings = useMapStrings();
  const [, navigate] = useLocation();
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<{ engine: Engine; map: MapInstance } | null>(null);
  const [status, setStatus] = useState<"loading" | "ready" | "failed">("loading");
  const hintId = useId();
  const twinHeadingId = useId();

  // The latest props for the map's long-lived handlers.
  const latest = useRef({ placed, onBboxChange, navigate, locale, formatLocale, strings });
  latest.current = { placed, onBboxChange, navigate, locale, formatLocale, strings };
  const initialBbox = useRef(parseBbox(bbox));

  useEffect(() => {
    let cancelled = false;
    let removeMap: (() => void) | undefined;
    (async () => {
      try {
        const engine = await import("./engine");
        if (cancelled || !container.current) return;
        if (!engine.hasWebGL()) throw new Error("WebGL is not available");
        const style = await engine.loadStyle();
        if (cancelled || !container.current) return;
        const first = initialBbox.current ?? boundsOf(latest.current.placed) ?? DEFAULT_MAP_VIEW;
        const map = new engine.maplibregl.Map({
          container: container.current,
          style,
          bounds: asBounds(first),
          fitBoundsOptions: { padding: initialBbox.current ? 0 : 40, maxZoom: 14 },
          maxBounds: [
            [49.5, 21],
            [58.5, 28],
          ],
          scrollZoom: true,
          dragRotate: false,
          pitchWithRotate: false,
          touchPitch: false,
          attributionControl: false,
          locale: latest.current.strings.maplibre,
        });
        removeMap = () => map.remove();
        map.touchZoomRotate.disableRotation();
        map.keyboard.disableRotation();
        engine.addControls(map, latest.current.locale, { zoom: true });
        engine.exposeForTests("search", map);
        map.on("error", (event) => {
          // A WebGL context that cannot be made is fatal; a tile that fails to load is not.
          if (
            String(event.error?.message ?? "")
              .toLowerCase()
              .includes("webgl")
          )
            setStatus("failed");
        });
        await new Promise<void>((resolve) => map.once("load", () => resolve()));
        if (cancelled) return;
        const canvas = map.getCanvas();
        canvas.setAttribute("aria-describedby", hintId);
        engine.addPlaceLabels(map, style, latest.current.locale);
        engine.markAttribution(map);
        map.addSource(LISTINGS_SOURCE, {
          type: "geojson",
          data: toFeatures(latest.current.placed),
          cluster: true,
          clusterRadius: 44,
          clusterMaxZoom: 16,
        });
        // Invisible: the markers are HTML (counts and prices need text, and text needs glyphs); the layer
        // makes MapLibre keep the source's clusters ready to read.
        map.addLayer({
          id: "listings-index",
          type: "circle",
          source: LISTINGS_SOURCE,
          paint: { "circle-radius": 1, "circle-opacity": 0 },
        });
        const markers = new Map<string, InstanceType<Engine["maplibregl"]["Marker"]>>();
        let popup: InstanceType<Engine["maplibregl"]["Popup"]> | undefined;
        const openCard = (listing: Placed) => {
          popup?.remove();
          popup = new engine.maplibregl.Popup({ offset: 18, closeButton: true, maxWidth: "260px" })
            .setLngLat([listing.longitude, listing.latitude])
            .setDOMContent(cardOf(listing))
            .addTo(map);
        };
        const cardOf = (listing: Placed) => {
          const { locale: lang, formatLocale: fmt, navigate: go } = latest.current;
          const card = document.createElement("div");
          card.className = "map-card";
          card.dir = lang === "ar" ? "rtl" : "ltr";
          const link = document.createElement("a");
          link.href = localisePath(`/property/${listing.id}`, lang);
          link.className = "map-card-title";
          link.textContent = listingText(listing, lang).title;
          link.dir = "auto";
          link.addEventListener("click", (event) => {
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
            event.preventDefault();
            go(`/property/${listing.id}`);
          });
          const price = document.createElement("p");
          price.className = "map-card-price";
          price.textContent = formatPrice(listing.price, listing.priceType, fmt);
          const place = document.createElement("p");
          place.className = "map-card-place";
          place.textContent = `${locationName(listing.location, lang)}, ${emirateNameOf(listing.emirate, lang)}`;
          card.append(link, price, place);
          return card;
        };
        const syncMarkers = () => {
          const source = map.getSource(LISTINGS_SOURCE) as
            { getClusterExpansionZoom(id: number): Promise<number> } | undefined;
          if (!source) return;
          const { placed: items, formatLocale: fmt } = latest.current;
          const byId = new Map(items.map((l) => [l.id, l]));
          const seen = new Set<string>();
          for (const feature of map.querySourceFeatures(LISTINGS_SOURCE)) {
            const props = feature.properties as Record<string, number | boolean>;
            const [lng, lat] = (feature.geometry as { coordinates: number[] }).coordinates;
            // A cluster's id is only an index into the current data: after new results the same id can
            // name another cluster elsewhere, so its marker is keyed by where it is and what it counts too.
            const key = props.cluster
              ? `c${props.cluster_id}@${lng},${lat}#${props.point_count}`
              : `p${props.id}`;
            if (seen.has(key)) continue;
            seen.add(key);
            if (markers.has(key)) continue;
            const element = document.createElement("div");
            element.setAttribute("aria-hidden", "true");
            if (props.cluster) {
              element.className = "map-cluster";
              element.textContent = formatCount(Number(props.point_count), fmt);
              element.addEventListener("click", () => {
                // Clicking a cluster always zooms in, even if its data has just been replaced.
                const zoomIn = (zoom: number) =>
                  map.easeTo({ center: [lng, lat], zoom: Math.min(Math.max(zoom, map.getZoom() + 1), 17) });
                source.getClusterExpansionZoom(Number(props.cluster_id)).then(zoomIn, () => zoomIn(0));
              });
            } else {
              const listing = byId.get(Number(props.id));
              if (!listing) continue;
              element.className = "map-price";
              element.textContent = formatCompactPrice(listing.price, fmt);
              element.dataset.listingId = String(listing.id);
              element.addEventListener("click", (event) => {
                event.stopPropagation();
                openCard(listing);
              });
            }
            markers.set(key, new engine.maplibregl.Marker({ element }).setLngLat([lng, lat]).addTo(map));
          }
          for (const [key, marker] of markers) {
            if (!seen.has(key)) {
              marker.remove();
              markers.delete(key);
            }
          }
        };
        map.on("sourcedata", (event) => {
          if (event.sourceId === LISTINGS_SOURCE && event.isSourceLoaded) syncMarkers();
        });
        map.on("moveend", syncMarkers);
        syncMarkers();

        let timer: ReturnType<typeof setTimeout> | undefined;
        map.on("moveend", () => {
          clearTimeout(timer);
          timer = setTimeout(() => {
            const b = map.getBounds();
            latest.current.onBboxChange(
              formatBbox({ west: b.getWest(), south: b.getSouth(), east: b.getEast(), north: b.getNorth() }),
            );
          }, BBOX_DEBOUNCE_MS);
        });
        map.on("remove", () => clearTimeout(timer));
        mapRef.current = { engine, map };
        setStatus("ready");
      } catch {
        if (!cancelled) setStatus("failed");
      }
    })();
    return () => {
      cancelled = true;
      mapRef.current = null;
      removeMap?.();
    };
    // The map is made once; later results reach it through the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // New results: the markers follow (the view stays where the visitor put it).
  const featureKey = placed.map((l) => `${l.id}:${l.latitude}:${l.longitude}`).join(",");
  useEffect(() => {
    const current = mapRef.current;
    if (!current || status !== "ready") return;
    const source = current.map.getSource(LISTINGS_SOURCE) as { setData(data: unknown): void } | undefined;
    source?.setData(toFeatures(latest.current.placed));
  }, [featureKey, status]);

  return (
    <section aria-labelledby={twinHeadingId} className="space-y-3">
      <div className="relative overflow-hidden rounded-xl border bg-[#cfe2ec]">
        <div
          ref={container}
          className="h-[55vh] min-h-72 w-full lg:h-[520px]"
          data-map="search"
          data-status={status}
        />
        {status === "loading" && (
          <p className="absolute inset-0 grid place-items-center text-sm text-muted-foreground">
            <Trans>Loading the map…</Trans>
          </p>
        )}
        {status === "failed" && (
          <p
            role="alert"
            className="absolute inset-0 grid place-items-center bg-muted p-6 text-center text-sm"
          >
            <Trans>
              The map could not be loaded on this device. The listings it would show are in the list below.
            </Trans>
          </p>
        )}
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        <Trans>
          Drag or use the arrow keys to move the map, plus and minus to zoom: the results follow the area
          shown. The same listings are in the list below.
        </Trans>
      </p>
      <h3 id={twinHeadingId} className="text-base font-semibold">
        <Trans>On the map ({formatCount(placed.length, formatLocale)})</Trans>
      </h3>
      {placed.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans>No listings in this area. Zoom out or move the map to see more.</Trans>
        </p>
      ) : (
        <ol className="divide-y rounded-xl border text-sm" data-testid="map-list">
          {placed.map((listing) => (
            <li key={listing.id}>
              <Link
                href={`/property/${listing.id}`}
                className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 px-3 py-2 hover:bg-muted focus-visible:bg-muted"
              >
                <span dir="auto" className="font-medium text-primary">
                  {listingText(listing, locale).title}
                </span>
                <span className="text-muted-foreground">
                  <bdi>{formatPrice(listing.price, listing.priceType, formatLocale)}</bdi>
                  {" · "}
                  {locationName(listing.location, locale)}
                </span>
              </Link>
            </li>
          ))}
        </ol>
      )}
      <p className="sr-only" role="status">
        {t`${formatCount(placed.length, formatLocale)} listings on the map`}
      </p>
    </section>
  );
}

/** The smallest box around the listings (the first view of a map opened without a bbox). */
function boundsOf(items: Placed[]): Bbox | undefined {
  if (!items.length) return undefined;
  const box = { west: 180, south: 90, east: -180, north: -90 };
  for (const l of items) {
    box.west = Math.min(box.west, l.longitude);
    box.east = Math.max(box.east, l.longitude);
    box.south = Math.min(box.south, l.latitude);
    box.north = Math.max(box.north, l.latitude);
  }
  // One listing, or several at one spot: a neighbourhood around it.
  const pad = 0.01;
  return { west: box.west - pad, south: box.south - pad, east: box.east + pad, north: box.north + pad };
}
