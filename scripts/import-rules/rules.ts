import type { Edge } from './graph';

/** A rule of the house: the edges it forbids and why. */
export interface Rule {
  name: string;
  why: string;
  /** The edge breaks the rule. */
  forbids: (e: Edge) => boolean;
}

const NODE_BUILTINS =
  /^(node:|(assert|buffer|child_process|crypto|events|fs|http|https|net|os|path|stream|url|util|worker_threads|zlib)(\/|$))/;

/** The feature folder of a web file (`apps/web/src/features/farms/x.tsx` → farms). */
const feature = (path: string) => /^apps\/web\/src\/features\/([^/]+)\//.exec(path)?.[1];
/** The server module of a file (`apps/server/src/modules/iot/x.ts` → iot). */
const serverModule = (path: string) => /^apps\/server\/src\/modules\/([^/]+)\//.exec(path)?.[1];
/** A route file binds a module's endpoints: `routes.ts` or `<part>-routes.ts`. */
const isRouteFile = (path: string) => /(^|\/|-)routes\.ts$/.test(path);
/** Tests and their helpers may reach anything they exercise (the demo logins, fixtures). */
const isTest = (path: string) => /(\.(test|spec)|test-support)\.tsx?$/.test(path) || /\/test\//.test(path);

/**
 * The floors of the web app, top to bottom: a file may import its own floor and those below it, never one
 * above. What two features share moves down to a floor below them.
 */
const WEB_FLOORS = ['app', 'features', 'dashboard', 'review', 'map', 'ui', 'area', 'api', 'test'] as const;
const webFloor = (path: string) => {
  const top = /^apps\/web\/src\/([^/]+)\//.exec(path)?.[1];
  const i = WEB_FLOORS.indexOf(top as (typeof WEB_FLOORS)[number]);
  return i < 0 ? undefined : i;
};

/**
 * The floors of the server, top to bottom. The entry points (app.ts, server.ts, cli/) assemble the floors
 * and stand above them all; `demo` is a plugin above the modules it fills.
 */
const SERVER_FLOORS = [
  'demo',
  'tiles',
  'modules',
  'devices',
  'jobs',
  'live',
  'seed',
  'files',
  'import',
  'query',
  'http',
  'sms',
  'net',
  'auth',
  'db',
] as const;
const serverFloor = (path: string) => {
  const top = /^apps\/server\/src\/([^/]+)\//.exec(path)?.[1];
  const i = SERVER_FLOORS.indexOf(top as (typeof SERVER_FLOORS)[number]);
  return i < 0 ? undefined : i;
};

/** Entry points that assemble the server: they may register the demo plugin. */
const SERVER_ENTRIES = /^apps\/server\/src\/(server\.ts|app\.ts|cli\/)/;

export const RULES: Rule[] = [
  {
    name: 'core-is-pure',
    why: 'packages/core runs in both the browser and the server: no Node built-ins, React or Fastify',
    forbids: (e) =>
      e.from.startsWith('packages/core/src/') &&
      e.external &&
      (NODE_BUILTINS.test(e.to) || /^(react|react-dom|fastify|@fastify\/)/.test(e.to)),
  },
  {
    name: 'core-below-apps',
    why: 'packages/core is the floor under both apps and imports neither',
    forbids: (e) => e.from.startsWith('packages/core/') && !e.external && e.to.startsWith('apps/'),
  },
  {
    name: 'apps-apart',
    why: 'the web app and the server share only packages/core',
    forbids: (e) =>
      !e.external &&
      ((e.from.startsWith('apps/web/') && e.to.startsWith('apps/server/')) ||
        (e.from.startsWith('apps/server/') && e.to.startsWith('apps/web/'))),
  },
  {
    name: 'features-apart',
    why: 'a feature never imports another feature; what two share moves down (ui, area, map, dashboard, api, core)',
    forbids: (e) => {
      const a = feature(e.from);
      const b = feature(e.to);
      return !e.external && a !== undefined && b !== undefined && a !== b;
    },
  },
  {
    name: 'web-floors',
    why: `web folders import downwards only: ${WEB_FLOORS.join(' > ')}`,
    forbids: (e) => {
      if (e.external || isTest(e.from)) return false;
      const a = webFloor(e.from);
      const b = webFloor(e.to);
      return a !== undefined && b !== undefined && b < a;
    },
  },
  {
    name: 'routes-private',
    why: "a server module binds its own endpoints; another module's routes file is not a library",
    forbids: (e) => {
      const a = serverModule(e.from);
      const b = serverModule(e.to);
      // modules/index.ts, outside every module, is the table of them all.
      return !e.external && a !== undefined && b !== undefined && a !== b && isRouteFile(e.to);
    },
  },
  {
    name: 'demo-is-a-plugin',
    why: 'the demo is synthetic data registered by the entry points; nothing else imports it',
    forbids: (e) =>
      !e.external &&
      e.to.startsWith('apps/server/src/demo/') &&
      !e.from.startsWith('apps/server/src/demo/') &&
      !SERVER_ENTRIES.test(e.from) &&
      !isTest(e.from),
  },
  {
    name: 'server-floors',
    why: `server folders import downwards only: ${SERVER_FLOORS.join(' > ')}`,
    forbids: (e) => {
      if (e.external || isTest(e.from)) return false;
      const a = serverFloor(e.from);
      const b = serverFloor(e.to);
      return a !== undefined && b !== undefined && b < a;
    },
  },
];
