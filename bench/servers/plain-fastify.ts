// Reference: a plain Fastify route doing the same JSON work as bare-http.ts, with no authorization, no
// schema and no envelope code of ours. Its ratio to the bare server is the framework's own ceiling.
import { formatChinaDateTime } from '@fengshou/core';
import Fastify from 'fastify';

const token = process.argv[2] ?? 'bench-token';
const sessions = new Map([[token, { userId: 1 }]]);
const app = Fastify({ logger: { level: 'warn' } });
app.post('/api/system/gov/status/ping', async (request) => {
  const session = sessions.get(String(request.headers.accesstoken));
  const body = request.body as { echo?: string };
  return session
    ? {
        respCode: 0,
        respDesc: '成功',
        obj: { echo: body.echo ?? null, userId: session.userId, serverTime: formatChinaDateTime(new Date()) },
      }
    : { respCode: 400, respDesc: '登录失效', obj: null };
});
await app.listen({ port: 0, host: '127.0.0.1' });
const addr = app.server.address();
console.log(`ready ${typeof addr === 'object' && addr ? addr.port : 0} ${token}`);
