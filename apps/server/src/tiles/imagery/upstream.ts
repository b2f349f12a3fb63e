import { expandTileTemplate, RespCode, RespError, TIMEOUTS_MS } from '@fengshou/core';
import { sniffPicture } from '../../files/store/picture';
import type { TileAddress } from '../tile-math';

/** A raster tile as fetched: its bytes and their image type (by content, not by the service's word). */
export interface ImageTile {
  body: Buffer;
  type: string;
}

/** Largest tile accepted from a service (a 512-pixel JPEG of a city is a few hundred KB). */
const MAX_TILE_BYTES = 4 * 1024 * 1024;

const unavailable = () => new RespError(RespCode.SERVER_BUSY, '影像服务暂时无法访问，请稍后再试');

/**
 * One tile of a bureau's imagery service, fetched by the API server (the template and any key in it stay
 * here). A tile the service does not have (404, 204: outside its coverage) is null; a service that fails,
 * is too slow (the map API's time-out, spec §9) or answers something that is not an image is a 600.
 */
export async function upstreamTile(template: string, t: TileAddress): Promise<ImageTile | null> {
  let res: Response;
  try {
    res = await fetch(expandTileTemplate(template, t), {
      signal: AbortSignal.timeout(TIMEOUTS_MS.mapApi),
      redirect: 'follow',
      headers: { accept: 'image/png,image/jpeg,image/webp,image/*;q=0.8' },
    });
  } catch {
    throw unavailable();
  }
  if (res.status === 404 || res.status === 204) return null;
  if (!res.ok) throw unavailable();
  const length = Number(res.headers.get('content-length') ?? 0);
  if (length > MAX_TILE_BYTES) throw unavailable();
  const body = Buffer.from(await res.arrayBuffer());
  const type = body.length <= MAX_TILE_BYTES ? sniffPicture(body) : undefined;
  if (!type) throw unavailable();
  return { body, type };
}
