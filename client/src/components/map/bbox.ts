import { isInsideUae, UAE_BOUNDS } from "@shared/location-centres";

/** A map view's extent in degrees, as the search API's `bbox` takes it: west,south,east,north. */
export interface Bbox {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** 4 decimals (about 10 m): finer only makes URLs longer and every small drag a new cache entry. */
const round = (value: number) => Math.round(value * 1e4) / 1e4;

/** The URL value of a box: "55.1,25.05,55.2,25.12", clamped to the UAE so a zoomed-out map asks sensibly. */
export function formatBbox(box: Bbox): string {
  const west = Math.max(box.west, UAE_BOUNDS.west - 1);
  const east = Math.min(box.east, UAE_BOUNDS.east + 1);
  const south = Math.max(box.south, UAE_BOUNDS.south - 1);
  const north = Math.min(box.north, UAE_BOUNDS.north + 1);
  return [west, south, east, north].map(round).join(",");
}

/** The box in a URL value, or undefined when it is not four numbers in order (the API would refuse it). */
export function parseBbox(value: string | undefined): Bbox | undefined {
  if (!value) return undefined;
  const parts = value.split(",").map((part) => Number(part.trim()));
  if (parts.length !== 4 || parts.some((n) => !Number.isFinite(n) || value.trim() === "")) return undefined;
  const [west, south, east, north] = parts;
  if (west >= east || south >= north) return undefined;
  return { west, south, east, north };
}

/** Points that the map can place: listings with both coordinates inside the UAE. */
export function hasPlace<T extends { latitude: number | null; longitude: number | null }>(
  listing: T,
): listing is T & { latitude: number; longitude: number } {
  return (
    listing.latitude !== null &&
    listing.longitude !== null &&
    isInsideUae(listing.latitude, listing.longitude)
  );
}
