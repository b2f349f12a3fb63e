import type { zGateCategory, zGisServer } from '@fengshou/core/contract';
import type { z } from 'zod';
import type { Queryable } from '../../db/client';

/**
 * Map services configured for any of `areaIds`, one per server URL: where several areas configure the
 * same URL the deepest area's row wins (its legend and initial view are the most specific).
 */
export async function listDistinctGisServers(
  q: Queryable,
  areaIds: readonly number[],
): Promise<z.input<typeof zGisServer>[]> {
  const rows = await q.query<z.input<typeof zGisServer>>(
    `SELECT DISTINCT ON (c.server_url)
            c.id, c.server_name AS "serverName", c.server_category AS "serverCategory",
            c.server_type AS "serverType", c.server_url AS "serverUrl", c.legend,
            c.center_extend_plus AS "centerExtendPlus"
       FROM gis_server_configs c JOIN areas a ON a.id = c.area_id
      WHERE c.area_id = ANY($1::bigint[])
      ORDER BY c.server_url, a.level DESC, c.id`,
    [areaIds],
  );
  return rows.sort((x, y) => x.id - y.id);
}

/** The IoT gateway categories in display order. */
export async function listGateCategories(q: Queryable): Promise<z.input<typeof zGateCategory>[]> {
  return q.query(
    `SELECT id, identifier, name, icon, sort_num AS "sortNum" FROM gate_categories ORDER BY sort_num, id`,
  );
}
