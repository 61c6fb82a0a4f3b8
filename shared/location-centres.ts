import { LOCATIONS, type Emirate, type LocationName } from "./locations";

/**
 * Where each of the 58 locations is (WGS 84 degrees) and how far its homes spread from that point:
 * the default pin of a new listing, the backfill of listings without coordinates (migration 0012), the
 * sample data's scatter and the labels of the default basemap (docs/decisions/0046-map-and-basemap.md).
 * Centres are on land inside the community, from public maps; radii keep a scatter inside it (narrow
 * coastal strips and islands get small ones). Coarse by design: a community, not a building.
 */
export interface LocationCentre {
  latitude: number;
  longitude: number;
  /** How far from the centre listings of the community are spread, in kilometres. */
  radiusKm: number;
}

export const LOCATION_CENTRES = {
  // Dubai
  "Downtown Dubai": { latitude: 25.1945, longitude: 55.278, radiusKm: 0.8 },
  "Dubai Marina": { latitude: 25.0805, longitude: 55.1403, radiusKm: 1.0 },
  "Palm Jumeirah": { latitude: 25.1125, longitude: 55.1388, radiusKm: 0.5 },
  "Business Bay": { latitude: 25.186, longitude: 55.2665, radiusKm: 0.9 },
  "Arabian Ranches": { latitude: 25.0555, longitude: 55.2685, radiusKm: 1.4 },
  "Jumeirah Beach Residence (JBR)": { latitude: 25.0775, longitude: 55.1352, radiusKm: 0.3 },
  "Jumeirah Village Circle (JVC)": { latitude: 25.059, longitude: 55.209, radiusKm: 1.1 },
  "Jumeirah Lake Towers (JLT)": { latitude: 25.0693, longitude: 55.1418, radiusKm: 0.7 },
  "Dubai Hills Estate": { latitude: 25.1055, longitude: 55.2475, radiusKm: 1.4 },
  DIFC: { latitude: 25.2125, longitude: 55.2812, radiusKm: 0.45 },
  "Al Barsha": { latitude: 25.1085, longitude: 55.1985, radiusKm: 1.1 },
  Jumeirah: { latitude: 25.2065, longitude: 55.2525, radiusKm: 0.8 },
  "Umm Suqeim": { latitude: 25.1405, longitude: 55.2105, radiusKm: 0.8 },
  "Dubai Creek Harbour": { latitude: 25.2035, longitude: 55.3445, radiusKm: 0.6 },
  "Mohammed Bin Rashid City": { latitude: 25.1705, longitude: 55.3045, radiusKm: 1.4 },
  "Dubai Silicon Oasis": { latitude: 25.1205, longitude: 55.3805, radiusKm: 1.1 },
  "Damac Hills": { latitude: 25.0255, longitude: 55.2505, radiusKm: 1.1 },
  "Motor City": { latitude: 25.0455, longitude: 55.2385, radiusKm: 0.7 },
  "Dubai Sports City": { latitude: 25.0385, longitude: 55.2205, radiusKm: 0.7 },
  "International City": { latitude: 25.1655, longitude: 55.4105, radiusKm: 1.0 },
  "Al Furjan": { latitude: 25.0275, longitude: 55.1485, radiusKm: 0.9 },
  "Town Square": { latitude: 24.9995, longitude: 55.2875, radiusKm: 0.9 },
  Mirdif: { latitude: 25.2195, longitude: 55.4205, radiusKm: 1.1 },
  Deira: { latitude: 25.2665, longitude: 55.3155, radiusKm: 0.9 },
  "Bur Dubai": { latitude: 25.2505, longitude: 55.2925, radiusKm: 0.7 },
  "Emirates Hills": { latitude: 25.0685, longitude: 55.1705, radiusKm: 0.7 },
  // Abu Dhabi
  "Al Reem Island": { latitude: 24.4955, longitude: 54.4055, radiusKm: 0.8 },
  "Saadiyat Island": { latitude: 24.5385, longitude: 54.4255, radiusKm: 1.3 },
  "Yas Island": { latitude: 24.4855, longitude: 54.6055, radiusKm: 1.4 },
  "Al Raha Beach": { latitude: 24.4435, longitude: 54.6005, radiusKm: 0.7 },
  "Khalifa City": { latitude: 24.4205, longitude: 54.5805, radiusKm: 1.6 },
  "Al Reef": { latitude: 24.4575, longitude: 54.6805, radiusKm: 0.8 },
  "Masdar City": { latitude: 24.4275, longitude: 54.6155, radiusKm: 0.6 },
  "Corniche Area": { latitude: 24.4745, longitude: 54.3585, radiusKm: 0.6 },
  "Al Maryah Island": { latitude: 24.5005, longitude: 54.3895, radiusKm: 0.4 },
  "Mohammed Bin Zayed City": { latitude: 24.3505, longitude: 54.5455, radiusKm: 1.8 },
  "Al Ghadeer": { latitude: 24.8445, longitude: 55.0515, radiusKm: 0.7 },
  "Al Khalidiyah": { latitude: 24.4685, longitude: 54.3485, radiusKm: 0.5 },
  // Sharjah
  "Al Majaz": { latitude: 25.3235, longitude: 55.3825, radiusKm: 0.5 },
  "Al Nahda": { latitude: 25.3005, longitude: 55.3705, radiusKm: 0.6 },
  "Al Khan": { latitude: 25.3155, longitude: 55.3665, radiusKm: 0.4 },
  Aljada: { latitude: 25.3055, longitude: 55.4605, radiusKm: 0.9 },
  Muwaileh: { latitude: 25.2905, longitude: 55.4455, radiusKm: 0.9 },
  "Al Taawun": { latitude: 25.3135, longitude: 55.3785, radiusKm: 0.5 },
  "Tilal City": { latitude: 25.2605, longitude: 55.5305, radiusKm: 1.3 },
  // Ajman
  "Al Nuaimiya": { latitude: 25.3905, longitude: 55.4585, radiusKm: 0.7 },
  "Ajman Corniche": { latitude: 25.4125, longitude: 55.4505, radiusKm: 0.35 },
  "Al Rashidiya": { latitude: 25.4025, longitude: 55.4485, radiusKm: 0.5 },
  "Emirates City": { latitude: 25.4705, longitude: 55.5805, radiusKm: 0.9 },
  // Ras Al Khaimah
  "Al Hamra Village": { latitude: 25.6865, longitude: 55.7855, radiusKm: 0.6 },
  "Mina Al Arab": { latitude: 25.7205, longitude: 55.8205, radiusKm: 0.5 },
  "Al Marjan Island": { latitude: 25.6665, longitude: 55.7425, radiusKm: 0.35 },
  "Al Nakheel": { latitude: 25.7905, longitude: 55.9555, radiusKm: 0.7 },
  // Fujairah
  "Fujairah City": { latitude: 25.1205, longitude: 56.3305, radiusKm: 1.1 },
  Dibba: { latitude: 25.5955, longitude: 56.2555, radiusKm: 0.7 },
  "Al Faseel": { latitude: 25.1405, longitude: 56.3455, radiusKm: 0.5 },
  // Umm Al Quwain
  "Umm Al Quwain Marina": { latitude: 25.5365, longitude: 55.6065, radiusKm: 0.6 },
  "Al Salamah": { latitude: 25.5105, longitude: 55.6005, radiusKm: 0.9 },
} as const satisfies Record<LocationName, LocationCentre>;

