import { badParams, RespCode, RespError } from '@fengshou/core';
import { type DashboardDoc, zDashboardDoc } from '@fengshou/core/contract';
import { skinDef } from '@fengshou/core/plates';
import type { Database, Queryable } from '../../db/client';
import { checkPlateConfig } from '../archive/plate-config';
import { applyDoc, readPublishedDoc } from './dashboard-docs';
import { checkDocImages } from './dashboard-images';
import { advanceRevision } from './dashboard-revisions';
import { json } from './plates';
import { checkRegionDoc } from './region-page';

/** Note of the version that records the catalogue's configuration before the first publish. */
const INITIAL_NOTE = '初始配置（首次发布前）';

/**
 * Checks a document as a publish would: slots unique and within the skin, and each plate as plate/save
 * checks one (data source on the allow-list, metrics of the registry, parameters the evaluator resolves).
 * Throws 300 naming the field (`doc.plates.2.parameters.areaId`).
 */
export function checkDoc(doc: DashboardDoc, at = 'doc.'): void {
  const max = skinDef(doc.skin as never).maxPlates;
  const seen = new Set<number>();
  for (const [i, p] of doc.plates.entries()) {
    const field = `${at}plates.${i}.`;
    if (p.position > max) throw badParams([`${field}position`], `皮肤只有${max}个板块位置`);
    if (seen.has(p.position)) throw badParams([`${field}position`], `板块位置${p.position}重复`);
    seen.add(p.position);
    checkPlateConfig(p, field);
  }
}

/** The subject's draft of a menu, or undefined. */
export async function draftOf(q: Queryable, subjectId: number, menuKey: number) {
  const [row] = await q.query<{ doc: unknown; updatedAt: string; updatedBy: string | null }>(
    `SELECT d.doc, to_char(d.updated_at, 'YYYY-MM-DD HH24:MI:SS') AS "updatedAt", u.nickname AS "updatedBy"
       FROM dashboard_drafts d LEFT JOIN government_users u ON u.id = d.updated_by
      WHERE d.government_subject_id = $1 AND d.menu_key = $2`,
    [subjectId, menuKey],
  );
  if (!row) return undefined;
  // A draft stored by an earlier release that no longer parses is shown as the published dashboard.
  const doc = zDashboardDoc.safeParse(json(row.doc));
  return doc.success ? { ...row, doc: doc.data } : undefined;
}

const VERSION_COLUMNS = `v.version_no AS "versionNo", v.note, u.nickname AS "publishedBy",
  to_char(v.published_at, 'YYYY-MM-DD HH24:MI:SS') AS "publishedAt", v.doc->>'skin' AS skin,
  jsonb_array_length(v.doc->'plates') AS "plateCount"`;

type VersionRow = {
  versionNo: number;
  note: string | null;
  publishedBy: string | null;
  publishedAt: string;
  skin: string;
  plateCount: number;
};

/** The published versions of a menu, newest first. */
export async function versionsOf(q: Queryable, subjectId: number, menuKey: number): Promise<VersionRow[]> {
  return q.query<VersionRow>(
    `SELECT ${VERSION_COLUMNS} FROM dashboard_versions v LEFT JOIN government_users u ON u.id = v.published_by
      WHERE v.government_subject_id = $1 AND v.menu_key = $2 ORDER BY v.version_no DESC`,
    [subjectId, menuKey],
  );
}

/** One version with its document; 300 naming versionNo when the menu has no such version. */
export async function versionOf(q: Queryable, subjectId: number, menuKey: number, versionNo: number) {
  const [row] = await q.query<VersionRow & { doc: unknown }>(
    `SELECT ${VERSION_COLUMNS}, v.doc FROM dashboard_versions v LEFT JOIN government_users u ON u.id = v.published_by
      WHERE v.government_subject_id = $1 AND v.menu_key = $2 AND v.version_no = $3`,
    [subjectId, menuKey, versionNo],
  );
  if (!row) throw badParams(['versionNo'], '没有这个版本');
  const { doc, ...version } = row;
  return { version, doc: zDashboardDoc.parse(json(doc)) };
}

/** A dashboard of a subject, and the revision of the editor's copy a change was made on. */
export interface EditorChange {
  subjectId: number;
  menuKey: number;
  userId: number;
  baseRevision: number;
}

/**
 * Stores the subject's draft of a menu (checked first, its pictures the subject's own) if no one changed
 * the dashboard since `baseRevision`; answers when it was stored and the new revision.
 */
