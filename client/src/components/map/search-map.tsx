import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery, useSuspenseQuery, type UseSuspenseQueryOptions } from "@tanstack/react-query";
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
import {
  areaBounds,
  areaFeature,
  formatArea,
  parseArea,
  AREA_MAX_POINTS,
  AREA_MIN_POINTS,
  type DrawnArea,
} from "./drawn-area";
import { loadMapEngine } from "./load-map-engine";
import { mapClustersQuery, type MapCluster, type MapClusters, type MapView } from "./map-clusters";
import { useMapStrings } from "./map-strings";

/** How long the map must rest before its view becomes the search's `bbox` (a drag fires many moves). */
const BBOX_DEBOUNCE_MS = 450;
const AREA_SOURCE = "drawn-area";

type Engine = typeof import("./engine");
type MapInstance = import("./engine").MapLibreMap;
type Placed = ListingSummary & { latitude: number; longitude: number };

function asBounds(box: Bbox): [[number, number], [number, number]] {
  return [
    [box.west, box.south],
    [box.east, box.north],
  ];
}

/**
 * The search's results on a map (docs/decisions/0046-map-and-basemap.md, 0068): every match in the view,
 * counted by the database in cells of about 64 pixels (a cell with one listing is its price, which opens
 * its card); moving the map makes its view the search's `bbox` (debounced), which changes the results. A
 * visitor can draw an area (Rightmove's "draw a search"): its corners become the search's `polygon`. Under
 * the map, the list twin: the page's listings as links, which is how a keyboard or screen reader uses what
 * the map shows. Without WebGL (or when the map cannot load) a message says so and the list still works.
 */
/** The search's page of results, as the page asks for it (the listings feature's query options). */
export type ResultsQuery = (params: SearchListingsParams) => { queryKey: readonly unknown[] };

