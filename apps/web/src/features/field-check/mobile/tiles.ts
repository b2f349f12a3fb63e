/** The after image of a batch, as the check map draws it and the phone keeps it for the field. */
export interface ImageryRange {
  batchId: number;
  minZoom: number;
  maxZoom: number;
  revision: string | null;
}

/** Zooms the phone keeps for each parcel: enough to find it from the road and to see it close up. */
const KEEP_ZOOMS = [14, 15, 16, 17];
/** Metres kept around a parcel's centre. */
const KEEP_RADIUS_M = 400;

/** The tile address template of a batch's after image (the same string for the map and the cache). */
export function imageryTemplate(r: ImageryRange): string {
  const rev = r.revision?.replace(/\D/g, '');
  return `${location.origin}/tiles/imagery/{z}/{x}/{y}.png?batchId=${r.batchId}&phase=after${rev ? `&rev=${rev}` : ''}`;
}

const tileX = (lng: number, z: number) => Math.floor(((lng + 180) / 360) * 2 ** z);
const tileY = (lat: number, z: number) => {
  const r = (lat * Math.PI) / 180;
  return Math.floor(((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * 2 ** z);
};

/** The tile addresses around a point at the kept zooms within the image's range. */
export function tilesAround(r: ImageryRange, lat: number, lng: number): string[] {
  const dLat = KEEP_RADIUS_M / 111_320;
  const dLng = dLat / Math.cos((lat * Math.PI) / 180);
  const urls: string[] = [];
  for (const z of KEEP_ZOOMS.filter((k) => k >= r.minZoom && k <= r.maxZoom)) {
    for (let x = tileX(lng - dLng, z); x <= tileX(lng + dLng, z); x++) {
      for (let y = tileY(lat + dLat, z); y <= tileY(lat - dLat, z); y++) {
        urls.push(
          imageryTemplate(r).replace('{z}', String(z)).replace('{x}', String(x)).replace('{y}', String(y)),
        );
      }
    }
  }
  return urls;
}

/**
 * Fetches tiles through the service worker, which keeps them (cache first): the map then draws the
 * parcel's surroundings without a signal. Answers the bytes fetched (what the phone now holds).
 */
export async function keepTiles(urls: readonly string[], token: string): Promise<number> {
  let bytes = 0;
  for (let i = 0; i < urls.length; i += 6) {
    const sizes = await Promise.all(
      urls.slice(i, i + 6).map(async (u) => {
        const res = await fetch(u, { headers: { accessToken: token } }).catch(() => null);
        return res?.ok ? (await res.blob()).size : 0;
      }),
    );
    bytes += sizes.reduce((a, b) => a + b, 0);
  }
  return bytes;
}
