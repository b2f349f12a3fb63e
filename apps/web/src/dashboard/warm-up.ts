import type { QueryClient } from '@tanstack/react-query';
import { childAreasQuery } from '../area/area-queries';
import { openingTrail } from '../area/use-current-area';
import { areaSource, platesQuery, prefetchPlateData } from './use-dashboard-data';

type Subject = Parameters<typeof openingTrail>[0] & {};

/**
 * Starts loading a dashboard's plates and their data as soon as the signed-in subject is known, beside
 * the rest of the entry load (menus, permissions, map services) instead of after it and after the page
 * has rendered: plate list and the area's children, then every plate's data, into the cache the page
 * reads. A plate that does not name the children asks as soon as the list is in (`plateContext`). Nothing
 * is toasted here; a failure is the page's to show when it asks again.
 */
export async function warmDashboard(client: QueryClient, subject: Subject, menuKey: number): Promise<void> {
  const trail = openingTrail(subject);
  const area = trail.at(-1);
  if (!area || menuKey <= 0) return;
  const children = client.fetchQuery(childAreasQuery(area.areaId, false));
  // Awaited below, after the plates; a failure meanwhile is not an unhandled rejection.
  children.catch(() => {});
  const plates = await client.fetchQuery(platesQuery(subject.id, menuKey, false));
  const asked = new Set<number>();
  prefetchPlateData(client, plates, areaSource(subject.areaChain, trail), asked);
  prefetchPlateData(client, plates, areaSource(subject.areaChain, trail, await children), asked);
}
