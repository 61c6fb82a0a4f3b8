import { boundsOfPoints, isInsideUae } from "@shared/location-centres";

/** A drawn search area: its corners as [longitude, latitude], in drawing order (closed implicitly). */
export type DrawnArea = [number, number][];

/** The API's limits on a drawn area (shared/listing.ts `polygon`). */
export const AREA_MIN_POINTS = 3;
export const AREA_MAX_POINTS = 40;

/** 5 decimals (about 1 m): a corner where the visitor put it, in a URL that stays short. */
const round = (value: number) => Math.round(value * 1e5) / 1e5;

/** The URL value of an area: "55.13,25.07;55.16,25.07;55.16,25.1" (longitude first, like `bbox`). */
export function formatArea(area: DrawnArea): string {
  return area.map(([lng, lat]) => `${round(lng)},${round(lat)}`).join(";");
}

/** The area in a URL value, or undefined when the API would refuse it (too few or many corners, outside). */
export function parseArea(value: string | undefined): DrawnArea | undefined {
  if (!value) return undefined;
  const points = value.split(";").map((pair) => pair.split(",").map((part) => Number(part.trim())));
  if (points.length < AREA_MIN_POINTS || points.length > AREA_MAX_POINTS) return undefined;
  const valid = points.every(
    (point) => point.length === 2 && point.every(Number.isFinite) && isInsideUae(point[1], point[0]),
  );
  return valid ? (points as DrawnArea) : undefined;
}

/** The area as GeoJSON: its outline closed, for the map's fill and line layers. */
export function areaFeature(area: DrawnArea, closed: boolean) {
  const ring = closed && area.length >= AREA_MIN_POINTS ? [...area, area[0]] : area;
  return {
    type: "Feature" as const,
    properties: {},
    geometry:
      closed && area.length >= AREA_MIN_POINTS
        ? { type: "Polygon" as const, coordinates: [ring] }
        : { type: "LineString" as const, coordinates: ring },
  };
}

/** The smallest box around the area, for the map's first view of a search that has one. */
export function areaBounds(area: DrawnArea) {
  return boundsOfPoints(area);
}
