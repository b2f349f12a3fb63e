import { RespCode, RespError } from '@fengshou/core';
import { createDisplayToken, listDisplayTokens, revokeDisplayToken } from '@fengshou/core/contract';
import type { Queryable } from '../../db/client';
import { callerOf, type Route, route } from '../../http/route';

interface DisplayTokenRow {
  id: number;
  name: string;
  subjectId: number;
  createTime: string;
  expireTime: string;
  revoked: boolean;
  playlistId: number | null;
  playlistName: string | null;
}

const SELECT = `
  SELECT s.id, s.name, s.subject_id AS "subjectId",
         to_char(s.created_at, 'YYYY-MM-DD HH24:MI:SS') AS "createTime",
         to_char(s.expires_at, 'YYYY-MM-DD HH24:MI:SS') AS "expireTime",
         s.revoked_at IS NOT NULL AS revoked, p.id AS "playlistId", p.name AS "playlistName"
    FROM sessions s
    LEFT JOIN display_token_playlists a ON a.session_id = s.id
    LEFT JOIN display_playlists p ON p.id = a.playlist_id
   WHERE s.kind = 'display'`;

/** Display tokens of a subject, newest first (a token lives in the subject, whoever issued it). */
function listForSubject(q: Queryable, subjectId: number): Promise<DisplayTokenRow[]> {
  return q.query<DisplayTokenRow>(`${SELECT} AND s.subject_id = $1 ORDER BY s.id DESC`, [subjectId]);
}

async function findForSubject(q: Queryable, id: number, subjectId: number) {
  const [row] = await q.query<DisplayTokenRow>(`${SELECT} AND s.id = $1 AND s.subject_id = $2`, [
    id,
    subjectId,
  ]);
  return row;
}

/** Read-only wall-screen tokens of the caller's current subject. */
export const displayRoutes: Route[] = [
  route(createDisplayToken, async (ctx) => {
    const session = callerOf(ctx);
    const { db, sessions } = ctx.services;
    return db.tx(async (q) => {
      const { id, token } = await sessions.createDisplayToken(
        q,
        session.userId,
        session.subjectId,
        ctx.body.name,
        ctx.body.validDays,
      );
      const row = await findForSubject(q, id, session.subjectId);
      if (!row) throw new Error('display token vanished inside its own transaction');
      // The token is shown this once; only its hash is kept.
      const entryUrl = `http://${ctx.host || 'localhost'}/?token=${encodeURIComponent(token)}&kiosk=1`;
      return { ...row, accessToken: token, entryUrl };
    });
  }),

  route(listDisplayTokens, async (ctx) => listForSubject(ctx.services.db, callerOf(ctx).subjectId)),

  route(revokeDisplayToken, async (ctx) => {
    const session = callerOf(ctx);
    const { db, sessions } = ctx.services;
    const row = await findForSubject(db, ctx.body.id, session.subjectId);
    if (!row) throw new RespError(RespCode.NO_ACCESS, '无权吊销该展示令牌');
    await sessions.revoke(db, row.id, 'revoked');
    return { ok: true as const };
  }),
];
