import type { FastifyInstance, FastifyReply } from 'fastify';
import QRCode from 'qrcode';
import type { Queryable } from '../../db/client';
import { pestBoardSvg } from './pest-board';
import { sceneSvg } from './scene';

/** Options of the image routes: the database the rows are read from. */
export interface FilesOptions {
  db: Queryable;
}

const LOCAL_TIME = `to_char(%s, 'YYYY-MM-DD HH24:MI:SS')`;
const stamp = (col: string) => LOCAL_TIME.replace('%s', col);

function svg(reply: FastifyReply, body: string | undefined) {
  if (body === undefined) {
    return reply
      .code(404)
      .type('application/json; charset=utf-8')
      .send({ respCode: 300, respDesc: '图片不存在', obj: null });
  }
  return (
    reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      // Inert drawings: no script may run even when a picture is opened on its own.
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(body)
  );
}

const idOf = (file: string, re = /^(\d{1,9})\.svg$/) => {
  const m = re.exec(file);
  return m ? Number(m[1]) : undefined;
};

/**
 * Demo pictures rendered on request from their rows, never stored: camera captures with AI boxes,
 * camera live stills, pest trap photos, certificate QR codes, and field photos of review records.
 * Registered by buildApp with `app.register(filesPlugin, { db })`.
 */
export async function filesPlugin(app: FastifyInstance, { db }: FilesOptions): Promise<void> {
  app.get<{ Params: { file: string } }>('/files/camera/:file', async (req, reply) => {
    const id = idOf(req.params.file);
    const [r] =
      id === undefined
        ? []
        : await db.query<{
            stamp: string;
            hour: number;
            month: number;
            tags: string[];
            confidence: number;
            name: string;
            kind: number | null;
          }>(
            `SELECT ${stamp('i.capture_time')} AS stamp, extract(hour FROM i.capture_time)::int + extract(minute FROM i.capture_time)::int / 60.0 AS hour,
              extract(month FROM i.capture_time)::int AS month, i.tags, i.confidence, c.camera_name AS name, f.business_type_id AS kind
         FROM camera_ai_images i JOIN cameras c ON c.id = i.camera_id LEFT JOIN farms f ON f.id = c.farm_id WHERE i.id = $1`,
            [id],
          );
    return svg(
      reply,
      r &&
        sceneSvg({
          seed: id!,
          kind: r.kind ?? 1,
          hour: Number(r.hour),
          month: r.month,
          stamp: r.stamp,
          caption: r.name,
          tags: r.tags.map((label) => ({ label, confidence: r.confidence })),
        }),
    );
  });

  app.get<{ Params: { id: string } }>('/files/camera/:id/live.svg', async (req, reply) => {
    const id = idOf(req.params.id, /^(\d{1,9})$/);
    const [r] =
      id === undefined
        ? []
        : await db.query<{ name: string; serial: string; kind: number | null; month: number | null }>(
            `SELECT c.camera_name AS name, c.serial_no AS serial, f.business_type_id AS kind,
              (SELECT extract(month FROM max(capture_time))::int FROM camera_ai_images WHERE camera_id = c.id) AS month
         FROM cameras c LEFT JOIN farms f ON f.id = c.farm_id WHERE c.id = $1`,
            [id],
          );
    return svg(
      reply,
      r &&
        sceneSvg({
          seed: id!,
          kind: r.kind ?? 1,
          hour: 11,
          month: r.month ?? 6,
          stamp: `${r.serial} 通道1`,
          caption: r.name,
          overlay: 'live',
        }),
    );
  });

  app.get<{ Params: { file: string } }>('/files/pest/:file', async (req, reply) => {
    const id = idOf(req.params.file);
    const [r] =
      id === undefined
        ? []
        : await db.query<{
            stamp: string;
            type: number;
            name: string;
            counts: { name: string; count: number }[];
          }>(
            `SELECT ${stamp('i.capture_time')} AS stamp, d.device_type AS type, d.device_name AS name,
              coalesce((SELECT json_agg(json_build_object('name', s.name, 'count', c.insect_count) ORDER BY s.id)
                          FROM pest_counts c JOIN pest_species s ON s.id = c.species_id
                         WHERE c.device_id = i.device_id AND c.count_date = (i.capture_time)::date - 1), '[]'::json) AS counts
         FROM pest_images i JOIN pest_devices d ON d.id = i.device_id WHERE i.id = $1`,
            [id],
          );
    return svg(reply, r && pestBoardSvg(id!, r.type, r.counts, r.stamp, r.name));
  });

  app.get<{ Params: { file: string } }>('/files/qr/:file', async (req, reply) => {
    const id = idOf(req.params.file);
    const [r] =
      id === undefined
        ? []
        : await db.query<{ code: string }>(
            'SELECT coalesce(trace_code, cert_no) AS code FROM qualified_certificates WHERE id = $1',
            [id],
          );
    if (!r) return svg(reply, undefined);
    // The code opens the public trace page (no login) of its trace code, or of the certificate number
    // when it has none yet, on the host the picture was asked from.
    const url = `${req.protocol}://${req.headers.host ?? 'localhost'}/trace/${encodeURIComponent(r.code)}`;
    return svg(
      reply,
      await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, width: 256 }),
    );
  });

  app.get<{ Params: { file: string } }>('/files/site/:file', async (req, reply) => {
    const m = /^(occupy|abnormal)-(\d{1,9})-(\d)\.svg$/.exec(req.params.file);
    if (!m) return svg(reply, undefined);
    const id = Number(m[2]);
    const occupy = m[1] === 'occupy';
    const [r] = await db.query<{ stamp: string; month: number; caption: string }>(
      occupy
        ? `SELECT ${stamp('update_time')} AS stamp, extract(month FROM update_time)::int AS month, occupy_num || ' ' || coalesce(address, '') AS caption FROM farmland_occupations WHERE id = $1`
        : `SELECT ${stamp('update_time')} AS stamp, extract(month FROM update_time)::int AS month, '地块 ' || land_code AS caption FROM cultivated_abnormals WHERE id = $1`,
      [id],
    );
    return svg(
      reply,
      r &&
        sceneSvg({
          seed: id * 10 + Number(m[3]),
          kind: 1,
          hour: 10 + Number(m[3]),
          month: r.month,
          stamp: r.stamp,
          caption: r.caption,
          overlay: occupy ? 'building' : 'weeds',
        }),
    );
  });
}
