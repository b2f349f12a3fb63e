/** An area as the maps name it. */
export interface AreaRef {
  areaId: number;
  areaName: string;
  level: number;
}

/** One area drawn on the dashboard's area map: a child of the current area, or the area itself. */
export interface MapRegion extends AreaRef {
  /** Where its name is written ([lng, lat]); none for an area without a label point. */
  center: readonly [number, number] | null;
  geometry: unknown;
  /** A click moves the dashboard into it (a child); the area itself is not a way further down. */
  drillable: boolean;
}

interface ChildShapes {
  children: readonly (AreaRef & { center: readonly [number, number] | null; geometry: unknown })[];
}

interface Outline {
  areaId: number;
  geometry: unknown;
}

/**
 * What the map of an area draws: its children with outlines; an area without children (a village) is drawn
 * alone, and nothing when the children have no outlines. Spec §5 answers a missing outline with the county's, which is not this area's shape: nothing is
 * drawn then rather than the wrong shape under the area's name. Null while the shapes are loading.
 */
export function regionsOf(
  area: AreaRef,
  shapes: ChildShapes | undefined,
  outline: Outline | undefined,
): MapRegion[] | null {
  if (!shapes) return null;
  const children = shapes.children.filter((c) => c.geometry);
  if (children.length > 0) {
    return children.map((c) => ({
      areaId: c.areaId,
      areaName: c.areaName,
      level: c.level,
      center: c.center,
      geometry: c.geometry,
      drillable: true,
    }));
  }
  // Children without outlines (an installation that has not imported them yet): nothing to draw.
  if (shapes.children.length > 0) return [];
  if (!outline) return null;
  if (outline.areaId !== area.areaId || !outline.geometry) return [];
  return [{ ...area, center: null, geometry: outline.geometry, drillable: false }];
}

/**
 * The regions as the GeoJSON a map series draws, each feature named by `nameOf`: the area id by default
 * (names can repeat), the area's name where the data rows are matched by name (map plates).
 */
export function regionsGeoJson(
  regions: readonly MapRegion[],
  nameOf: (r: MapRegion) => string = (r) => String(r.areaId),
) {
  return {
    type: 'FeatureCollection',
    features: regions.map((r) => ({
      type: 'Feature',
      properties: { name: nameOf(r) },
      geometry: r.geometry,
    })),
  };
}
