import { createReadStream, existsSync } from 'node:fs';
import { join } from 'node:path';
import { RespCode, RespError } from '@fengshou/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { originOf } from '../../audit/calls';
import type { Session } from '../../auth/sessions';
import { TOKEN_HEADER } from '../../http/guard';
import { downloadName, findExport } from './repo';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function refuse(reply: FastifyReply, status: number, respCode: number, respDesc: string) {
  return reply.code(status).type('application/json; charset=utf-8').send({ respCode, respDesc, obj: null });
}

/**
 * GET /files/exports/{id}.xlsx: the file of an export, only to the user who made it, by the session in the
 * accessToken header (the browser fetches it and saves the blob; no public URL ever names the file).
 */
export async function exportDownloadPlugin(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { file: string } }>('/files/exports/:file', async (req, reply) => {
    const m = /^(\d{1,9})\.xlsx$/.exec(req.params.file);
    if (!m) return refuse(reply, 404, RespCode.BAD_PARAMS, '文件不存在');
    const token = req.headers[TOKEN_HEADER];
    let session: Session;
    try {
      session = await app.services.sessions.resolve(typeof token === 'string' ? token : undefined);
      if (session.kind !== 'user') return refuse(reply, 403, RespCode.NO_PERMISSION, '用户无权限');
    } catch (error) {
      if (error instanceof RespError) return refuse(reply, 401, error.respCode, error.respDesc);
      throw error;
    }
    const row = await findExport(app.services.db, Number(m[1]));
    // Another user's export answers like a missing one: its existence is not theirs to learn.
    if (!row || row.userId !== session.userId || row.status !== 2 || !row.filePath) {
      return refuse(reply, 404, RespCode.BAD_PARAMS, '文件不存在');
    }
    const file = join(app.services.config.dataDir, row.filePath);
    if (!existsSync(file)) return refuse(reply, 404, RespCode.BAD_PARAMS, '文件已过期，请重新导出');
    const name = downloadName(row);
    await app.services.audit.record(originOf(req, session), {
      event: 'export.download',
      outcome: 'success',
      target: `exportId=${row.id}`,
      detail: `${name}（${row.rowCount} 行）`,
    });
    return reply
      .type(XLSX)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header(
        'content-disposition',
        `attachment; filename="export-${row.id}.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`,
      )
      .send(createReadStream(file));
  });
}
