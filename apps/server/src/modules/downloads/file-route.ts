import { RespCode, RespError } from '@fengshou/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { originOf } from '../../audit/calls';
import type { Session } from '../../auth/sessions';
import type { SignedQuery } from '../../files/signing';
import { TOKEN_HEADER } from '../../http/guard';
import { findDownload } from './repo';

/** The path of a job's file, bound to the user it is signed for. */
export function downloadFilePath(userId: number, jobId: number): string {
  return `/files/downloads/${userId}/${jobId}`;
}

function refuse(reply: FastifyReply, status: number, respCode: number, respDesc: string) {
  return reply.code(status).type('application/json; charset=utf-8').send({ respCode, respDesc, obj: null });
}

const FAULTS = { missing: '下载链接无效', invalid: '下载链接无效', expired: '下载链接已过期，请重新下载' };

/**
 * GET /files/downloads/{user}/{job}?a&e&s: a file of the download centre. The URL is signed for the user
 * and the job's area and opens for minutes; the caller must also be that user by his session (the
 * accessToken header: the browser fetches and saves the blob), see the job in his centre, and hold the job's
 * area in his area scope now. So a copied URL opens for nobody else, and a recipient moved to another
 * county no longer opens his county's briefings. Every download is on the audit trail.
 */
export async function downloadFilesPlugin(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { user: string; job: string }; Querystring: SignedQuery }>(
    '/files/downloads/:user/:job',
    async (req, reply) => {
      const { user, job } = req.params;
      if (!/^\d{1,9}$/.test(user) || !/^\d{1,9}$/.test(job))
        return refuse(reply, 404, RespCode.BAD_PARAMS, '文件不存在');
      const granted = app.services.files.verify(downloadFilePath(Number(user), Number(job)), req.query);
      if (typeof granted === 'string') return refuse(reply, 403, RespCode.NO_ACCESS, FAULTS[granted]);
      const token = req.headers[TOKEN_HEADER];
      let session: Session;
      try {
        session = await app.services.sessions.resolve(typeof token === 'string' ? token : undefined);
        if (session.kind !== 'user') return refuse(reply, 403, RespCode.NO_PERMISSION, '用户无权限');
      } catch (error) {
        if (error instanceof RespError) return refuse(reply, 401, error.respCode, error.respDesc);
        throw error;
      }
      const origin = originOf(req, session);
      const denied = async (why: string) => {
        await app.services.audit.record(origin, {
          event: 'export.download',
          outcome: 'denied',
          target: `exportId=${job}`,
          detail: why,
        });
        return refuse(reply, 403, RespCode.NO_ACCESS, why);
      };
      if (session.userId !== Number(user)) return denied('下载链接不属于当前用户');
      const row = await findDownload(app.services.db, session.userId, Number(job));
      // Another user's job answers like a missing one: its existence is not his to learn.
      if (row?.status !== 'done') return refuse(reply, 404, RespCode.BAD_PARAMS, '文件不存在');
      if (granted.areaId !== row.areaId || !session.scope.contains(row.areaId))
        return denied('无权下载该区域的文件');
      const file = row.filePath ? await app.services.pictureStore.get(row.filePath) : null;
      if (!file) return refuse(reply, 404, RespCode.BAD_PARAMS, '文件已过期，请重新生成');
      const name = row.fileName ?? `export-${row.id}`;
      await app.services.audit.record(origin, {
        event: 'export.download',
        outcome: 'success',
        target: `exportId=${row.id}`,
        detail: row.kind === 'excel' ? `${name}（${row.rowCount} 行）` : name,
      });
      const ext = /\.([a-z0-9]+)$/.exec(name)?.[1] ?? 'bin';
      return reply
        .type(row.mime ?? 'application/octet-stream')
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header(
          'content-disposition',
          `attachment; filename="download-${row.id}.${ext}"; filename*=UTF-8''${encodeURIComponent(name)}`,
        )
        .send(file.bytes);
    },
  );
}
