import { badParams, RespCode, RespError } from '@fengshou/core';
import { type EndpointDef, MAP_POINT_KINDS } from '@fengshou/core/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { areaCodeRange } from '../auth/scope';
import type { Session } from '../auth/sessions';
import { authorize, TOKEN_HEADER } from '../http/guard';
import { onStatsInvalidated } from '../modules/archive/cache';
import { aggregateFeatures, aggregateMvt, aggregateVt } from './aggregate-tiles';
import { encodeTile } from './encode';
import { filterKey, type ParcelFilter, type ParcelQuery, parseParcelFilter } from './parcel-filter';
import { PARCEL_MIN_ZOOM, parcelFeatures, parcelMvt, parcelVt } from './parcel-tiles';
import { pointTile } from './point-tiles';
import { gcj02Features } from './shift';
import { TileCache } from './tile-cache';
import { parseTile, type TileAddress } from './tile-math';
import { encodeVt } from './vt-encode';

/** Who may fetch tiles: like the data endpoints (data:view, display tokens included). */
const TILE_ACCESS: EndpointDef = {
  path: '/api/gisdata/gov/tiles/get',
  summary: '矢量瓦片',
  access: 'data:view',
  display: true,
  body: z.unknown(),
  result: z.unknown(),
};

export const MVT_TYPE = 'application/vnd.mapbox-vector-tile';

/** HTTP status for a refused tile: MapLibre only looks at the status, the envelope tells a person why. */
function statusOf(code: number): number {
  if (code === RespCode.BAD_PARAMS) return 400;
  if (code === RespCode.NO_PERMISSION || code === RespCode.NO_ACCESS) return 403;
  // A raster service behind an imagery tile failed: a gateway's fault, not the caller's.
  if (code === RespCode.SERVER_BUSY) return 502;
  return 401;
}

/** A refused tile request: the HTTP status for MapLibre, the envelope for a person. */
export function refuse(reply: FastifyReply, e: unknown) {
  if (!(e instanceof RespError)) throw e;
  return reply.code(statusOf(e.respCode)).send({ respCode: e.respCode, respDesc: e.respDesc, obj: null });
}

/**
 * GET /tiles/{layer}/{z}/{x}/{y}.mvt — area-scoped vector tiles. `parcels`: the parcels themselves from zoom
 * 12 (layer 'parcels'), village or town aggregates below (layer 'aggregates'); query parameters areaId,
 * dlbm (comma list), landType, landSource, batchId, crs=gcj02. Native PostgreSQL encodes with ST_AsMVT,
 * PGlite (and GCJ-02 display) in Node; both answer the same layers and properties. `points`: farms, IoT
 * devices, cameras or pest traps (`kind`), clustered on the server below zoom 13 (layer 'points').
 */
export async function tilesPlugin(app: FastifyInstance): Promise<void> {
  const cache = new TileCache();
  // Point tiles follow devices going on and offline: kept a minute, as the points they are drawn from.
  const pointCache = new TileCache(16 * 1024 * 1024, 60_000);
  // An import of parcels or area outlines changes what the tiles draw: they are drawn again after it.
  const stop = onStatsInvalidated(app.services.db, () => {
    cache.clear();
    pointCache.clear();
  });
  app.addHook('onClose', async () => {
    stop();
  });
  app.get<{ Params: { layer: string; z: string; x: string; file: string }; Querystring: ParcelQuery }>(
    '/tiles/:layer/:z/:x/:file',
    async (req, reply) => {
      try {
        const token = req.headers[TOKEN_HEADER];
        const session = (await authorize(
          TILE_ACCESS,
          typeof token === 'string' ? token : undefined,
          app.services.sessions,
        )) as Session;
        const m = /^(\d{1,8})\.mvt$/.exec(req.params.file);
        const t = m ? parseTile(req.params.z, req.params.x, m[1]!) : undefined;
        if (req.params.layer !== 'parcels' && req.params.layer !== 'points')
          throw badParams(['layer'], '图层不存在');
        if (!t) throw badParams(['z', 'x', 'y']);
        const q = req.query;
        if (q.areaId !== undefined && !/^\d{12}$/.test(q.areaId)) throw badParams(['areaId']);
        const areaId = session.scope.resolve(q.areaId ? Number(q.areaId) : undefined);
        if (req.params.layer === 'points') {
          const kind = MAP_POINT_KINDS.find((k) => k === (q as { kind?: string }).kind);
          if (!kind) throw badParams(['kind'], '点位类型不存在');
          const range = areaCodeRange(areaId);
          const key = `points|${kind}|${range[0]}|${t.z}/${t.x}/${t.y}`;
          let body = pointCache.get(key);
          if (!body) {
            body = await pointTile(app.services.db, kind, range, t);
            pointCache.set(key, body);
          }
          // Devices go on and offline through the day: a minute in the browser, never in a shared cache.
          return reply
            .type(MVT_TYPE)
            .header('cache-control', 'private, max-age=60')
            .send(Buffer.from(body.buffer, body.byteOffset, body.byteLength));
        }
        const { filter, bad } = parseParcelFilter(q, areaCodeRange(areaId));
        if (bad.length) throw badParams(bad);
        if (q.crs !== undefined && q.crs !== 'gcj02' && q.crs !== 'wgs84') throw badParams(['crs']);
        const key = `parcels|${q.crs ?? ''}|${filterKey(filter)}|${t.z}/${t.x}/${t.y}`;
        let body = cache.get(key);
        if (!body) {
          body = await parcelTile(app, t, filter, q.crs === 'gcj02');
          cache.set(key, body);
        }
        return reply
          .type(MVT_TYPE)
          .header('cache-control', 'private, max-age=300')
          .send(Buffer.from(body.buffer, body.byteOffset, body.byteLength));
      } catch (e) {
        return refuse(reply, e);
      }
    },
  );
}

async function parcelTile(
  app: FastifyInstance,
  t: TileAddress,
  filter: ParcelFilter,
  gcj02: boolean,
): Promise<Uint8Array> {
  const db = app.services.db;
  const parcels = t.z >= PARCEL_MIN_ZOOM;
  if (gcj02) {
    // Shifting needs positions in degrees: fetch GeoJSON, shift, let geojson-vt clip and simplify.
    const features = parcels ? await parcelFeatures(db, t, filter) : await aggregateFeatures(db, t, filter);
    return encodeTile(t, { [parcels ? 'parcels' : 'aggregates']: gcj02Features(features) });
  }
  if (db.kind === 'pg') return parcels ? parcelMvt(db, t, filter) : aggregateMvt(db, t, filter);
  return parcels
    ? encodeVt({ parcels: await parcelVt(db, t, filter) })
    : encodeVt({ aggregates: await aggregateVt(db, t, filter) });
}
