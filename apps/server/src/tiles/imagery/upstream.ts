import { badParams, expandTileTemplate, RespCode, RespError, TIMEOUTS_MS } from '@fengshou/core';
import { sniffPicture } from '../../files/store/picture';
import { type OutboundAnswer, OutboundRefused, outboundRequest } from '../../net/outbound';
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
  let res: OutboundAnswer;
  try {
    res = await outboundRequest(expandTileTemplate(template, t), {
      timeoutMs: TIMEOUTS_MS.mapApi,
      maxBytes: MAX_TILE_BYTES,
      headers: { accept: 'image/png,image/jpeg,image/webp,image/*;q=0.8' },
    });
  } catch (e) {
    // Checked again at each fetch: the host may resolve elsewhere now than when the template was saved.
    if (e instanceof OutboundRefused) throw badParams(['tileUrl'], `影像服务地址不允许访问：${e.message}`);
    throw unavailable();
  }
  if (res.status === 404 || res.status === 204) return null;
  if (res.status < 200 || res.status > 299) throw unavailable();
  const type = sniffPicture(res.body);
  if (!type) throw unavailable();
  return { body: res.body, type };
}
