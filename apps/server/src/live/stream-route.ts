import { RespError } from '@fengshou/core';
import { zLiveTopic } from '@fengshou/core/contract';
import type { FastifyInstance } from 'fastify';
import type { Session } from '../auth/sessions';
import { TOKEN_HEADER } from '../http/guard';
import type { DeliveredEvent, LiveHub } from './hub';

/** Where the browser opens the stream (GET, `accessToken` header, `?topics=iot.alarm,iot.` optional). */
export const LIVE_STREAM_PATH = '/api/live/gov/events/stream';
const HEARTBEAT_MS = 15_000;
const MAX_TOPICS = 20;

/**
 * The live channel's server-sent-events endpoint. The token travels in the `accessToken` header (the
 * browser reads the stream with fetch, never EventSource, so no token ends up in a URL or a log). The
 * session is checked again at every heartbeat: a logged-out, replaced or expired token ends its stream.
 */
export function registerLiveStream(app: FastifyInstance, hub: LiveHub): void {
  const open = new Set<() => void>();
  app.addHook('preClose', (done) => {
    for (const end of [...open]) end();
    done();
  });

  app.get<{ Querystring: { topics?: string } }>(LIVE_STREAM_PATH, async (request, reply) => {
    const token = request.headers[TOKEN_HEADER];
    const tokenStr = typeof token === 'string' ? token : undefined;
    const topics = (request.query.topics ?? '').split(',').filter(Boolean);
    if (topics.length > MAX_TOPICS || topics.some((t) => !zLiveTopic.safeParse(t).success)) {
      return reply.send({ respCode: 300, respDesc: '参数错误: topics', obj: null });
    }
    let session: Session;
    try {
      session = await app.services.sessions.resolve(tokenStr);
    } catch (e) {
      if (e instanceof RespError)
        return reply.send({ respCode: e.respCode, respDesc: e.respDesc, obj: null });
      throw e;
    }

    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      // Reverse proxies (nginx) must pass events through at once instead of buffering them.
      'x-accel-buffering': 'no',
    });
    res.write(`retry: 3000\nevent: ready\ndata: ${JSON.stringify({ areaId: session.scope.areaId })}\n\n`);

    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      clearInterval(beat);
      unsubscribe();
      open.delete(end);
      res.end();
    };
    const unsubscribe = hub.subscribe({
      scope: session.scope,
      permissions: session.permissions,
      topics,
      send: (event: DeliveredEvent) => {
        if (!ended) res.write(`event: ${event.topic}\ndata: ${JSON.stringify(event)}\n\n`);
      },
    });
    const beat = setInterval(() => {
      try {
        const again = app.services.sessions.resolve(tokenStr);
        if (again instanceof Promise)
          again.then(
            () => res.write(': ping\n\n'),
            () => bye(),
          );
        else res.write(': ping\n\n');
      } catch {
        bye();
      }
    }, HEARTBEAT_MS);
    beat.unref();
    const bye = () => {
      if (!ended) res.write('event: expired\ndata: {}\n\n');
      end();
    };
    open.add(end);
    request.raw.on('close', end);
    res.on('error', end);
  });
}
