import { regionsOf } from '@fengshou/core/plates';
import { useMemo } from 'react';
import { useAreaOutline } from '../../area/area-queries';
import type { AreaRef } from '../../area/area-store';
import { useChildShapes } from '../../map/use-child-shapes';

/**
 * The regions a map of `area` draws (`regionsOf`), from one request for all the children's outlines (the GIS
 * map's, so the centre map and a map plate of the same area share it); the area's own outline is asked
 * only when it has no children. `shapes` is the children's query, for its loading and error states.
 */
export function useAreaRegions(area: AreaRef) {
  const shapes = useChildShapes(area.areaId);
  const noChildren = shapes.data !== undefined && shapes.data.children.length === 0;
  const outline = useAreaOutline(noChildren ? area.areaId : undefined, area.level);
  const regions = useMemo(
    () => regionsOf(area, shapes.data, outline.data),
    [area, shapes.data, outline.data],
  );
  return { shapes, regions };
}