export default function SearchMap({
  params,
  queryFor,
  bbox,
  onBboxChange,
  area,
  onAreaChange,
}: {
  params: SearchListingsParams;
  queryFor: ResultsQuery;
  bbox: string | undefined;
  onBboxChange: (bbox: string) => void;
  /** The drawn area of the search (`polygon`), if any. */
  area: string | undefined;
  /** A finished area, or undefined to remove it. */
  onAreaChange: (area: string | undefined) => void;
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
  const [view, setView] = useState<MapView | null>(null);
  // The corners drawn so far, while the visitor is drawing an area; null when not drawing.
  const [drawing, setDrawing] = useState<DrawnArea | null>(null);
  const drawnArea = parseArea(area);
  const hintId = useId();
  const twinHeadingId = useId();
  const { data: matches } = useQuery<MapClusters>({
    ...mapClustersQuery(params, view ?? { bbox: DEFAULT_MAP_VIEW, zoom: 0 }),
    enabled: view !== null && status === "ready",
    // The markers stay while the next view's load: a map that empties on every drag is hard to follow.
    placeholderData: (previous) => previous,
  });

  // The latest props for the map's long-lived handlers.
  const latest = useRef({
    placed,
    onBboxChange,
    navigate,
    locale,
    formatLocale,
    strings,
    drawing,
    setDrawing,
  });
  latest.current = { placed, onBboxChange, navigate, locale, formatLocale, strings, drawing, setDrawing };
  const initialBbox = useRef(parseBbox(bbox) ?? (drawnArea ? areaBounds(drawnArea) : undefined));
  const showMatches = useRef<(clusters: MapCluster[]) => void>(() => {});

  useEffect(() => {
    let cancelled = false;
    let removeMap: (() => void) | undefined;
    (async () => {
      try {
        const loaded = await loadMapEngine(() => cancelled || !container.current);
        if (!loaded || !container.current) return;
        const { engine, style } = loaded;
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
        engine.finishBaseMap(map, style, latest.current.locale);
        addAreaLayers(map);
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
        /** A listing of the page opens at once; another one in the view is read first. */
        const openListing = async (id: number) => {
          const onPage = latest.current.placed.find((listing) => listing.id === id);
          if (onPage) return openCard(onPage);
          const res = await fetch(`/api/properties/${id}`);
          if (!res.ok) return;
          const listing = (await res.json()) as ListingSummary;
          if (hasPlace(listing)) openCard(listing);
        };
        showMatches.current = (clusters) => {
          const { formatLocale: fmt } = latest.current;
          const seen = new Set<string>();
          for (const cluster of clusters) {
            const { longitude: lng, latitude: lat } = cluster;
            const single = cluster.count === 1 && cluster.id !== null && cluster.price !== null;
            const key = single ? `p${cluster.id}` : `c${lng},${lat}#${cluster.count}`;
            seen.add(key);
            if (markers.has(key)) continue;
            const element = document.createElement("div");
            element.setAttribute("aria-hidden", "true");
            if (single) {
              element.className = "map-price";
              element.textContent = formatCompactPrice(cluster.price!, fmt);
              element.dataset.listingId = String(cluster.id);
              element.addEventListener("click", (event) => {
                event.stopPropagation();
                void openListing(cluster.id!);
              });
            } else {
              element.className = "map-cluster";
              element.textContent = formatCount(cluster.count, fmt);
              // A cell is about 64 pixels: two levels in, its listings stand apart.
              element.addEventListener("click", (event) => {
                event.stopPropagation();
                map.easeTo({ center: [lng, lat], zoom: Math.min(map.getZoom() + 2, 17) });
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
        // Drawing: each tap or click is a corner; the map does not zoom on a double click meanwhile.
        map.on("click", (event) => {
          const { drawing: corners, setDrawing: draw } = latest.current;
          if (!corners || corners.length >= AREA_MAX_POINTS) return;
          draw([...corners, [event.lngLat.lng, event.lngLat.lat]]);
        });
        const viewOf = (): MapView => {
          const b = map.getBounds();
          return {
            bbox: { west: b.getWest(), south: b.getSouth(), east: b.getEast(), north: b.getNorth() },
            zoom: map.getZoom(),
          };
        };
        setView(viewOf());

        let timer: ReturnType<typeof setTimeout> | undefined;
        map.on("moveend", () => {
          clearTimeout(timer);
          timer = setTimeout(() => {
            const now = viewOf();
            setView(now);
            latest.current.onBboxChange(formatBbox(now.bbox));
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

  // Every match in the view: the markers follow the database's cells.
  useEffect(() => {
    if (matches && status === "ready") showMatches.current(matches.clusters);
  }, [matches, status]);

  // The drawn area on the map: the corners while drawing, the finished shape of the search otherwise.
  const areaKey = drawing ? `drawing:${formatArea(drawing)}` : (area ?? "");
  useEffect(() => {
    const current = mapRef.current;
    if (!current || status !== "ready") return;
    const source = current.map.getSource(AREA_SOURCE) as { setData(data: unknown): void } | undefined;
    const shown = drawing ?? drawnArea;
    source?.setData({
      type: "FeatureCollection",
      features: shown?.length ? [areaFeature(shown, !drawing)] : [],
    });
    if (drawing) current.map.doubleClickZoom.disable();
    else current.map.doubleClickZoom.enable();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [areaKey, status]);

  const total = matches?.total ?? placed.length;

  return (
    <section aria-labelledby={twinHeadingId} className="space-y-3">
      <div className="relative overflow-hidden rounded-xl border bg-[#cfe2ec]">
        <div
          ref={container}
          className="h-[55vh] min-h-72 w-full lg:h-[520px]"
          data-map="search"
          data-status={status}
          data-drawing={drawing ? "true" : undefined}
        />
        {status === "ready" && (
          <AreaControls
            drawing={drawing}
            hasArea={Boolean(drawnArea)}
            onStart={() => setDrawing([])}
            onFinish={() => {
              if (drawing && drawing.length >= AREA_MIN_POINTS) onAreaChange(formatArea(drawing));
              setDrawing(null);
            }}
            onCancel={() => setDrawing(null)}
            onRemove={() => onAreaChange(undefined)}
          />
        )}
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
        <Trans>On the map ({formatCount(total, formatLocale)})</Trans>
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
        {t`${formatCount(total, formatLocale)} listings on the map`}
      </p>
    </section>
  );
}

/** The drawn area's layers: a light fill, its outline, and a dot at each corner. */
function addAreaLayers(map: MapInstance) {
  map.addSource(AREA_SOURCE, { type: "geojson", data: { type: "FeatureCollection", features: [] } });
  map.addLayer({
    id: "drawn-area-fill",
    type: "fill",
    source: AREA_SOURCE,
    filter: ["==", ["geometry-type"], "Polygon"],
    paint: { "fill-color": "#0f5257", "fill-opacity": 0.12 },
  });
  map.addLayer({
    id: "drawn-area-line",
    type: "line",
    source: AREA_SOURCE,
    paint: { "line-color": "#0f5257", "line-width": 3 },
  });
}

/**
 * "Draw an area" on the map: while drawing, each tap or click on the map is a corner, "Finish" (from three
 * corners) makes the area the search's, "Cancel" leaves the search as it was; a search with an area can
 * remove it. The corners are counted aloud for screen readers; the filters and the list remain the way to
 * search without a pointer.
 */
function AreaControls({
  drawing,
  hasArea,
  onStart,
  onFinish,
  onCancel,
  onRemove,
}: {
  drawing: DrawnArea | null;
  hasArea: boolean;
  onStart: () => void;
  onFinish: () => void;
  onCancel: () => void;
  onRemove: () => void;
}) {
  const { t } = useLingui();
  const button =
    "inline-flex min-h-9 items-center rounded-md border bg-background px-3 text-sm font-medium shadow transition hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50";
  const corners = drawing?.length ?? 0;
  return (
    <div className="absolute inset-s-2 top-2 flex max-w-[calc(100%-4rem)] flex-wrap items-center gap-2">
      {drawing ? (
        <>
          <p className="rounded-md bg-background/95 px-2 py-1 text-sm shadow" role="status">
            {corners < AREA_MIN_POINTS
              ? t`Tap the map at each corner of your area (${corners} of at least 3)`
              : t`${corners} corners: add more, or finish`}
          </p>
          <button type="button" className={button} disabled={corners < AREA_MIN_POINTS} onClick={onFinish}>
            {t`Finish the area`}
          </button>
          <button type="button" className={button} onClick={onCancel}>
            {t`Cancel`}
          </button>
        </>
      ) : (
        <>
          <button type="button" className={button} onClick={onStart}>
            {hasArea ? t`Draw a new area` : t`Draw an area`}
          </button>
          {hasArea && (
            <button type="button" className={button} onClick={onRemove}>
              {t`Remove the area`}
            </button>
          )}
        </>
      )}
    </div>
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
