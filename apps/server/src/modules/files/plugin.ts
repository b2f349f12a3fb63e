import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import type { SessionStore } from '../../auth/sessions';
import type { Queryable } from '../../db/client';
import type { FileSigner, SignedQuery } from '../../files/signing';
import type { FileStore } from '../../files/store/store';
import { type FileGrant, grantFile, refuseOutOfArea } from './access';
import { registerLivePicture } from './live-picture';
import type { PictureDrawer } from './pictures';

/** Options of the image routes: the database the rows are read from, and who may see them. */
export interface FilesOptions {
  db: Queryable;
  signer: FileSigner;
  sessions: SessionStore;
  /** Where uploaded pictures are kept; a row with a file key is served from it. */
  store: FileStore;
  /** Draws the pictures of camera captures, traps, sites and live views; without it they answer 图片不存在. */
  pictures?: PictureDrawer;
}

const LOCAL_TIME = `to_char(%s, 'YYYY-MM-DD HH24:MI:SS')`;
const stamp = (col: string) => LOCAL_TIME.replace('%s', col);

function svg(reply: FastifyReply, body: string | undefined, grant?: FileGrant) {
  if (body === undefined) {
    return reply
      .code(404)
      .type('application/json; charset=utf-8')
      .send({ respCode: 300, respDesc: '图片不存在', obj: null });
  }
  return (
    reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', grant?.maxAgeS ? `private, max-age=${grant.maxAgeS}` : 'private, no-cache')
      .header('x-content-type-options', 'nosniff')
      // Inert drawings: no script may run even when a picture is opened on its own.
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(body)
  );
}

/** The bytes of a stored picture, or 图片不存在 when its file is gone from the store. */
async function stored(reply: FastifyReply, store: FileStore, key: string, grant: FileGrant) {
  const file = await store.get(key);
  if (!file) return svg(reply, undefined);
  return reply
    .type(file.mime)
    .header('cache-control', grant.maxAgeS ? `private, max-age=${grant.maxAgeS}` : 'private, no-cache')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'")
    .send(file.bytes);
}

// A row's picture is named by its id; the extension follows the stored file (jpg, png, webp) or the drawing
// (svg), and any of them opens the row's picture.
const idOf = (file: string, re = /^(\d{1,9})\.(svg|jpg|png|webp)$/) => {
  const m = re.exec(file);
  return m ? Number(m[1]) : undefined;
};

type Req<P> = FastifyRequest<{ Params: P; Querystring: SignedQuery }>;

/**
 * Pictures of rows: camera captures and pest trap photos from the picture store when the row has a file
 * (uploaded or sent by a device), otherwise drawn by the demo's drawer; certificate QR codes rendered on
 * request; camera live stills and the demo's field photos of review records drawn. Every picture is served only to a caller who may see its row's area (session header or a URL
 * signed by `services.files.sign`, see access.ts). Registered by buildApp.
 */