/**
 * Where each emirate's name is written on the basemap: inside the emirate, away from the community
 * labels (Abu Dhabi's sits in its mainland, not on the city).
 */
export const EMIRATE_LABEL_POINTS: Record<Emirate, { latitude: number; longitude: number }> = {
  Dubai: { latitude: 24.98, longitude: 55.42 },
  "Abu Dhabi": { latitude: 23.65, longitude: 53.8 },
  Sharjah: { latitude: 25.22, longitude: 55.64 },
  Ajman: { latitude: 25.44, longitude: 55.52 },
  "Umm Al Quwain": { latitude: 25.55, longitude: 55.75 },
  "Ras Al Khaimah": { latitude: 25.78, longitude: 56.05 },
  Fujairah: { latitude: 25.33, longitude: 56.28 },
};

/**
 * The bounding box that every listing's coordinates must fall in: the UAE (22.63°–26.08° N,
 * 51.58°–56.38° E, Natural Earth) with a small margin for its islands and coast.
 */
export const UAE_BOUNDS = { south: 22.5, north: 26.3, west: 51.4, east: 56.5 } as const;

/** The view the map opens on when nothing narrower is asked for: the populated northern emirates. */
export const DEFAULT_MAP_VIEW = { west: 54.2, south: 24.2, east: 56.45, north: 25.85 } as const;

/** The smallest box around [longitude, latitude] points (a drawn area's corners). */
export function boundsOfPoints(points: readonly (readonly [number, number])[]) {
  const longitudes = points.map(([lng]) => lng);
  const latitudes = points.map(([, lat]) => lat);
  return {
    west: Math.min(...longitudes),
    south: Math.min(...latitudes),
    east: Math.max(...longitudes),
    north: Math.max(...latitudes),
  };
}

export function isInsideUae(latitude: number, longitude: number): boolean {
  return (
    latitude >= UAE_BOUNDS.south &&
    latitude <= UAE_BOUNDS.north &&
    longitude >= UAE_BOUNDS.west &&
    longitude <= UAE_BOUNDS.east
  );
}

/** The centre of a location, or undefined for a name that is not one of the 58. */
export function locationCentre(name: string): LocationCentre | undefined {
  return Object.hasOwn(LOCATION_CENTRES, name) ? LOCATION_CENTRES[name as LocationName] : undefined;
}

/** Degrees rounded to 5 decimals (about a metre): more would only claim a precision nobody gave. */
export function roundCoordinate(value: number): number {
  return Math.round(value * 1e5) / 1e5;
}

const KM_PER_DEGREE_LATITUDE = 111.32;

/**
 * A point around a location's centre, `u` and `v` in [0, 1): uniform over the disc of its radius (the
 * square root spreads points evenly instead of bunching them at the centre). Deterministic in u and v, so
 * the sample data places each listing in the same spot every time.
 */
export function spreadAround(
  centre: LocationCentre,
  u: number,
  v: number,
): { latitude: number; longitude: number } {
  const distance = centre.radiusKm * Math.sqrt(u);
  const angle = 2 * Math.PI * v;
  const north = distance * Math.cos(angle);
  const east = distance * Math.sin(angle);
  const latitude = centre.latitude + north / KM_PER_DEGREE_LATITUDE;
  const longitude =
    centre.longitude + east / (KM_PER_DEGREE_LATITUDE * Math.cos((centre.latitude * Math.PI) / 180));
  return { latitude: roundCoordinate(latitude), longitude: roundCoordinate(longitude) };
}

/** Every location with its centre, in the product's order (the basemap's labels). */
// Pure: a bundle that imports only UAE_BOUNDS (the API schema) leaves the table out.
export const LOCATION_POINTS = /* @__PURE__ */ LOCATIONS.map((l) => ({
  ...l,
  ...LOCATION_CENTRES[l.name as LocationName],
}));
