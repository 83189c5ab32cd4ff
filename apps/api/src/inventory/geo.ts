import type { Point } from '@travel/contracts';

const KM_PER_DEGREE_LATITUDE = 111.32;
const rad = (deg: number): number => (deg * Math.PI) / 180;

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
