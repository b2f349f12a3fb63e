import { regionsOf } from '@fengshou/core/plates';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useAreaOutline } from '../../area/area-queries';
import type { AreaRef } from '../../area/area-store';
import { childShapesQuery } from '../../map/use-child-shapes';
import { overrideShapesQuery, usePlateSourceOverride } from '../plate-source';

/**
 * The regions a map of `area` draws (`regionsOf`), from one request for all the children's outlines (the GIS
 * map's, so the centre map and a map plate of the same area share it); the area's own outline is asked
 * only when it has no children. `shapes` is the children's query, for its loading and error states.
 */
export function useAreaRegions(area: AreaRef) {
  const override = usePlateSourceOverride();
  const shapes = useQuery(
    override ? overrideShapesQuery(override, area.areaId) : childShapesQuery(area.areaId),
  );
  const noChildren = shapes.data !== undefined && shapes.data.children.length === 0;
  // A screen with its own source draws what it answers (a village without children draws nothing).
  const outline = useAreaOutline(noChildren && !override ? area.areaId : undefined, area.level);
  const regions = useMemo(
    () => regionsOf(area, shapes.data, outline.data),
    [area, shapes.data, outline.data],
  );
  return { shapes, regions };
}
