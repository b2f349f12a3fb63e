/** Mean earth radius in kilometres used for haversine distances. */
export const EARTH_RADIUS_KM = 6371;
/** Default projected CRS of the map services (EPSG:4544, CGCS2000 / 3-degree Gauss-Kruger CM 105E). */
export const DEFAULT_PROJECTION = 4544;
/** Simplification tolerance for geometry queries, in the map service's units. */
export const GEOMETRY_TOLERANCE = 0.1;
/** Features per page when paging a map feature query by OBJECTID. */
export const MAP_QUERY_PAGE_SIZE = 1000;
/** Pages fetched at most for one map feature query, so one layer never loads more than 5,000 features. */
export const MAP_QUERY_MAX_PAGES = 5;
