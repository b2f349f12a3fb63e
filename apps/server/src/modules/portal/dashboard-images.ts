import { randomUUID } from 'node:crypto';
import { badParams } from '@fengshou/core';
import { type DashboardDoc, PLATE_IMAGE_MAX_SIDE, PLATE_UPLOAD_URL } from '@fengshou/core/contract';
import type { Database, Queryable } from '../../db/client';
import type { FileSigner } from '../../files/signing';
import { deleteWithFiles } from '../../files/store/delete-with-files';
import { decodeBase64 } from '../../files/store/picture';
import { pictureSize } from '../../files/store/picture-size';
import { putPicture } from '../../files/store/put-picture';
import { extOfKey, type FileStore } from '../../files/store/store';

/**
 * Pictures of image plates and image details, uploaded in the dashboard editor. The file lies in the
 * picture store under the subject's area; a dashboard document names it by its address
 * (/files/plate/<id>.<ext>), so a picture follows drafts, publishes, versions and rollbacks as the rest of
 * the plate does. The address is served only by grant (plate-image-files.ts).
 */

/** The id of an uploaded picture's address, or undefined for any other address. */
export function uploadIdOf(url: string): string | undefined {
  const bare = url.split('?')[0]!;
  return PLATE_UPLOAD_URL.test(bare) ? /([0-9a-f-]{36})\.\w+$/.exec(bare)![1] : undefined;
}

/** What an upload answers: the stored address, and the picture's size when its header tells it. */
export interface StoredPlateImage {
  imgUrl: string;
  imgName: string;
  width: number | null;
  height: number | null;
}

/**
 * Checks and stores a picture for a subject's dashboards: JPEG, PNG or WebP by content, at most 5 MB, at
 * most PLATE_IMAGE_MAX_SIDE pixels a side (300 naming contentBase64 otherwise).
 */
export async function storePlateImage(
  db: Queryable,
  store: FileStore,
  o: { subjectId: number; menuKey: number; userId: number; fileName?: string; contentBase64: string },
): Promise<StoredPlateImage> {
  const [subject] = await db.query<{ areaId: string }>(
    'SELECT area_id AS "areaId" FROM government_subjects WHERE id = $1',
    [o.subjectId],
  );
  const bytes = decodeBase64(o.contentBase64, 'contentBase64');
  const size = bytes.length > 0 ? pictureSize(bytes) : undefined;
  if (size && (size.width > PLATE_IMAGE_MAX_SIDE || size.height > PLATE_IMAGE_MAX_SIDE)) {
    throw badParams(
      ['contentBase64'],
      `图片为 ${size.width}×${size.height} 像素，边长不能超过 ${PLATE_IMAGE_MAX_SIDE} 像素`,
    );
  }
  const id = randomUUID();
  const where = { areaId: Number(subject!.areaId), kind: 'plate' as const, bytes, name: id };
  const imgName =
    (o.fileName ?? '')
      .replace(/\.[^.]*$/, '')
      .trim()
      .slice(0, 40) || '图片';
  return putPicture(store, where, async (key, mime) => {
    await db.query(
      `INSERT INTO dashboard_images (id, government_subject_id, area_id, menu_key, file_key, mime, byte_size,
         width, height, uploaded_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        id,
        o.subjectId,
        subject!.areaId,
        o.menuKey,
        key,
        mime,
        bytes.length,
        size?.width ?? null,
        size?.height ?? null,
        o.userId,
      ],
    );
    return {
      imgUrl: `/files/plate/${id}.${extOfKey(key)}`,
      imgName,
      width: size?.width ?? null,
      height: size?.height ?? null,
    };
  });
}

/** The ids among `ids` that are uploads of the subject. */
async function ownUploads(q: Queryable, subjectId: number, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await q.query<{ id: string }>(
    'SELECT id::text AS id FROM dashboard_images WHERE government_subject_id = $1 AND id = ANY($2::uuid[])',
    [subjectId, ids],
  );
  return new Set(rows.map((r) => r.id));
}

/** Why a picture of another subject is refused when a document is stored (`reason` of checkDocImages). */
export const NOT_OWN_IMAGE = '图片不存在或不属于本单位，请重新上传';

/**
 * Refuses (300 naming `<at>plates.<i>.images.<j>.imgUrl`) a document naming an uploaded picture that is not
 * the subject's: another bureau's pictures are its area's data, and a file of its store is never moved to
 * another subject by naming it.
 */
export async function checkDocImages(
  q: Queryable,
  subjectId: number,
  doc: DashboardDoc,
  at = 'doc.',
  reason = NOT_OWN_IMAGE,
): Promise<void> {
  const named = doc.plates.flatMap((p, i) =>
    (p.images ?? []).map((img, j) => ({
      field: `${at}plates.${i}.images.${j}.imgUrl`,
      id: uploadIdOf(img.imgUrl),
    })),
  );
  const ids = [...new Set(named.flatMap((n) => (n.id ? [n.id] : [])))];
  const own = await ownUploads(q, subjectId, ids);
  const bad = named.filter((n) => n.id !== undefined && !own.has(n.id));
  if (bad.length > 0)
    throw badParams(
      bad.map((b) => b.field),
      reason,
    );
}

/**
 * Signs the subject's uploaded pictures among `urls` for `scope` (the editor's list and preview show
 * pictures users do not see yet); drawn catalogue pictures are public and answered as they are.
 */
export async function signDocImages(
  q: Queryable,
  signer: FileSigner,
  subjectId: number,
  urls: readonly string[],
  scope: { areaId: number },
): Promise<Record<string, string>> {
  const own = await ownUploads(
    q,
    subjectId,
    urls.flatMap((u) => uploadIdOf(u) ?? []),
  );
  const out: Record<string, string> = {};
  for (const url of urls) {
    const id = uploadIdOf(url);
    if (id === undefined) out[url] = url;
    else if (own.has(id)) out[url] = signer.sign(url, scope);
  }
  return out;
}

/** How long an upload no document names is kept: an editor may upload and save its draft later. */
const UNUSED_KEPT = '1 day';

/**
 * Removes the subject's pictures that no draft, version or published plate names, a day after their
 * upload (pictures removed from a draft before it was saved, uploads of a draft discarded). A version
 * names its pictures for good, so a rollback always finds them.
 */
export async function sweepUnusedImages(db: Database, store: FileStore, subjectId: number) {
  return deleteWithFiles(db, store, async (q) => {
    const rows = await q.query<{ file_key: string }>(
      `DELETE FROM dashboard_images i
        WHERE i.government_subject_id = $1 AND i.uploaded_at < now() - interval '${UNUSED_KEPT}'
          AND NOT EXISTS (SELECT 1 FROM dashboard_drafts d
                           WHERE d.government_subject_id = $1 AND strpos(d.doc::text, i.id::text) > 0)
          AND NOT EXISTS (SELECT 1 FROM dashboard_versions v
                           WHERE v.government_subject_id = $1 AND strpos(v.doc::text, i.id::text) > 0)
          AND NOT EXISTS (SELECT 1 FROM plate_images pi JOIN plates p ON p.id = pi.plate_id
                           WHERE p.government_subject_id = $1 AND strpos(pi.img_url, i.id::text) > 0)
        RETURNING i.file_key`,
      [subjectId],
    );
    return rows.map((r) => r.file_key);
  });
}
