import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowDown, ArrowLeft, ArrowRight, ArrowUp, LocateFixed } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { roundCoordinate, UAE_BOUNDS } from "@shared/location-centres";
import { AmountInput } from "@/components/calculators/amount-input";
import { Button } from "@/components/ui/button";
import { loadMapEngine } from "./load-map-engine";
import { useMapStrings } from "./map-strings";

export interface Pin {
  latitude: number;
  longitude: number;
}

/** One nudge: about 50 m north–south (and a little less east–west at the UAE's latitude). */
const NUDGE_DEGREES = 0.0005;

/**
 * Where the listing is, for the editor (docs/decisions/0046-map-and-basemap.md): a map with a pin the owner
 * drags or drops with a click, starting at the community's centre; and, for the keyboard and for anyone
 * without the map, the latitude and longitude boxes and buttons that nudge the pin north, south, east or
 * west. `value` null means "the community's centre" (what the server stores when none is sent).
 * The boxes are text boxes read like every number box (AmountInput, parseLocalisedNumber), so "٢٥٫٠٧"
 * typed on an Arabic keyboard is 25.07; a type="number" box refuses Arabic-Indic digits and ٫.
 */
export function PinPicker({
  value,
  centre,
  onChange,
  errors,
}: {
  value: Pin | null;
  centre: Pin;
  onChange: (pin: Pin | null) => void;
  errors?: { latitude?: string; longitude?: string };
}) {
  const { t } = useLingui();
  const strings = useMapStrings();
  const shown = value ?? centre;
  const container = useRef<HTMLDivElement>(null);
  const markerRef = useRef<{ setLngLat(lngLat: [number, number]): unknown } | null>(null);
  const mapRef = useRef<{ easeTo(options: { center: [number, number] }): unknown } | null>(null);
  const [status, setStatus] = useState<"loading" | "ready" | "failed">("loading");
  const latest = useRef({ onChange, strings, shown });
  latest.current = { onChange, strings, shown };
  const latId = useId();
  const lngId = useId();
  const hintId = useId();

  useEffect(() => {
    let cancelled = false;
    let remove: (() => void) | undefined;
    (async () => {
      try {
        const loaded = await loadMapEngine(() => cancelled || !container.current);
        if (!loaded || !container.current) return;
        const { engine, style } = loaded;
        const start = latest.current.shown;
        const map = new engine.maplibregl.Map({
          container: container.current,
          style,
          center: [start.longitude, start.latitude],
          zoom: 13,
          dragRotate: false,
          pitchWithRotate: false,
          touchPitch: false,
          // A page scrolls past the map; zooming takes the buttons, a pinch or ctrl + wheel.
          cooperativeGestures: false,
          scrollZoom: false,
          attributionControl: false,
          locale: latest.current.strings.maplibre,
        });
        remove = () => map.remove();
        engine.addControls(map, engine.pageLocale(), { zoom: true });
        engine.exposeForTests("pin", map);
        const element = engine.pinElement();
        const marker = new engine.maplibregl.Marker({ element, anchor: "bottom", draggable: true })
          .setLngLat([start.longitude, start.latitude])
          .addTo(map);
        const place = (lng: number, lat: number) =>
          latest.current.onChange({ latitude: roundCoordinate(lat), longitude: roundCoordinate(lng) });
        marker.on("dragend", () => {
          const { lng, lat } = marker.getLngLat();
          place(lng, lat);
        });
        map.on("click", (event) => {
          marker.setLngLat(event.lngLat);
          place(event.lngLat.lng, event.lngLat.lat);
        });
        map.getCanvas().setAttribute("aria-describedby", hintId);
        markerRef.current = marker;
        mapRef.current = map;
        map.once("load", () => {
          if (cancelled) return;
          engine.finishBaseMap(map, style, engine.pageLocale());
          setStatus("ready");
        });
      } catch {
        if (!cancelled) setStatus("failed");
      }
    })();
    return () => {
      cancelled = true;
      markerRef.current = null;
      mapRef.current = null;
      remove?.();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The pin follows the boxes, the nudges and a change of community.
  useEffect(() => {
    markerRef.current?.setLngLat([shown.longitude, shown.latitude]);
    mapRef.current?.easeTo({ center: [shown.longitude, shown.latitude] });
  }, [shown.latitude, shown.longitude]);

  const nudge = (north: number, east: number) =>
    onChange({
      latitude: roundCoordinate(
        Math.min(UAE_BOUNDS.north, Math.max(UAE_BOUNDS.south, shown.latitude + north)),
      ),
      longitude: roundCoordinate(
        Math.min(UAE_BOUNDS.east, Math.max(UAE_BOUNDS.west, shown.longitude + east)),
      ),
    });
  // null: the box is empty or half-typed; the pin stays where it was until the box holds a number.
  const typed = (field: keyof Pin, number: number | null) => {
    if (number !== null) onChange({ ...shown, [field]: number });
  };

  return (
    <div className="space-y-3">
      <div className="relative overflow-hidden rounded-xl border bg-[#cfe2ec]">
        <div ref={container} className="h-64 w-full sm:h-72" data-map="pin" data-status={status} />
        {status === "failed" && (
          <p
            role="status"
            className="absolute inset-0 grid place-items-center bg-muted p-4 text-center text-sm"
          >
            <Trans>
              The map could not be loaded on this device. Type the coordinates or use the arrows below.
            </Trans>
          </p>
        )}
      </div>
      <p id={hintId} className="text-sm text-muted-foreground" aria-live="polite">
        {value ? (
          <Trans>The pin is where you put it. Drag it or click the map to move it.</Trans>
        ) : (
          <Trans>
            The pin is at the community's centre. Drag it or click the map to place your property.
          </Trans>
        )}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1">
          <label htmlFor={latId} className="text-sm font-medium">
            <Trans>Latitude</Trans>
          </label>
          <AmountInput
            id={latId}
            grouping={false}
            dir="ltr"
            value={shown.latitude}
            onValueChange={(number) => typed("latitude", number)}
            aria-invalid={errors?.latitude ? true : undefined}
          />
          {errors?.latitude && <p className="text-sm text-destructive">{errors.latitude}</p>}
        </div>
        <div className="space-y-1">
          <label htmlFor={lngId} className="text-sm font-medium">
            <Trans>Longitude</Trans>
          </label>
          <AmountInput
            id={lngId}
            grouping={false}
            dir="ltr"
            value={shown.longitude}
            onValueChange={(number) => typed("longitude", number)}
            aria-invalid={errors?.longitude ? true : undefined}
          />
          {errors?.longitude && <p className="text-sm text-destructive">{errors.longitude}</p>}
        </div>
      </div>
      <div role="group" aria-label={t`Move the pin`} className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={() => nudge(NUDGE_DEGREES, 0)}>
          <ArrowUp className="size-4" aria-hidden="true" />
          <Trans>North</Trans>
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={() => nudge(-NUDGE_DEGREES, 0)}>
          <ArrowDown className="size-4" aria-hidden="true" />
          <Trans>South</Trans>
        </Button>
        {/* East is to the right on a map in either language; the arrows point the map's way. */}
        <Button type="button" variant="outline" size="sm" onClick={() => nudge(0, -NUDGE_DEGREES)}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          <Trans>West</Trans>
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={() => nudge(0, NUDGE_DEGREES)}>
          <ArrowRight className="size-4" aria-hidden="true" />
          <Trans>East</Trans>
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)} disabled={!value}>
          <LocateFixed className="size-4" aria-hidden="true" />
          <Trans>Use the community's centre</Trans>
        </Button>
      </div>
    </div>
  );
}
