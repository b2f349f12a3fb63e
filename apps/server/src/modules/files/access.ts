import { RespError } from '@fengshou/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AreaScope } from '../../auth/scope';
import type { SessionStore } from '../../auth/sessions';
import type { FileSigner, SignedQuery } from '../../files/signing';
import { TOKEN_HEADER } from '../../http/guard';

/** What a file route was granted: the area whose rows it may show, and for how long a browser may cache. */
export interface FileGrant {
  scope: Pick<AreaScope, 'contains'>;
  maxAgeS: number;
}

const refuse = (reply: FastifyReply, respCode: number, respDesc: string) =>
  reply
    .code(403)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send({ respCode, respDesc, obj: null });

/**
 * Who may see a /files picture: a caller sending the accessToken header (its session's area scope), or a
 * URL signed by `services.files.sign` (the area it was signed for, until it expires). Anything else is
 * refused with 403 before a row is read, so ids cannot be probed. Answers undefined after refusing.
 */
export async function grantFile(
  req: FastifyRequest<{ Querystring: SignedQuery }>,
  reply: FastifyReply,
  signer: FileSigner,
  sessions: SessionStore,
): Promise<FileGrant | undefined> {
  const token = req.headers[TOKEN_HEADER];
  if (typeof token === 'string' && token) {
    try {
      const session = await sessions.resolve(token);
      return { scope: session.scope, maxAgeS: 0 };
    } catch (e) {
      if (e instanceof RespError) return void refuse(reply, e.respCode, e.respDesc);
      throw e;
    }
  }
  const path = req.url.split('?')[0]!;
  const granted = signer.verify(path, req.query ?? {});
  if (granted === 'expired') return void refuse(reply, 400, '图片链接已过期，请刷新页面');
  if (typeof granted === 'string') return void refuse(reply, 401, '无权访问该图片');
  return { scope: granted, maxAgeS: signer.secondsLeft(req.query) };
}

/** 403 for a picture whose row lies outside the granted area (another county's camera). */
export function refuseOutOfArea(reply: FastifyReply): FastifyReply {
  return refuse(reply, 401, '无权访问该区域的图片');
}
