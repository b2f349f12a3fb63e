// Reference: a plain Fastify route doing the same JSON work as bare-http.ts, with no authorization, no
// schema and no envelope code of ours, and no logger, as the app runs it. Its ratio to the bare server is
// the framework's own ceiling.
import Fastify from 'fastify';
import { announce } from '../lib';
import { answerPing, BENCH_TOKEN } from './ping-work';

const app = Fastify({ logger: false });
app.post('/api/system/gov/status/ping', async (request) =>
  answerPing(request.headers.accesstoken, request.body as { echo?: string }),
);
await app.listen({ port: 0, host: '127.0.0.1' });
announce(app.server.address(), BENCH_TOKEN);
