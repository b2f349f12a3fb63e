import type { QueryClient } from '@tanstack/react-query';
import { outlineQuery } from '../area/area-queries';
import type { AreaRef } from '../area/area-store';
import { childShapesQuery } from './use-child-shapes';

/**
 * Starts loading the shapes a map page opens on (the area's outline and its children) as soon as the
 * signed-in subject is known, beside the rest of the entry load and the map's code instead of after the
 * page has rendered, into the cache the map reads. Failures are the page's to show when it asks again.
 */
export function warmMapArea(client: QueryClient, area: AreaRef): void {
  void client.prefetchQuery(outlineQuery(area.areaId, area.level));
  void client.prefetchQuery(childShapesQuery(area.areaId));
}
