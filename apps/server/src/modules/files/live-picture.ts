import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SignedQuery } from '../../files/signing';
import { ptzPosition } from '../camera/ptz/position';
import type { FileGrant } from './access';
import type { PictureDrawer } from './pictures';

type Load = <R extends { area_id: number | string }>(
  req: FastifyRequest<{ Params: unknown; Querystring: SignedQuery }>,
  reply: FastifyReply,
  id: number | undefined,
  sql: string,
) => Promise<{ row: R; grant: FileGrant } | undefined>;

/**
 * GET /files/camera/:id/live.svg: a drawn camera's current frame. The player reloads it about once a
 * second, so the clock runs and the view turns while a PTZ move is under way (camera module, ptz start/stop).
 */
export function registerLivePicture(app: FastifyInstance, load: Load, pictures?: PictureDrawer): void {
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
      const body = pictures?.liveFrame({
        id: Number(m![1]),
        kind: r.kind ?? 1,
        month: r.month ?? 6,
        serial: r.serial,
        name: r.name,
        ...pos,
        now: new Date(now),
      });
      if (body === undefined) {
        return reply
          .code(404)
          .type('application/json; charset=utf-8')
          .send({ respCode: 300, respDesc: '图片不存在', obj: null });
      }
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(body);
    },
  );
}
