import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ALL_ENDPOINTS, type EndpointDef, envelopeOf } from '@fengshou/core/contract';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import pino from 'pino';
import { AccessDenied, originOf, recordCall } from './audit/calls';
import { loadAuditKey } from './audit/chain';
import { AuditTrail } from './audit/trail';
import { generateSetupCode } from './auth/initial-password';
import { PolicyStore } from './auth/security-policy';
import { SessionStore } from './auth/sessions';
import type { Config } from './config';
import type { Database } from './db/client';
import { demoPictures } from './demo/pictures';
import { registerDeviceHttp } from './devices/http-routes';
import { DeviceLookup, registerMqttAuth } from './devices/mqtt';
import { Devices } from './devices/service';
import { demoFilesPlugin } from './files/plugin';
import { FileSigner } from './files/signing';
import { openFileStore } from './files/store/open-store';
import { assertLookups } from './http/area-scope';
import { registerAssets } from './http/assets';
import { errorHandler } from './http/error-handler';
import { authorize, TOKEN_HEADER } from './http/guard';
import { Lifecycle, registerHealth } from './http/health';
import { HeavyGate } from './http/heavy-gate';
import { registerJsonBodyParser } from './http/json-body';
import { ERROR_RESPONSES, OPENAPI_HEAD, openApiTransform, openApiTransformObject } from './http/openapi';
import { invoke, type Route } from './http/route';
import { registerSecurityHeaders } from './http/security-headers';
import { JobRunner } from './jobs/runner';
import { LiveHub } from './live/hub';
import { registerLiveStream } from './live/stream-route';
import { ALL_ROUTES } from './modules';
import { watchLiveEvents } from './modules/archive/live-stale';
import { registerCameraSnapshots } from './modules/camera/device-snapshot';
import { downloadFilesPlugin } from './modules/downloads/file-route';
import { runExcelJob } from './modules/exports/excel-job';
import { filesPlugin } from './modules/files/plugin';
import { runImportJob } from './modules/importer/import-job';
import { registerIotTestHooks } from './modules/iot/test-hooks';
import { reviewFilesPlugin } from './modules/landoccupy/evidence';
import { registerTrapReports } from './modules/pest/device-report';
import { logoFilesPlugin } from './modules/portal/logos';
import { plateImageFilesPlugin } from './modules/portal/plate-image-files';
import { allowOutbound } from './net/outbound';
import type { Services } from './services';
import { smsProviderFor } from './sms/provider';
import { imageryTilesPlugin } from './tiles/imagery/plugin';
import { tilesPlugin } from './tiles/plugin';

export interface AppOptions {
  config: Config;
  db: Database;
  /** Replaces parts of the services (tests: a recording SMS provider). */
  services?: Partial<Services>;
  /** The process's phase (server.ts); API calls wait for 'serving'. Absent: serving from the start. */
  lifecycle?: Lifecycle;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    endpoint?: EndpointDef;
  }
  interface FastifyInstance {
    services: Services;
  }
}

const SERVICE_OF = /^\/api\/([^/]+)\//;

