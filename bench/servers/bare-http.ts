// Baseline: a bare node:http server doing the same JSON work as the ping endpoint (read body, parse,
// look the token up, answer the envelope) with nothing else.
import { createServer } from 'node:http';
import { announce } from '../lib';
import { answerPing, BENCH_TOKEN } from './ping-work';

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as { echo?: string };
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(answerPing(req.headers.accesstoken, body)));
  });
});
server.listen(0, '127.0.0.1', () => announce(server.address(), BENCH_TOKEN));