export async function filesPlugin(
  app: FastifyInstance,
  { db, signer, sessions, store, pictures }: FilesOptions,
): Promise<void> {
  /** Grants, loads the row, checks its area; undefined after answering a refusal or 404. */
  const load = async <R extends { area_id: number | string }>(
    req: Req<unknown>,
    reply: FastifyReply,
    id: number | undefined,
    sql: string,
  ): Promise<{ row: R; grant: FileGrant } | undefined> => {
    const grant = await grantFile(req, reply, signer, sessions);
    if (!grant) return undefined;
    const [row] = id === undefined ? [] : await db.query<R>(sql, [id]);
    if (!row) return void svg(reply, undefined);
    if (!grant.scope.contains(Number(row.area_id))) return void refuseOutOfArea(reply);
    return { row, grant };
  };

  app.get('/files/camera/:file', async (req: Req<{ file: string }>, reply) => {
    const got = await load<{
      area_id: number;
      stamp: string;
      hour: number;
      month: number;
      tags: string[];
      confidence: number;
      name: string;
      kind: number | null;
      file_key: string | null;
    }>(
      req,
      reply,
      idOf(req.params.file),
      `SELECT i.area_id, ${stamp('i.capture_time')} AS stamp, extract(hour FROM i.capture_time)::int + extract(minute FROM i.capture_time)::int / 60.0 AS hour,
              extract(month FROM i.capture_time)::int AS month, i.tags, i.confidence, c.camera_name AS name, f.business_type_id AS kind, i.file_key
         FROM camera_ai_images i JOIN cameras c ON c.id = i.camera_id LEFT JOIN farms f ON f.id = c.farm_id WHERE i.id = $1`,
    );
    if (!got) return reply;
    const r = got.row;
    if (r.file_key) return stored(reply, store, r.file_key, got.grant);
    return svg(
      reply,
      pictures?.scene({
        seed: idOf(req.params.file)!,
        kind: r.kind ?? 1,
        hour: Number(r.hour),
        month: r.month,
        stamp: r.stamp,
        caption: r.name,
        tags: r.tags.map((label) => ({ label, confidence: r.confidence })),
      }),
      got.grant,
    );
  });

  app.get('/files/pest/:file', async (req: Req<{ file: string }>, reply) => {
    const id = idOf(req.params.file);
    const got = await load<{
      area_id: number;
      stamp: string;
      type: number;
      name: string;
      counts: { name: string; count: number }[];
      file_key: string | null;
    }>(
      req,
      reply,
      id,
      `SELECT i.area_id, ${stamp('i.capture_time')} AS stamp, d.device_type AS type, d.device_name AS name,
              coalesce((SELECT json_agg(json_build_object('name', s.name, 'count', c.insect_count) ORDER BY s.id)
                          FROM pest_counts c JOIN pest_species s ON s.id = c.species_id
                         WHERE c.device_id = i.device_id AND c.count_date = (i.capture_time)::date), '[]'::json) AS counts, i.file_key
         FROM pest_images i JOIN pest_devices d ON d.id = i.device_id WHERE i.id = $1`,
    );
    if (!got) return reply;
    const r = got.row;
    if (r.file_key) return stored(reply, store, r.file_key, got.grant);
    const tray = { seed: id!, deviceType: r.type, counts: r.counts, stamp: r.stamp, caption: r.name };
    return svg(reply, pictures?.pestTray(tray), got.grant);
  });

  app.get('/files/qr/:file', async (req: Req<{ file: string }>, reply) => {
    const got = await load<{ area_id: number; code: string }>(
      req,
      reply,
      idOf(req.params.file, /^(\d{1,9})\.svg$/),
      'SELECT area_id, coalesce(trace_code, cert_no) AS code FROM qualified_certificates WHERE id = $1',
    );
    if (!got) return reply;
    // The code opens the public trace page (no login) of its trace code, or of the certificate number
    // when it has none yet, on the host the picture was asked from.
    const url = `${req.protocol}://${req.headers.host ?? 'localhost'}/trace/${encodeURIComponent(got.row.code)}`;
    return svg(
      reply,
      await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, width: 256 }),
      got.grant,
    );
  });

  app.get('/files/site/:file', async (req: Req<{ file: string }>, reply) => {
    const m = /^(occupy|abnormal)-(\d{1,9})-(\d)\.svg$/.exec(req.params.file);
    const occupy = m?.[1] === 'occupy';
    const got = await load<{ area_id: number; stamp: string; month: number; caption: string }>(
      req,
      reply,
      m ? Number(m[2]) : undefined,
      occupy
        ? `SELECT area_id, ${stamp('update_time')} AS stamp, extract(month FROM update_time)::int AS month, occupy_num || ' ' || coalesce(address, '') AS caption FROM farmland_occupations WHERE id = $1`
        : `SELECT area_id, ${stamp('update_time')} AS stamp, extract(month FROM update_time)::int AS month, '地块 ' || land_code AS caption FROM cultivated_abnormals WHERE id = $1`,
    );
    if (!got || !m) return reply;
    const r = got.row;
    return svg(
      reply,
      pictures?.scene({
        seed: Number(m[2]) * 10 + Number(m[3]),
        kind: 1,
        hour: 10 + Number(m[3]),
        month: r.month,
        stamp: r.stamp,
        caption: r.caption,
        overlay: occupy ? 'building' : 'weeds',
      }),
      got.grant,
    );
  });

  registerLivePicture(app, load, pictures);
}
