import type { Coordinates } from './types';

const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** True for an array of exactly two finite numbers: a latitude in [-90, 90] and a longitude in [-180, 180]. */
export function isValidCoordinates(value: unknown): value is [number, number] {
  if (!Array.isArray(value) || value.length !== 2) return false;
  const [lat, lng] = value as unknown[];
  return isFiniteNumber(lat) && isFiniteNumber(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
}

/**
 * Belarus as a latitude/longitude box, used to check office coordinates. Being a box, it also
 * takes in points just across the border (Vilnius, Smolensk).
 */
export const BELARUS_BOUNDS = {
  south: 51.26,
  north: 56.17,
  west: 23.17,
  east: 32.78,
} as const;

export function isInsideBelarus([lat, lng]: Coordinates): boolean {
  return (
    lat >= BELARUS_BOUNDS.south &&
    lat <= BELARUS_BOUNDS.north &&
    lng >= BELARUS_BOUNDS.west &&
    lng <= BELARUS_BOUNDS.east
  );
}
