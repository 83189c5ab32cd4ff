const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_DEGREE_LATITUDE = 111.32;
const rad = (deg: number): number => (deg * Math.PI) / 180;

export interface Point {
  latitude: number;
  longitude: number;
}

/** Great-circle distance in km (haversine). */
export function distanceKm(a: Point, b: Point): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Kilometres to two decimals, as cards show them (SPEC 9). */
export const roundKm = (km: number): number => Math.round(km * 100) / 100;

export interface BoundingBox {
  minLatitude: number;
  maxLatitude: number;
  /** Null when the box crosses a pole or the antimeridian: then longitude does not narrow the search. */
  longitude: { min: number; max: number } | null;
}

/**
 * A box that contains every point within `radiusKm`: the cheap index-friendly pre-filter;
 * distanceKm then decides exactly.
 */
export function boundingBox(center: Point, radiusKm: number): BoundingBox {
  const dLat = radiusKm / KM_PER_DEGREE_LATITUDE;
  const minLatitude = center.latitude - dLat;
  const maxLatitude = center.latitude + dLat;
  const cos = Math.cos(rad(Math.max(Math.abs(minLatitude), Math.abs(maxLatitude))));
  const dLon = cos > 0.01 ? radiusKm / (KM_PER_DEGREE_LATITUDE * cos) : 360;
  const min = center.longitude - dLon;
  const max = center.longitude + dLon;
  return { minLatitude, maxLatitude, longitude: min < -180 || max > 180 ? null : { min, max } };
}
