/**
 * The Tianditu token for the configured basemaps. Until the gis token endpoint answers (or when the
 * basemap needs none) this is null and the Tianditu URLs carry an empty key.
 */
export function useGisToken(_needed: boolean): string | null {
  return null;
}
