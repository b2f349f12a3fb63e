import { badParams, dashboardMenuByKey, isDynamicLinkKey } from '@fengshou/core';
import type { DisplayPlaylist, PlaylistEntry, zPlaylistEntryInput } from '@fengshou/core/contract';
import type { z } from 'zod';
import type { AreaScope } from '../../auth/scope';
import type { Queryable } from '../../db/client';
import { listShowMenus } from '../portal/menus';

type EntryInput = z.output<typeof zPlaylistEntryInput>;

interface PlaylistRow {
  id: number;
  name: string;
  entries: EntryInput[] | string;
  resumeSeconds: number;
  updatedBy: string | null;
  updatedAt: string;
  tokenCount: number;
}

const SELECT = `
  SELECT p.id, p.name, p.entries, p.resume_seconds AS "resumeSeconds", u.nickname AS "updatedBy",
         to_char(p.updated_at, 'YYYY-MM-DD HH24:MI:SS') AS "updatedAt",
         (SELECT count(*)::int FROM display_token_playlists a JOIN sessions s ON s.id = a.session_id
           WHERE a.playlist_id = p.id AND s.revoked_at IS NULL AND s.expires_at > now()) AS "tokenCount"
    FROM display_playlists p LEFT JOIN government_users u ON u.id = p.updated_by`;

/** The names the screen and the management page show beside each entry's keys. */
async function named(q: Queryable, subjectId: number, entries: EntryInput[]): Promise<PlaylistEntry[]> {
  const menus = await listShowMenus(q, subjectId);
  const ids = [...new Set(entries.map((e) => e.areaId))];
  const areas = await q.query<{ id: string; name: string; level: number }>(
    'SELECT id, name, level FROM areas WHERE id = ANY($1::bigint[])',
    [ids],
  );
  const byId = new Map(areas.map((a) => [Number(a.id), a]));
  return entries.map((e) => {
    const menu = menus.find((m) => m.menuKey === e.menuKey);
    const area = byId.get(e.areaId);
    return {
      ...e,
      menuName:
        menu?.customName || menu?.menuName || dashboardMenuByKey(e.menuKey)?.name || String(e.menuKey),
      areaName: area?.name ?? String(e.areaId),
      areaLevel: area?.level ?? 0,
    };
  });
}

async function present(q: Queryable, subjectId: number, row: PlaylistRow): Promise<DisplayPlaylist> {
  const entries = typeof row.entries === 'string' ? (JSON.parse(row.entries) as EntryInput[]) : row.entries;
  return { ...row, entries: await named(q, subjectId, entries) };
}

/** The subject's playlists by name. */
export async function listPlaylists(q: Queryable, subjectId: number): Promise<DisplayPlaylist[]> {
  const rows = await q.query<PlaylistRow>(`${SELECT} WHERE p.government_subject_id = $1 ORDER BY p.name`, [
    subjectId,
  ]);
  return Promise.all(rows.map((r) => present(q, subjectId, r)));
}

/** One playlist of the subject, or undefined (another subject's answers the same as none). */
export async function findPlaylist(q: Queryable, subjectId: number, id: number) {
  const [row] = await q.query<PlaylistRow>(`${SELECT} WHERE p.government_subject_id = $1 AND p.id = $2`, [
    subjectId,
    id,
  ]);
  return row && present(q, subjectId, row);
}

/** The playlist a display session plays, or null. */
export async function playlistOfSession(q: Queryable, subjectId: number, sessionId: number) {
  const [row] = await q.query<PlaylistRow>(
    `${SELECT} JOIN display_token_playlists a ON a.playlist_id = p.id
      WHERE a.session_id = $1 AND p.government_subject_id = $2`,
    [sessionId, subjectId],
  );
  return row ? present(q, subjectId, row) : null;
}

/**
 * Refuses (300 naming `entries.i.field`) an entry whose topic the subject does not show as a dashboard, or
 * whose area is outside the caller's scope or unknown.
 */
export async function checkEntries(
  q: Queryable,
  subjectId: number,
  scope: AreaScope,
  entries: EntryInput[],
): Promise<void> {
  const menus = await listShowMenus(q, subjectId);
  const ids = [...new Set(entries.map((e) => e.areaId))];
  const known = await q.query<{ id: string }>('SELECT id FROM areas WHERE id = ANY($1::bigint[])', [ids]);
  const found = new Set(known.map((a) => Number(a.id)));
  for (const [i, e] of entries.entries()) {
    const shown = menus.some((m) => m.menuKey === e.menuKey && m.routeName && !m.linkUrl);
    if (!shown || !dashboardMenuByKey(e.menuKey) || isDynamicLinkKey(e.menuKey)) {
      throw badParams([`entries.${i}.menuKey`], '须为本主体菜单中的专题大屏');
    }
    if (!scope.contains(e.areaId) || !found.has(e.areaId)) {
      throw badParams([`entries.${i}.areaId`], '区域须在本主体辖区内');
    }
  }
}