/** Builds the API server (and the SPA when built); tests drive it with inject(). */
export async function buildApp({
  config,
  db,
  services: overrides,
  lifecycle,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // Fastify gets no logger: with one it builds a child logger and hangs 'finish'/'error' listeners on every
    // response to log it (about 0.8 µs of a 23 µs request). The app logs through services.log, and the error
    // handler names the request itself.
    logger: false,
    bodyLimit: 1024 * 1024,
    // Bounds receiving a whole request; idle keep-alive sockets close after Node's keepAliveTimeout.
    requestTimeout: 125_000,
    // While closing, the lifecycle gate (http/health.ts) answers 600 in the envelope instead.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  // Response schemas always document the API; checking every answer against them costs throughput, so only tests do.
  app.setSerializerCompiler(
    config.validateResponses ? serializerCompiler : () => (data) => JSON.stringify(data),
  );
  app.setErrorHandler(errorHandler);
  registerSecurityHeaders(app, { webDist: config.webDist, ...config.headers });
  registerJsonBodyParser(app);

  const log = overrides?.log ?? pino({ level: config.logLevel });
  allowOutbound(config.outbound.allow);
  const live = overrides?.live ?? new LiveHub(db, log);
  const policy = new PolicyStore(db, config.session);
  const services: Services = {
    config,
    db,
    log,
    policy,
    sessions: new SessionStore(db, policy, config.session.maxPerUser),
    sms: smsProviderFor(config.sms, log),
    live,
    devices: overrides?.devices ?? new Devices(db, live, log),
    files: overrides?.files ?? new FileSigner(),
    pictureStore: overrides?.pictureStore ?? openFileStore(config),
    audit:
      overrides?.audit ??
      new AuditTrail(
        db,
        loadAuditKey(config.audit.key, join(config.dataDir, 'audit.key')),
        config.audit.retentionDays,
        log,
      ),
    routes: new Map(ALL_ROUTES.map((r) => [r.endpoint.path, r])),
    jobs:
      overrides?.jobs ??
      new JobRunner(() => services, config.jobs, { excel: runExcelJob, import: runImportJob }),
    setupCode: config.setupCode ?? generateSetupCode(),
    ...overrides,
  };
  // A server started before its migrations (server.ts passes a lifecycle) loads the key once they ran.
  if (!lifecycle) await services.files.init(db);
  await services.live.start();
  // Cached statistics an event changed (a new alarm's counts) are dropped before a screen refetches them.
  watchLiveEvents(services.live, db);
  // A server started before its migrations (server.ts) starts the device sweeps once they ran.
  if (!lifecycle) {
    services.devices.start();
    services.audit.start();
    services.jobs.start();
  }
  app.addHook('onClose', async () => {
    await services.jobs.close();
    await services.devices.close();
    await services.audit.close();
    await services.live.close();
  });
  app.decorate('services', services);
  app.decorateRequest('session', null);

  await app.register(swagger, {
    openapi: structuredClone(OPENAPI_HEAD) as never,
    transform: openApiTransform,
    transformObject: openApiTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  registerHealth(app, lifecycle ?? new Lifecycle(), db);
  bindEndpoints(app, ALL_ROUTES);
  registerLiveStream(app, services.live);
  registerDeviceHttp(app, services.devices);
  // An external broker (EMQX) asks here whether a device may connect and use a topic.
  if (config.mqtt.authSecret) {
    const lookup = new DeviceLookup(db);
    const { username, password } = config.mqtt;
    registerMqttAuth(app, {
      secret: config.mqtt.authSecret,
      devices: () => services.devices,
      deviceByUsername: (name) => lookup.byUsername(name),
      server: username && password ? { username, password } : undefined,
    });
  }
  // Pictures and counts devices upload with their own token (not a user session).
  registerCameraSnapshots(app);
  registerTrapReports(app);
  if (config.testHooks) registerIotTestHooks(app);
  await app.register(demoFilesPlugin);
  await app.register(filesPlugin, {
    db,
    signer: services.files,
    sessions: services.sessions,
    store: services.pictureStore,
    pictures: config.demo ? demoPictures : undefined,
  });
  await app.register(downloadFilesPlugin);
  await app.register(reviewFilesPlugin);
  await app.register(logoFilesPlugin);
  await app.register(plateImageFilesPlugin);
  await app.register(tilesPlugin);
  await app.register(imageryTilesPlugin);

  app.setNotFoundHandler((request, reply) => {
    // Only page navigations fall back to the SPA; a missing API path or file must not answer with index.html.
    const isPage = request.method === 'GET' && !/^\/(api|files|tiles|assets)\//.test(request.url);
    if (!isPage || !existsSync(config.webDist)) {
      return reply
        .status(404)
        .send({ respCode: 300, respDesc: `接口不存在: ${request.url.split('?')[0]}`, obj: null });
    }
    // The check app (外业核查) is a page of its own with its own entry (apps/web/check.html).
    const page = /^\/check(\/|\?|$)/.test(request.url) ? 'check.html' : 'index.html';
    return reply.type('text/html').sendFile(page);
  });
  if (existsSync(config.webDist)) {
    registerAssets(app, join(config.webDist, 'assets'));
    await app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: false,
      // The hashed assets are served from memory (registerAssets); this serves index.html and the root files.
      globIgnore: ['assets/**'],
      // The build writes .br and .gz beside each text asset (apps/web/build/precompress.ts).
      preCompressed: true,
      // index.html names the build's assets: browsers ask again each time.
      setHeaders: (reply) => {
        reply.header('cache-control', 'no-cache');
      },
    });
  }
  return app;
}

/** Registers each contract endpoint with its handler; an endpoint without one stops the server at start. */
function bindEndpoints(app: FastifyInstance, routes: readonly Route[]) {
  const byPath = new Map(routes.map((r) => [r.endpoint.path, r]));
  const missing = ALL_ENDPOINTS.filter((e) => !byPath.has(e.path)).map((e) => e.path);
  if (missing.length) throw new Error(`endpoints without a handler: ${missing.join(', ')}`);
  assertLookups(ALL_ENDPOINTS);
  const heavy = new HeavyGate();
  for (const route of routes) {
    const { endpoint } = route;
    app.route({
      method: 'POST',
      url: endpoint.path,
      bodyLimit: endpoint.bodyLimitBytes,
      config: { endpoint },
      schema: {
        summary: endpoint.summary,
        tags: [SERVICE_OF.exec(endpoint.path)?.[1] ?? 'api'],
        description: `权限: ${[endpoint.access].flat().join(' 或 ')}${endpoint.display ? '；大屏展示令牌可用' : ''}`,
        ...(endpoint.access === 'public' ? {} : { security: [{ accessToken: [] }] }),
        body: endpoint.body,
        response: {
          200: envelopeOf(endpoint.result).describe(
            '业务应答：respCode 0 成功时 obj 为结果，其余 respCode 时 obj 为 null',
          ),
          ...ERROR_RESPONSES,
        },
      },
      // Authorization runs before the body is parsed, so a stranger learns nothing about the schema.
      // Callback style: a cached session is checked without a promise or a microtask hop.
      onRequest: (request, _reply, done) => {
        // A known caller refused for want of a permission is on record; other refusals only answer.
        const refused = (e: unknown) => {
          if (!(e instanceof AccessDenied)) return done(e as Error);
          recordCall(app.services.audit, endpoint, originOf(request, e.session), undefined, {
            error: e,
          }).then(
            () => done(e),
            () => done(e),
          );
        };
        const token = request.headers[TOKEN_HEADER];
        let outcome: ReturnType<typeof authorize>;
        try {
          outcome = authorize(endpoint, typeof token === 'string' ? token : undefined, app.services.sessions);
        } catch (e) {
          return refused(e);
        }
        if (!(outcome instanceof Promise)) {
          request.session = outcome;
          return done();
        }
        outcome.then((session) => {
          request.session = session;
          done();
        }, refused);
      },
      handler: async (request) => {
        // Heavy endpoints are admitted before anything runs; the slot is freed however the call ends.
        const leave = endpoint.heavy ? heavy.enter(request.session) : undefined;
        try {
          return await answerCall(request, route);
        } finally {
          leave?.();
        }
      },
    });
  }
}

/** Runs a bound call; every call of an audited endpoint, and every refusal for want of right, is on record first. */
async function answerCall(request: FastifyRequest, route: Route) {
  const { endpoint } = route;
  const app = request.server;
  const origin = originOf(request, request.session);
  let obj: unknown;
  try {
    obj = await invoke(route, {
      body: request.body,
      session: request.session,
      services: app.services,
      host: request.headers.host ?? '',
      ip: request.ip,
      requestId: request.id,
      headers: request.headers,
    });
  } catch (error) {
    await recordCall(app.services.audit, endpoint, origin, request.body, { error });
    throw error;
  }
  if (endpoint.audit) await recordCall(app.services.audit, endpoint, origin, request.body, { obj });
  return { respCode: 0, respDesc: '成功', obj };
}

declare module 'fastify' {
  interface FastifyRequest {
    session: import('./auth/sessions').Session | null;
  }
}
