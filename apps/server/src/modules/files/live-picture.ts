import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SignedQuery } from '../../files/signing';
import type { FileGrant } from './access';
import { sceneSvg } from './scene';

const W = 960;
const H = 540;
/** Tiles of the synthetic panorama: 360° of pan spread over this many field scenes. */
const TILES = 6;
/** Degrees a running PTZ move turns per second (what a mid-range dome camera does). */
export const PTZ_DEG_PER_S = 20;
const TILT_LIMIT = 30;

/** Pan and tilt of a camera now: the stored position plus the move under way since ptz_started_at. */
export function ptzPosition(
  pan: number,
  tilt: number,
  direction: number | null,
  startedAt: Date | null,
  now: number,
): { pan: number; tilt: number } {
  if (!startedAt || direction === null) return { pan, tilt };
  const d = ((now - startedAt.getTime()) / 1000) * PTZ_DEG_PER_S;
  const moved = {
    pan: pan + (direction === 2 ? -d : direction === 3 ? d : 0),
    tilt: tilt + (direction === 0 ? d : direction === 1 ? -d : 0),
  };
  return {
    pan: ((moved.pan % 360) + 360) % 360,
    tilt: Math.max(-TILT_LIMIT, Math.min(TILT_LIMIT, moved.tilt)),
  };
}

const esc = (s: string) => s.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
const fmt = (d: Date) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Asia/Shanghai',
    dateStyle: 'short',
    timeStyle: 'medium',
  }).format(d);

/** One frame of a demo camera's live view: the panorama at the current pan and tilt, with drifting clouds. */
export function liveFrameSvg(o: {
  id: number;
  kind: number;
  month: number;
  serial: string;
  name: string;
  pan: number;
  tilt: number;
  now: Date;
}): string {
  const hour = Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Shanghai', hour: 'numeric', hour12: false }).format(
      o.now,
    ),
  );
  const x = (o.pan / 360) * TILES * W;
  const first = Math.floor(x / W);
  const y = (o.tilt / TILT_LIMIT) * 60;
  const tiles = [first, first + 1].map((i) => {
    const tile = ((i % TILES) + TILES) % TILES;
    const inner = sceneSvg({
      seed: o.id * 10 + tile,
      kind: o.kind,
      hour,
      month: o.month,
      stamp: '',
      caption: '',
    });
    return inner.replace('<svg ', `<svg x="${i * W - x}" y="${y}" `);
  });
  const secs = o.now.getUTCSeconds();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="'Noto Sans CJK SC','Microsoft YaHei',sans-serif">
<style>@keyframes drift{from{transform:translateX(-200px)}to{transform:translateX(${W + 200}px)}}.c{animation:drift 40s linear infinite;animation-delay:-${secs}s}</style>
<rect width="${W}" height="${H}" fill="#1b2a3a"/>${tiles.join('')}
<g class="c" opacity="0.75"><ellipse cx="0" cy="${60 + y}" rx="90" ry="22" fill="#fff"/><ellipse cx="-40" cy="${50 + y}" rx="50" ry="20" fill="#fff"/></g>
<text x="16" y="34" font-size="24" fill="#fff" stroke="#000" stroke-width="0.8" font-family="monospace">${esc(fmt(o.now))}</text>
<text x="16" y="64" font-size="18" fill="#fff" stroke="#000" stroke-width="0.5" font-family="monospace">P ${o.pan.toFixed(0).padStart(3, '0')}° T ${o.tilt.toFixed(0)}°</text>
<text x="${W - 16}" y="${H - 18}" font-size="22" fill="#fff" stroke="#000" stroke-width="0.6" text-anchor="end">${esc(o.name)}</text>
<text x="16" y="${H - 18}" font-size="18" fill="#fff" stroke="#000" stroke-width="0.5" font-family="monospace">${esc(o.serial)} 通道1</text>
<g><rect x="${W - 112}" y="14" width="96" height="34" rx="6" fill="#d9363e"/><circle cx="${W - 94}" cy="31" r="6" fill="#fff"><animate attributeName="opacity" values="1;0.2;1" dur="1s" repeatCount="indefinite"/></circle><text x="${W - 80}" y="39" font-size="20" fill="#fff">直播</text></g>
</svg>`;
}

type Load = <R extends { area_id: number | string }>(
  req: FastifyRequest<{ Params: unknown; Querystring: SignedQuery }>,
  reply: FastifyReply,
  id: number | undefined,
  sql: string,
) => Promise<{ row: R; grant: FileGrant } | undefined>;

/**
 * GET /files/camera/:id/live.svg: a demo camera's current frame. The player reloads it about once a
 * second, so the clock runs and the view turns while a PTZ move is under way (camera module, ptz start/stop).
 */
export function registerLivePicture(app: FastifyInstance, load: Load): void {
  app.get(
    '/files/camera/:id/live.svg',
    async (req: FastifyRequest<{ Params: { id: string }; Querystring: SignedQuery }>, reply) => {
      const m = /^(\d{1,9})$/.exec(req.params.id);
      const got = await load<{
        area_id: number;
        name: string;
        serial: string;
        kind: number | null;
        month: number | null;
        pan_deg: number;
        tilt_deg: number;
        direction: number | null;
        ptz_started_at: Date | null;
      }>(
        req,
        reply,
        m ? Number(m[1]) : undefined,
        `SELECT c.area_id, c.camera_name AS name, c.serial_no AS serial, f.business_type_id AS kind,
              extract(month FROM now())::int AS month, c.pan_deg, c.tilt_deg, c.direction, c.ptz_started_at
         FROM cameras c LEFT JOIN farms f ON f.id = c.farm_id WHERE c.id = $1`,
      );
      if (!got) return reply;
      const r = got.row;
      const now = Date.now();
      const pos = ptzPosition(r.pan_deg, r.tilt_deg, r.direction, r.ptz_started_at, now);
      const body = liveFrameSvg({
        id: Number(m![1]),
        kind: r.kind ?? 1,
        month: r.month ?? 6,
        serial: r.serial,
        name: r.name,
        ...pos,
        now: new Date(now),
      });
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(body);
    },
  );
}
