import { extOfKey } from '../../files/store/store';
import { callerOf, type HandlerContext } from '../../http/route';
import { ts } from '../../query/sql-time';

/** A camera's columns (alias c, its farm f); `coverId` is its latest AI-tagged capture. */
const CAMERA_COLUMNS = `c.id AS "cameraId", c.serial_no AS "serialNo", c.channel_no AS "channelNo", c.camera_name AS "cameraName",
         c.farm_id AS "farmId", f.farm_name AS "farmName", c.area_id::float8 AS "areaId", c.status,
         c.ptz_capable AS "ptzCapable", c.brand,
         round(ST_X(c.location)::numeric, 7)::float8 AS lng, round(ST_Y(c.location)::numeric, 7)::float8 AS lat,
         (SELECT i.id FROM camera_ai_images i WHERE i.camera_id = c.id ORDER BY i.capture_time DESC LIMIT 1) AS "coverId"`;
const CAMERA_TABLES = 'cameras c LEFT JOIN farms f ON f.id = c.farm_id';

/** The SQL of a camera list; counting needs no farm. */
export const CAMERA_SQL = { select: CAMERA_COLUMNS, from: CAMERA_TABLES, countFrom: 'cameras c' };
export const CAMERA_SELECT = `SELECT ${CAMERA_COLUMNS} FROM ${CAMERA_TABLES}`;

/** A camera row as selected. */
export type CameraRow = { cameraId: number; areaId: number; coverId: number | null } & Record<
  string,
  unknown
>;

/** An AI-tagged capture's columns (alias i, its camera c and the camera's farm f). */
const IMAGE_COLUMNS = `i.id AS "imgId", i.camera_id AS "cameraId", c.camera_name AS "cameraName", ${ts('i.capture_time')} AS "captureTime",
         i.tags, i.confidence, i.tag_confidences AS "tagConfidences", c.farm_id AS "farmId", f.farm_name AS "farmName", i.file_key AS "fileKey"`;
const IMAGE_TABLES =
  'camera_ai_images i JOIN cameras c ON c.id = i.camera_id LEFT JOIN farms f ON f.id = c.farm_id';

/**
 * The SQL of an image list: the page's images are found along capture_time before their names are joined.
 * Every image has its camera (NOT NULL foreign key): the outer join counts the same rows and is dropped
 * unless a farm filter names the camera.
 */
export const IMAGE_SQL = {
  select: IMAGE_COLUMNS,
  from: IMAGE_TABLES,
  countFrom: 'camera_ai_images i LEFT JOIN cameras c ON c.id = i.camera_id',
  key: 'i.id',
};
export const IMAGE_SELECT = `SELECT ${IMAGE_COLUMNS} FROM ${IMAGE_TABLES}`;

/** An image row as selected. */
export type ImageRow = {
  imgId: number;
  farmId?: unknown;
  farmName?: unknown;
  fileKey?: string | null;
} & Record<string, unknown>;

/** The signed URL of a capture's picture (named after its stored file, or .svg when drawn), for the caller's area. */
export const signImage = (ctx: HandlerContext<unknown>, r: { imgId: number; fileKey?: string | null }) =>
  ctx.services.files.sign(`/files/camera/${r.imgId}.${extOfKey(r.fileKey)}`, callerOf(ctx).scope);

/** A camera as answered: its cover picture signed. */
export function presentCamera(ctx: HandlerContext<unknown>, r: CameraRow) {
  const { coverId, ...rest } = r;
  return { ...rest, coverUrl: coverId ? signImage(ctx, { imgId: coverId }) : null };
}

/** An image of a list as answered: its picture signed, without its farm. */
export function presentImage(ctx: HandlerContext<unknown>, r: ImageRow) {
  const { farmId: _f, farmName: _n, fileKey: _k, ...rest } = r;
  return { ...rest, url: signImage(ctx, r) };
}
