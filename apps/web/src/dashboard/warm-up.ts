import type { QueryClient } from '@tanstack/react-query';
import { childAreasQuery } from '../ui/area/area-queries';
import { openingTrail } from '../ui/area/use-current-area';
import { loadECharts } from '../ui/echarts-loader';
import { dataSourceContextOf, plateDataQuery, platesQuery } from './use-dashboard-data';

type Subject = Parameters<typeof openingTrail>[0] & {};

/**
 * Starts loading a dashboard's plates and their data as soon as the signed-in subject is known, beside
 * the rest of the entry load (menus, permissions, map services) instead of after it and after the page
 * has rendered: plate list and the area's children, then every plate's data, into the cache the page
 * reads. Nothing is toasted here; a failure is the page's to show when it asks again.
 */
export async function warmDashboard(client: QueryClient, subject: Subject, menuKey: number): Promise<void> {
  const trail = openingTrail(subject);
  const area = trail.at(-1);
  if (!area || menuKey <= 0) return;
  const [plates, children] = await Promise.all([
    client.fetchQuery(platesQuery(subject.id, menuKey, false)),
    client.fetchQuery(childAreasQuery(area.areaId, false)),
  ]);
  const ctx = dataSourceContextOf(subject.areaChain, trail, children);
  if (!ctx) return;
  for (const plate of plates) {
    const query = plateDataQuery(plate, ctx);
    if (query.enabled) void client.prefetchQuery(query);
  }
  // The charts' code is evaluated while the server computes the plates' figures.
  void loadECharts().catch(() => {});
}
