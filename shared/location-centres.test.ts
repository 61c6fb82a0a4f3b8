import { describe, expect, it } from "vitest";
import {
  EMIRATE_LABEL_POINTS,
  LOCATION_CENTRES,
  LOCATION_POINTS,
  isInsideUae,
  locationCentre,
  roundCoordinate,
  spreadAround,
} from "./location-centres";
import { EMIRATES, LOCATIONS, type Emirate } from "./locations";

/**
 * Each emirate's rough extent (degrees), wide enough for its coast and islands and narrow enough that a
 * centre typed into the wrong emirate (or with latitude and longitude swapped) falls outside it.
 */
const EMIRATE_BOXES: Record<Emirate, { south: number; north: number; west: number; east: number }> = {
  Dubai: { south: 24.78, north: 25.36, west: 54.9, east: 55.6 },
  "Abu Dhabi": { south: 22.6, north: 24.97, west: 51.5, east: 55.9 },
  Sharjah: { south: 25.15, north: 25.45, west: 55.35, east: 55.75 },
  Ajman: { south: 25.37, north: 25.53, west: 55.42, east: 55.65 },
  "Umm Al Quwain": { south: 25.45, north: 25.65, west: 55.52, east: 55.9 },
  "Ras Al Khaimah": { south: 25.6, north: 26.1, west: 55.7, east: 56.2 },
  Fujairah: { south: 25.0, north: 25.7, west: 56.1, east: 56.4 },
};

function inBox(point: { latitude: number; longitude: number }, box: (typeof EMIRATE_BOXES)[Emirate]) {
  return (
    point.latitude >= box.south &&
    point.latitude <= box.north &&
    point.longitude >= box.west &&
    point.longitude <= box.east
  );
}

/** Great-circle distance in km (haversine). */
function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

describe("location centres", () => {
  it("has a centre for every one of the 58 locations and none for anything else", () => {
    expect(Object.keys(LOCATION_CENTRES).sort()).toEqual(LOCATIONS.map((l) => l.name).sort());
    expect(LOCATION_POINTS).toHaveLength(58);
    expect(locationCentre("Atlantis")).toBeUndefined();
    expect(locationCentre("toString")).toBeUndefined();
    expect(locationCentre("Dubai Marina")).toEqual({ latitude: 25.0805, longitude: 55.1403, radiusKm: 1 });
  });

  it.each(LOCATIONS.map((l) => [l.name, l.emirate] as const))(
    "%s lies inside %s's rough box, with 4–5 decimals and a radius of a community",
    (name, emirate) => {
      const centre = locationCentre(name)!;
      expect(inBox(centre, EMIRATE_BOXES[emirate])).toBe(true);
      expect(isInsideUae(centre.latitude, centre.longitude)).toBe(true);
      expect(roundCoordinate(centre.latitude)).toBe(centre.latitude);
      expect(roundCoordinate(centre.longitude)).toBe(centre.longitude);
      expect(centre.radiusKm).toBeGreaterThanOrEqual(0.2);
      expect(centre.radiusKm).toBeLessThanOrEqual(2);
    },
  );

  it("places well-known communities where they are", () => {
    expect(distanceKm(LOCATION_CENTRES["Dubai Marina"], { latitude: 25.08, longitude: 55.14 })).toBeLessThan(
      1,
    );
    expect(
      distanceKm(LOCATION_CENTRES["Downtown Dubai"], { latitude: 25.195, longitude: 55.275 }),
    ).toBeLessThan(1);
    expect(
      distanceKm(LOCATION_CENTRES["Al Reem Island"], { latitude: 24.495, longitude: 54.405 }),
    ).toBeLessThan(1);
    // Neighbours stay apart: JBR is on the beach, JLT across the road beyond the Marina.
    expect(
      distanceKm(
        LOCATION_CENTRES["Jumeirah Beach Residence (JBR)"],
        LOCATION_CENTRES["Jumeirah Lake Towers (JLT)"],
      ),
    ).toBeGreaterThan(0.5);
  });

  it("labels every emirate at a point inside its own box", () => {
    for (const emirate of EMIRATES)
      expect(inBox(EMIRATE_LABEL_POINTS[emirate], EMIRATE_BOXES[emirate])).toBe(true);
  });

  it("spreads points over the community's disc, deterministically", () => {
    const centre = LOCATION_CENTRES["Dubai Silicon Oasis"];
    const points = Array.from({ length: 200 }, (_, i) =>
      spreadAround(centre, (i * 0.618) % 1, (i * 0.377) % 1),
    );
    for (const p of points) expect(distanceKm(centre, p)).toBeLessThanOrEqual(centre.radiusKm + 0.01);
    // Not all on the centre: most are more than a tenth of the radius away, and they go every way.
    expect(points.filter((p) => distanceKm(centre, p) > centre.radiusKm / 10).length).toBeGreaterThan(150);
    expect(points.some((p) => p.latitude > centre.latitude && p.longitude < centre.longitude)).toBe(true);
    expect(points.some((p) => p.latitude < centre.latitude && p.longitude > centre.longitude)).toBe(true);
    expect(spreadAround(centre, 0.3, 0.7)).toEqual(spreadAround(centre, 0.3, 0.7));
    expect(spreadAround(centre, 0, 0.5)).toEqual({ latitude: centre.latitude, longitude: centre.longitude });
  });

  it("takes the UAE and refuses points outside it", () => {
    expect(isInsideUae(25.08, 55.14)).toBe(true);
    expect(isInsideUae(55.14, 25.08)).toBe(false); // swapped
    expect(isInsideUae(24.7, 46.7)).toBe(false); // Riyadh
    expect(isInsideUae(23.6, 58.4)).toBe(false); // Muscat
    expect(isInsideUae(0, 0)).toBe(false);
  });
});
