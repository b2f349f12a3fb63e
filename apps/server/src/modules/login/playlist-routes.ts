import { badParams, RespCode, RespError } from '@fengshou/core';
import {
  assignDisplayPlaylist,
  deleteDisplayPlaylist,
  getMyDisplayPlaylist,
  listDisplayPlaylists,
  saveDisplayPlaylist,
} from '@fengshou/core/contract';
import { callerOf, type Route, route } from '../../http/route';
import { checkEntries, findPlaylist, listPlaylists, playlistOfSession } from './playlist-repo';

/** Wall-screen playlists of the caller's current subject, and the one a display token plays. */
export const playlistRoutes: Route[] = [
  route(listDisplayPlaylists, async (ctx) => listPlaylists(ctx.services.db, callerOf(ctx).subjectId)),

  route(saveDisplayPlaylist, async (ctx) => {
    const session = callerOf(ctx);
    const { db } = ctx.services;
    const { id, name, entries, resumeSeconds } = ctx.body;
    await checkEntries(db, session.subjectId, session.scope, entries);
    return db.tx(async (q) => {
      const [taken] = await q.query<{ id: number }>(
        'SELECT id FROM display_playlists WHERE government_subject_id = $1 AND name = $2 AND id <> $3',
        [session.subjectId, name, id ?? 0],
      );
      if (taken) throw badParams(['name'], '已有同名轮播');
      const [row] = id
        ? await q.query<{ id: number }>(
            `UPDATE display_playlists SET name = $3, entries = $4, resume_seconds = $5, updated_by = $6,
                    updated_at = now()
              WHERE id = $1 AND government_subject_id = $2 RETURNING id`,
            [id, session.subjectId, name, JSON.stringify(entries), resumeSeconds, session.userId],
          )
        : await q.query<{ id: number }>(
            `INSERT INTO display_playlists (government_subject_id, name, entries, resume_seconds, updated_by)
             VALUES ($1, $2, $3, $4, $5) RETURNING id`,
            [session.subjectId, name, JSON.stringify(entries), resumeSeconds, session.userId],
          );
      if (!row) throw new RespError(RespCode.NO_ACCESS, '无权修改该轮播');
      const out = await findPlaylist(q, session.subjectId, row.id);
      if (!out) throw new Error('playlist vanished inside its own transaction');
      return out;
    });
  }),

  route(deleteDisplayPlaylist, async (ctx) => {
    const session = callerOf(ctx);
    const rows = await ctx.services.db.query(
      'DELETE FROM display_playlists WHERE id = $1 AND government_subject_id = $2 RETURNING id',
      [ctx.body.id, session.subjectId],
    );
    if (rows.length === 0) throw new RespError(RespCode.NO_ACCESS, '无权删除该轮播');
    return { ok: true as const };
  }),

  route(assignDisplayPlaylist, async (ctx) => {
    const session = callerOf(ctx);
    const { db } = ctx.services;
    const { tokenId, playlistId } = ctx.body;
    return db.tx(async (q) => {
      const [token] = await q.query<{ id: string }>(
        "SELECT id FROM sessions WHERE id = $1 AND kind = 'display' AND subject_id = $2 AND revoked_at IS NULL",
        [tokenId, session.subjectId],
      );
      if (!token) throw new RespError(RespCode.NO_ACCESS, '无权设置该展示令牌');
      if (playlistId !== null && !(await findPlaylist(q, session.subjectId, playlistId))) {
        throw new RespError(RespCode.NO_ACCESS, '无权使用该轮播');
      }
      await q.query('DELETE FROM display_token_playlists WHERE session_id = $1', [tokenId]);
      if (playlistId !== null) {
        await q.query('INSERT INTO display_token_playlists (session_id, playlist_id) VALUES ($1, $2)', [
          tokenId,
          playlistId,
        ]);
      }
      return { ok: true as const };
    });
  }),

  route(getMyDisplayPlaylist, async (ctx) => {
    const session = callerOf(ctx);
    if (session.kind !== 'display') return null;
    return playlistOfSession(ctx.services.db, session.subjectId, session.id);
  }),
];