export async function saveDraft(
  db: Database,
  c: EditorChange,
  doc: DashboardDoc,
  action = '保存了草稿',
): Promise<{ updatedAt: string; revision: number }> {
  checkDoc(doc);
  checkRegionDoc(c.menuKey, doc);
  await checkDocImages(db, c.subjectId, doc);
  return db.tx(async (q) => {
    const revision = await advanceRevision(q, { ...c, action });
    const [row] = await q.query<{ updatedAt: string }>(
      `INSERT INTO dashboard_drafts (government_subject_id, menu_key, doc, updated_by, updated_at)
       VALUES ($1, $2, $3, $4, now())
       ON CONFLICT (government_subject_id, menu_key) DO UPDATE
         SET doc = EXCLUDED.doc, updated_by = EXCLUDED.updated_by, updated_at = now()
       RETURNING to_char(updated_at, 'YYYY-MM-DD HH24:MI:SS') AS "updatedAt"`,
      [c.subjectId, c.menuKey, JSON.stringify(doc), c.userId],
    );
    return { updatedAt: row!.updatedAt, revision };
  });
}

const deleteDraft = (q: Queryable, subjectId: number, menuKey: number) =>
  q.query('DELETE FROM dashboard_drafts WHERE government_subject_id = $1 AND menu_key = $2', [
    subjectId,
    menuKey,
  ]);

/** Removes the draft of a menu (users keep seeing the published version); answers the new revision. */
export async function discardDraft(db: Database, c: EditorChange): Promise<number> {
  return db.tx(async (q) => {
    const revision = await advanceRevision(q, { ...c, action: '放弃了草稿' });
    await deleteDraft(q, c.subjectId, c.menuKey);
    return revision;
  });
}

/** What a publish makes users see: the stored draft, or an earlier version's document (rollback). */
export type PublishSource = { draft: true } | { versionNo: number };

/**
 * Publishes the draft (or an earlier version) as the next version of the menu in one transaction: the
 * rows users read, the version row, the draft removed, the revision raised from `baseRevision`. Before the
 * first publish the configuration as it stood becomes version 1, so a bureau can always roll back to what
 * the catalogue installed.
 */
export async function publishDoc(
  db: Database,
  c: EditorChange & { note: string | null },
  source: PublishSource,
): Promise<{ versionNo: number; revision: number }> {
  const { subjectId, menuKey } = c;
  return db.tx(async (q) => {
    // Serialises publishes of one subject: two editors publishing at once get consecutive versions.
    await q.query('SELECT id FROM government_subjects WHERE id = $1 FOR UPDATE', [subjectId]);
    const [last] = await q.query<{ n: number | null }>(
      'SELECT max(version_no) AS n FROM dashboard_versions WHERE government_subject_id = $1 AND menu_key = $2',
      [subjectId, menuKey],
    );
    const before = (last?.n ?? 0) === 0 ? await readPublishedDoc(q, subjectId, menuKey) : undefined;
    const initial = before !== undefined && before.plates.length > 0;
    const next = (last?.n ?? 0) + (initial ? 2 : 1);
    const action =
      'draft' in source ? `发布了版本 ${next}` : `回滚到版本 ${source.versionNo}（发布为版本 ${next}）`;
    const revision = await advanceRevision(q, { ...c, action });
    const doc =
      'draft' in source
        ? await draftToPublish(q, subjectId, menuKey)
        : (await versionOf(q, subjectId, menuKey, source.versionNo)).doc;
    checkDoc(doc);
    checkRegionDoc(menuKey, doc);
    if (initial) await insertVersion(q, subjectId, menuKey, 1, before, null, INITIAL_NOTE);
    await applyDoc(q, subjectId, menuKey, doc);
    await insertVersion(q, subjectId, menuKey, next, doc, c.userId, c.note);
    await deleteDraft(q, subjectId, menuKey);
    return { versionNo: next, revision };
  });
}

async function insertVersion(
  q: Queryable,
  subjectId: number,
  menuKey: number,
  versionNo: number,
  doc: DashboardDoc,
  userId: number | null,
  note: string | null,
) {
  await q.query(
    `INSERT INTO dashboard_versions (government_subject_id, menu_key, version_no, doc, note, published_by)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [subjectId, menuKey, versionNo, JSON.stringify(doc), note, userId],
  );
}

/** The draft to publish; 300 when there is none. */
export async function draftToPublish(
  q: Queryable,
  subjectId: number,
  menuKey: number,
): Promise<DashboardDoc> {
  const draft = await draftOf(q, subjectId, menuKey);
  if (!draft) throw new RespError(RespCode.BAD_PARAMS, '没有待发布的草稿：请先保存草稿');
  return draft.doc;
}
