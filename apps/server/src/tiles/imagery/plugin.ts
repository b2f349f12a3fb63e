import { badParams } from '@fengshou/core';
import type { EndpointDef } from '@fengshou/core/contract';
import { IMAGERY_PHASES, IMAGERY_TILE_SIZE, type ImageryPhase } from '@fengshou/core/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { areaCodeRange } from '../../auth/scope';
import type { Session } from '../../auth/sessions';
import type { Queryable } from '../../db/client';
import { sniffPicture } from '../../files/store/picture';
import { authorize, TOKEN_HEADER } from '../../http/guard';
import { onStatsInvalidated } from '../../modules/archive/cache';
import {
  assertBatchVisible,
  type ImagerySource,
  imageryBatch,
  imagerySources,
  phaseDate,
} from '../../modules/gis/imagery-repo';
import { refuse } from '../plugin';
import { TileCache } from '../tile-cache';
import { parseTile, type TileAddress } from '../tile-math';
import { encodePng } from './png';
import { Raster } from './raster';
import { syntheticTile } from './synthetic';
import { upstreamTile } from './upstream';

/** Who may fetch imagery tiles: like the vector tiles (data:view, display tokens included). */
const IMAGERY_ACCESS: EndpointDef = {
  path: '/api/gisdata/gov/imagery/tiles',
  summary: '监测影像瓦片',
  access: 'data:view',
  display: true,
  body: z.unknown(),
  result: z.unknown(),
};

const PNG = 'image/png';
// Land outside the caller's area, and tiles a service does not have: nothing to draw over the basemap.
const EMPTY = encodePng(new Raster(IMAGERY_TILE_SIZE).rgba, IMAGERY_TILE_SIZE, IMAGERY_TILE_SIZE);

type Query = Partial<Record<'batchId' | 'phase', string>>;

/** True when the tile touches the outline of the area (a service's tile is only served over the area). */
async function touchesArea(db: Queryable, areaId: number, t: TileAddress): Promise<boolean> {
  const [row] = await db.query<{ hit: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM areas WHERE id = $1
       AND ST_Intersects(geom, ST_Transform(ST_TileEnvelope(${t.z}, ${t.x}, ${t.y}), 4326))) AS hit`,
    [areaId],
  );
  return row?.hit === true;
}

/**
 * GET /tiles/imagery/{z}/{x}/{y}.png?batchId=&phase=before|after — the before or after image of a
 * monitoring batch, for callers who may see the batch: synthesised from the database (demo counties) or
 * fetched from the bureau's tile service, only over the caller's area. Bad addresses and parameters answer
 * respCode 300 naming them (HTTP 400: MapLibre looks at the status only). A miss reports its render time
 * in `Server-Timing` (bench/README gives the figures).
 */
export async function imageryTilesPlugin(app: FastifyInstance): Promise<void> {
  const cache = new TileCache(96 * 1024 * 1024);
  // The villages drawn and the clip to the area follow the area outlines, which an import replaces.
  const stop = onStatsInvalidated(app.services.db, () => cache.clear());
  app.addHook('onClose', async () => {
    stop();
  });
  app.get<{ Params: { z: string; x: string; file: string }; Querystring: Query }>(
    '/tiles/imagery/:z/:x/:file',
    async (req, reply) => {
      try {
        const token = req.headers[TOKEN_HEADER];
        const session = (await authorize(
          IMAGERY_ACCESS,
          typeof token === 'string' ? token : undefined,
          app.services.sessions,
        )) as Session;
        const m = /^(\d{1,8})\.png$/.exec(req.params.file);
        const t = m ? parseTile(req.params.z, req.params.x, m[1]!) : undefined;
        if (!t) throw badParams(['z', 'x', 'y']);
        const { batchId, phase } = req.query;
        if (!batchId || !/^[1-9]\d{0,8}$/.test(batchId)) throw badParams(['batchId']);
        if (!IMAGERY_PHASES.includes(phase as ImageryPhase))
          throw badParams(['phase'], '时相须为 before 或 after');
        const db = app.services.db;
        const batch = await imageryBatch(db, Number(batchId));
        assertBatchVisible(session.scope, batch);
        const date = phaseDate(batch, phase as ImageryPhase);
        const source = (await imagerySources(db, batch.id)).get(phase as ImageryPhase);
        if (!date || !source) throw badParams(['phase'], '该批次此时相未配置影像');
        if (t.z < source.minZoom || t.z > source.maxZoom) {
          throw badParams(['z'], `该影像的级别范围为 ${source.minZoom}–${source.maxZoom}`);
        }
        // The caller's part of the batch's county: the county for a county or a city, a town for a town.
        const [a, b] = session.scope.range();
        const [c, d] = areaCodeRange(batch.areaId);
        const range: [number, number] = [Math.max(a, c), Math.min(b, d)];
        const key = `${keyOf(source, date, range)}|${t.z}/${t.x}/${t.y}`;
        let body = cache.get(key);
        if (!body) {
          const t0 = performance.now();
          body = await render(db, source, date, range, t);
          cache.set(key, body);
          reply.header('server-timing', `render;dur=${(performance.now() - t0).toFixed(1)}`);
        }
        return reply
          .type(sniffPicture(Buffer.from(body.subarray(0, 12))) ?? PNG)
          .header('cache-control', 'private, max-age=300')
          .send(Buffer.from(body.buffer, body.byteOffset, body.byteLength));
      } catch (e) {
        return refuse(reply, e);
      }
    },
  );
}

// Synthetic imagery is the land on a date, the same for every batch imaged that day; a service's tile is
// its template's (a new template is a new key, so a reconfigured batch never shows the old service).
function keyOf(source: ImagerySource, date: string, range: [number, number]): string {
  return source.sourceType === 'synthetic'
    ? `syn|${date}|${range.join('-')}`
    : `tpl|${source.tileUrl}|${range[0]}`;
}

async function render(
  db: Queryable,
  source: ImagerySource,
  date: string,
  range: [number, number],
  t: TileAddress,
): Promise<Buffer> {
  if (source.sourceType === 'synthetic') return syntheticTile(db, t, date, range);
  if (!source.tileUrl || !(await touchesArea(db, range[0], t))) return EMPTY;
  return (await upstreamTile(source.tileUrl, t))?.body ?? EMPTY;
}
