/** Radii the surroundings analysis offers, metres (the server allows 100 to 3000). */
export const RADIUS_OPTIONS_M = [500, 1000, 2000, 3000] as const;

/** 500米, 1公里, 1.5公里. */
export function radiusText(m: number): string {
  return m < 1000 ? `${m}米` : `${m / 1000}公里`;
}

/** A distance as a bureau user reads it: metres below a kilometre, else kilometres with one decimal. */
export function distanceText(m: number): string {
  return m < 1000 ? `${Math.round(m)}米` : `${(m / 1000).toFixed(1)}公里`;
}
