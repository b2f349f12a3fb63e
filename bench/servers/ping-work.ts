// The JSON work of the ping endpoint, shared by the reference servers so that both do exactly the same.
import { formatChinaDateTime } from '@fengshou/core';

/** The one token the reference servers know, from their command line. */
export const BENCH_TOKEN = process.argv[2] ?? 'bench-token';
const sessions = new Map([[BENCH_TOKEN, { userId: 1 }]]);

/** The envelope the ping answers: the echo for a known token, 登录失效 otherwise. */
export function answerPing(accessToken: unknown, body: { echo?: string }) {
  const session = sessions.get(String(accessToken));
  return session
    ? {
        respCode: 0,
        respDesc: '成功',
        obj: { echo: body.echo ?? null, userId: session.userId, serverTime: formatChinaDateTime(new Date()) },
      }
    : { respCode: 400, respDesc: '登录失效', obj: null };
}
