// Baseline: a bare node:http server doing the same JSON work as the ping endpoint (read body, parse,
// look the token up, answer the envelope) with nothing else.
import { createServer } from 'node:http';
import { formatChinaDateTime } from '@fengshou/core';

const token = process.argv[2] ?? 'bench-token';
const sessions = new Map([[token, { userId: 1 }]]);
const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const session = sessions.get(String(req.headers.accesstoken));
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as { echo?: string };
    const out = session
      ? {
          respCode: 0,
          respDesc: '成功',
          obj: {
            echo: body.echo ?? null,
            userId: session.userId,
            serverTime: formatChinaDateTime(new Date()),
          },
        }
      : { respCode: 400, respDesc: '登录失效', obj: null };
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(out));
  });
});
server.listen(0, '127.0.0.1', () => {
  const addr = server.address();
  console.log(`ready ${typeof addr === 'object' && addr ? addr.port : 0} ${token}`);
});
