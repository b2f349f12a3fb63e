import { stripVTControlCharacters } from 'node:util';
import {
  DASHBOARD_CHILD_ROUTES,
  DASHBOARD_PREFIXED_ROUTES,
  LANGXIA_ROUTES,
} from '../../apps/web/src/app/routes/dashboard';
import { DETAIL_ROUTES } from '../../apps/web/src/app/routes/details';
import { ENTRANCE_ROUTES } from '../../apps/web/src/app/routes/entrances';
import { LATE_ROUTES } from '../../apps/web/src/app/routes/late';
import { LIST_ROUTES } from '../../apps/web/src/app/routes/lists';
import { OTHER_ROUTES } from '../../apps/web/src/app/routes/others';
import { SPEC_PATHS } from '../../apps/web/src/app/routes/spec-paths';
import { TOP_LEVEL_ROUTES } from '../../apps/web/src/app/routes/top-level';
import type { RouteDef } from '../../apps/web/src/app/routes/types';
import { expect, type Locator, type Page, type Request, test } from './fixtures';
import { api, apiLogin, LOADING, settled, shot } from './helpers';
import { landmarkOn, PAGE_LANDMARKS } from './route-landmarks-pages';
import { linesOf, type RouteText, saveRouteTexts } from './route-overlap';

/**
 * The done-criterion of the route table: every path of spec §2 opens without an error page. The walk
 * signs in once, then moves through the whole table client-side (history.pushState + popstate, the way
 * the router itself sees a back/forward step), so each page costs a render, not a reload.
 *
 * On the admin's walk each path of §2 also shows its page's own landmark (route-landmarks-pages.ts), and its
 * text is kept for the overlap of every pair of routes, measured when the run ends (route-overlap-teardown.ts).
 *
 * The table is the web's own (apps/web/src/app/routes/*), concatenated in routeTable()'s order; index.ts
 * itself is not imported because it reads import.meta.env, which only Vite provides. Test-mode routes
 * are not part of a production build and are not walked.
 */
const TABLE: readonly RouteDef[] = [
  ...TOP_LEVEL_ROUTES,
  ...DETAIL_ROUTES,
  ...LIST_ROUTES,
  ...OTHER_ROUTES,
  ...ENTRANCE_ROUTES,
  ...LANGXIA_ROUTES,
  ...DASHBOARD_CHILD_ROUTES,
  ...LATE_ROUTES,
  ...DASHBOARD_PREFIXED_ROUTES,
];

/**
 * Realistic values for the path parameters of §2; orgname is Chinese so percent-decoding is exercised.
 * `records` are records of the subject's own area (a case, a trace code, an entity) and win over the defaults.
 */
function paramsFor(menuGroupId: number, records: Record<string, string | number> = {}) {
  return {
    menuGroupId,
    id: 1,
    farmid: 1,
    farmId: 1,
    baseid: 1,
    companyCode: 1,
    orgid: 1,
    orgname: '崇明区绿华养殖场',
    navActiveId: 1,
    // The dashboard editor and its preview open on a menu key (领导驾驶舱).
    menuKey: 7,
    ...records,
  } as Record<string, string | number>;
}

const fill = (pattern: string, params: Record<string, string | number>) =>
  pattern.replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`no walk value for :${key} in ${pattern}`);
    return encodeURIComponent(String(value));
  });

/** One stop of the walk: where to go, where the app must end up, and how its title shows. */
interface Stop {
  label: string;
  def: RouteDef;
  url: string;
  /** Expected pathname (+ search) after the app's own redirects. */
  final: string;
  /** The route whose page is expected at `final` (the redirect target for redirect rows). */
  shown: RouteDef;
}

/** What the walk needs to know about the signed-in subject. */
interface Subject {
  startPath: string;
  /** Records of the subject's area for the routes that open one (a case, a trace code). */
  records: Record<string, string | number>;
  menuGroupId: number;
  /**
   * The subject's names of its menus by menu key, the start group's first: dashboard topics and
   * dynamic-link pages show the name the menu bar shows (custom name, else the template name).
   */
  menuTitles: Map<number, string>;
}

const byPath = new Map(TABLE.map((r) => [r.path, r]));

/** The live channel's stream (apps/web/src/api/live.ts): it stays open, so no page waits on it. */
const LIVE_STREAM_PATH = '/api/live/gov/events/stream';

function stopsFor(subject: Subject): Stop[] {
  const params = paramsFor(subject.menuGroupId, subject.records);
  const queryValues: Record<string, string | number | undefined> = {
    url: '/favicon.svg',
    cameraId: subject.records.cameraId,
  };
  const stops: Stop[] = [];
  for (const def of TABLE) {
    // The abnormal case page's :id is a case of the subject's area, not the generic record id 1.
    const own = def.path.includes('/land-control/abnormal/') ? { ...params, id: params.abnormalId! } : params;
    let url = fill(def.path, own);
    // The query a route reads, where the walk has a value: the iframe page gets an address to embed rather
    // than its "no address" notice, the camera page a camera of the subject's area.
    const query = (def.query ?? []).filter((key) => queryValues[key] !== undefined);
    if (query.length) url += `?${new URLSearchParams(query.map((key) => [key, String(queryValues[key])]))}`;
    let final = url;
    let shown = def;
    if (def.redirect) {
      final = def.redirect;
      shown = byPath.get(def.redirect) ?? def;
    } else if (def.path === '/' || def.path === '/login') {
      final = subject.startPath;
    }
    stops.push({ label: def.path, def, url, final, shown });
  }
  // Spec §2: any unknown path redirects to /, which sends a signed-in user to the start page.
  stops.push({
    label: '(unknown path)',
    def: TABLE[0]!,
    url: '/no/such/page',
    final: subject.startPath,
    shown: TABLE[0]!,
  });
  return stops;
}

/** Console errors that are not the app's fault. Each entry says why it is benign. */
const BENIGN_CONSOLE: readonly RegExp[] = [];

/** Collects what goes wrong in the page while one stop is open. */
class Watch {
  pageErrors: string[] = [];
  consoleErrors: string[] = [];
  apiFailures: string[] = [];
  requestFailures: string[] = [];
  private pending: Promise<void>[] = [];
  /** Requests under way that a page waits on (not the live stream, which stays open). */
  private inFlight = new Set<Request>();

  constructor(page: Page, origin: string) {
    // The API and the page chunks (a lazy page shows a loading state until its chunk is in).
    const isApi = (r: Request) => {
      const url = new URL(r.url());
      if (url.origin !== origin || url.pathname === LIVE_STREAM_PATH) return false;
      return url.pathname.startsWith('/api/') || url.pathname.startsWith('/assets/');
    };
    page.on('request', (r) => {
      if (isApi(r)) this.inFlight.add(r);
    });
    page.on('requestfinished', (r) => this.inFlight.delete(r));
    page.on('requestfailed', (r) => this.inFlight.delete(r));
    page.on('pageerror', (e) => this.pageErrors.push(`${e.name}: ${e.message}`));
    page.on('console', (m) => {
      if (m.type() !== 'error') return;
      const text = m.text();
      if (!BENIGN_CONSOLE.some((re) => re.test(text))) this.consoleErrors.push(text);
    });
    page.on('requestfailed', (r) => {
      // Leaving a page aborts its queries (TanStack passes an AbortSignal); that is not a failure.
      const reason = r.failure()?.errorText ?? '';
      if (r.url().startsWith(origin) && !reason.includes('ERR_ABORTED')) {
        this.requestFailures.push(`${r.method()} ${r.url()} ${reason}`);
      }
    });
    page.on('response', (r) => {
      const url = r.url();
      if (!url.startsWith(origin)) return;
      if (r.status() >= 400) {
        this.apiFailures.push(`${r.status()} ${url}`);
        return;
      }
      if (!new URL(url).pathname.startsWith('/api/')) return;
      // Only JSON answers carry an envelope; the live-event stream never ends, so its body never resolves.
      if (!r.headers()['content-type']?.includes('application/json')) return;
      this.pending.push(
        r
          .json()
          .then((body: { respCode?: number; respDesc?: string }) => {
            if (body.respCode !== 0) this.apiFailures.push(`${url} → ${body.respCode} ${body.respDesc}`);
          })
          .catch(() => {}),
      );
    });
  }

  /** How many of them are under way. */
  busy(): number {
    return this.inFlight.size;
  }

  async take(): Promise<string[]> {
    await Promise.all(this.pending.splice(0));
    const all = [
      ...this.pageErrors.map((e) => `pageerror ${e}`),
      ...this.consoleErrors.map((e) => `console.error ${e}`),
      ...this.apiFailures.map((e) => `api ${e}`),
      ...this.requestFailures.map((e) => `request ${e}`),
    ];
    this.pageErrors = [];
    this.consoleErrors = [];
    this.apiFailures = [];
    this.requestFailures = [];
    return all;
  }
}

/** Client-side navigation: a history entry in react-router's format, then the popstate it listens to. */
async function navigate(page: Page, to: string): Promise<void> {
  await page.evaluate((target) => {
    const state = history.state as { idx?: number } | null;
    const next = { usr: null, key: Math.random().toString(36).slice(2, 10), idx: (state?.idx ?? 0) + 1 };
    history.pushState(next, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: next }));
  }, to);
}

const STEP_MS = 8_000;
/** How long a stop's requests may take to answer before the walk calls them hung. */
const ANSWER_MS = 60_000;

/** The heading that carries a page's title, and the text it must show. */
async function expectTitle(page: Page, stop: Stop, subject: Subject): Promise<void> {
  const { shown } = stop;
  // The whole text, or (exact = false) the text anywhere in it: a pattern matches anywhere.
  const has = (locator: Locator, text: string, exact = true) =>
    expect(locator).toHaveText(exact ? text : new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')), {
      timeout: STEP_MS,
    });
  // / and /login lead a signed-in user to the start page, the first menu group's index: like any group
  // index it shows the group's first menu under that menu's (possibly custom) name, marked active.
  const startPage = stop.final === subject.startPath && (shown.path === '/' || shown.path === '/login');
  switch (startPage ? 'data-dashboard' : shown.page) {
    case 'data-dashboard': {
      const active = page.locator('.dashboard-menu.is-active');
      await expect(active).toHaveCount(1, { timeout: STEP_MS });
      return has(page.locator('h1.topic-title'), (await active.textContent())!.trim());
    }
    case 'not-access':
      return has(page.locator('.not-access .ant-result-title'), shown.title);
    case 'welcome':
      return has(page.locator('.welcome-page h1'), shown.title, false);
    case 'setup':
      return has(page.locator('.setup-card .login-card-title'), shown.title);
    case 'change-password':
      return has(page.locator('h1.account-title'), shown.title);
    case 'home':
      // /home shows the platform title as its heading; the route title shows in the document title.
      await expect(page.locator('h1.home-title')).toBeVisible({ timeout: STEP_MS });
      return expect(page).toHaveTitle(new RegExp(`^${shown.title} - `), { timeout: STEP_MS });
    case 'guide':
    case 'langxia-menu':
      await expect(page.locator('.guide-title h1')).toBeVisible({ timeout: STEP_MS });
      return has(page.locator('.guide-subtitle'), shown.title, false);
    case 'dynamic-link':
      return has(page.locator('.ant-result-title'), subject.menuTitles.get(shown.key) ?? shown.title);
    case 'dashboard-menu':
      return has(page.locator('h1.topic-title'), subject.menuTitles.get(shown.key) ?? shown.title);
    default:
      // Every other page: the shared topic heading, which may name the record or area too
      // ("崇明区经营主体报告", "<合作社> · 农机调度详情").
      return has(page.locator('h1.topic-title'), shown.title, false);
  }
}

/**
 * Whether the page sits at the stop's final address. A page may write the query parameters its route declares
 * (the land-source page records its active tab as routeLandSourceId), so those may be added; any other
 * difference in path or query is a wrong landing.
 */
function landedAt(url: URL, stop: Stop, origin: string): boolean {
  const want = new URL(stop.final, origin);
  if (url.origin !== want.origin || url.pathname !== want.pathname) return false;
  const declared = new Set(stop.shown.query ?? []);
  for (const [key, value] of url.searchParams) {
    if (want.searchParams.get(key) !== value && !(declared.has(key) && !want.searchParams.has(key)))
      return false;
  }
  return [...want.searchParams.keys()].every((key) => url.searchParams.has(key));
}

/** Everything that must hold once a stop has opened; returns the problems found. */
async function check(
  page: Page,
  stop: Stop,
  subject: Subject,
  origin: string,
  watch: Watch,
): Promise<string[]> {
  const problems: string[] = [];
  const attempt = async (what: string, fn: () => Promise<unknown>) => {
    try {
      await fn();
    } catch (e) {
      // The assertion's first line and its Expected/Received lines, without colour codes.
      const lines = stripVTControlCharacters(e instanceof Error ? e.message : String(e)).split('\n');
      const detail = lines.filter((l, i) => i === 0 || /^(Expected|Received)/.test(l.trim()));
      problems.push(`${what}: ${detail.map((l) => l.trim()).join(' | ')}`);
    }
  };
  await attempt('url', () =>
    expect(page).toHaveURL((url) => landedAt(url, stop, origin), { timeout: STEP_MS }),
  );
  await attempt('title', () => expectTitle(page, stop, subject));
  // Loading states must end (entry data, page chunk, data views). What the page asked for answers first,
  // however long a busy machine takes; then no loading state may be left.
  await attempt('requests', () =>
    expect.poll(() => watch.busy(), { message: 'requests under way', timeout: ANSWER_MS }).toBe(0),
  );
  await attempt('loading', () => expect(page.locator(LOADING)).toHaveCount(0, { timeout: STEP_MS }));
  const notAccessExpected = stop.shown.page === 'not-access';
  const dom = await page.evaluate(() => ({
    routeError: document.querySelectorAll('.route-error').length,
    notAccess: document.querySelectorAll('.not-access').length,
    noSubject: document.body.textContent?.includes('未能加载当前用户的政府主体信息'),
    dataError: [...document.querySelectorAll('.data-state .ant-result-title')].map((e) => e.textContent),
    // A percent-escaped UTF-8 character (lead byte, continuation byte), e.g. %E5%B4 of an undecoded 崇;
    // not "4.6%20…", which is a percentage next to a date in adjacent cells.
    rawEscapes: /%[C-F][0-9A-F]%[89AB][0-9A-F]/i.test(
      document.querySelector('main, #root')?.textContent ?? '',
    ),
  }));
  if (dom.routeError) problems.push('error page (.route-error) shown');
  if (dom.notAccess && !notAccessExpected) problems.push('NotAccess shown');
  if (dom.noSubject) problems.push('topic frame without subject');
  if (dom.dataError.length) problems.push(`data view error: ${dom.dataError.join(' / ')}`);
  if (dom.rawEscapes) problems.push('percent-escaped text on the page');
  return problems;
}

interface WalkResult {
  walked: number;
  failures: string[];
  /** The text of each path of §2 the walk opened (the admin's walk). */
  texts: RouteText[];
}

const SPEC_PATH_SET = new Set(SPEC_PATHS);

/**
 * The page's visible text once it has stopped changing (charts and counters draw their last labels after the
 * data is in): an embedded page counts by its address (its text is another system's).
 */
async function visibleText(page: Page): Promise<string> {
  let last: string | undefined;
  await expect
    .poll(
      async () => {
        const text = await readText(page);
        const same = text === last;
        last = text;
        return same;
      },
      { intervals: [150], timeout: STEP_MS },
    )
    .toBe(true)
    // A page that keeps changing (a clock, a ticker) is measured as it stands.
    .catch(() => {});
  return last ?? '';
}

function readText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const root = document.querySelector<HTMLElement>('main') ?? document.querySelector<HTMLElement>('#root');
    const frames = [...(root?.querySelectorAll('iframe') ?? [])].map(
      (f) => `内嵌页面 ${f.getAttribute('src')}`,
    );
    // innerText, not textContent: the layout's line breaks separate the lines compared.
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered lines are what is measured
    return [root?.innerText ?? '', ...frames].join('\n');
  });
}

/** The page's own landmark, where the route has one, must show. */
async function ownLandmark(page: Page, stop: Stop): Promise<string[]> {
  const landmark = PAGE_LANDMARKS[stop.def.path];
  if (!landmark) return [];
  return expect(landmarkOn(page, landmark))
    .toBeVisible({ timeout: STEP_MS })
    .then(
      () => [],
      () => [`landmark of its own not shown: ${landmark.role} "${landmark.name}"`],
    );
}

/** On a path of §2: its text is kept for the overlap measure. */
async function keepText(page: Page, stop: Stop, texts: RouteText[]): Promise<void> {
  texts.push({
    path: stop.def.path,
    page: stop.def.page,
    variant: stop.def.variant,
    landed: new URL(page.url()).pathname,
    lines: linesOf(await visibleText(page)),
  });
}

async function walk(
  page: Page,
  stops: readonly Stop[],
  subject: Subject,
  shots: Readonly<Record<string, string>> = {},
  ownContent = false,
): Promise<WalkResult> {
  const origin = new URL(page.url()).origin;
  const watch = new Watch(page, origin);
  await watch.take();
  const failures: string[] = [];
  const texts: RouteText[] = [];
  for (const stop of stops) {
    const began = Date.now();
    await navigate(page, stop.url);
    const problems = await check(page, stop, subject, origin, watch);
    if (ownContent && stop.label !== '(unknown path)') {
      problems.push(...(await ownLandmark(page, stop)));
      if (SPEC_PATH_SET.has(stop.def.path)) await keepText(page, stop, texts);
    }
    const name = shots[stop.url];
    if (name) {
      await settled(page);
      await shot(page, name);
    }
    problems.push(...(await watch.take()));
    const ms = Date.now() - began;
    // Printed as the walk goes, so a walk cut off by its timeout still tells which stops were slow or broken.
    if (problems.length) {
      const failure = `${stop.url} (${stop.shown.name}):\n    ${problems.join('\n    ')}`;
      failures.push(failure);
      console.log(`✘ ${ms} ms ${failure}`);
    } else if (ms > 2_000) console.log(`slow ${ms} ms ${stop.url}`);
  }
  return { walked: stops.length, failures, texts };
}

async function signIn(
  page: Page,
  request: Parameters<typeof apiLogin>[0],
  loginName: string,
): Promise<Subject> {
  const token = await apiLogin(request, loginName);
  const info = await api<{ govSubjectVO: { id: number } }>(
    request,
    '/api/login/gov/user/getUserInfo',
    {},
    token,
  );
  const types = await api<
    {
      menuGroupList: {
        id: number;
        menuList: { menuKey: number; menuName: string; customName: string | null }[];
      }[];
    }[]
  >(
    request,
    '/api/portal/gov/menuGroup/typeAndGroupList',
    { governmentSubjectId: info.obj.govSubjectVO.id },
    token,
  );
  await page.goto(`/?token=${encodeURIComponent(token)}`);
  await expect(page).toHaveURL(/\/data-dashboard\/\d+$/);
  const startPath = new URL(page.url()).pathname;
  const menuGroupId = Number(startPath.split('/').pop());
  const groups = types.obj.flatMap((t) => t.menuGroupList);
  const menuTitles = new Map<number, string>();
  for (const g of [...groups.filter((x) => x.id === menuGroupId), ...groups]) {
    for (const m of g.menuList) {
      if (m.menuKey !== 0 && !menuTitles.has(m.menuKey)) {
        menuTitles.set(m.menuKey, m.customName?.trim() || m.menuName);
      }
    }
  }
  // A case and a trace code of the subject's own area, so their pages open a record that exists.
  type Rows = { list: Record<string, string | number | null>[] };
  const first = async (path: string, field: string) =>
    (await api<Rows>(request, path, { pageSize: 1 }, token)).obj?.list[0]?.[field] ?? 'none';
  // An entity by its unified credit code where the role may read it (masked codes are not addresses).
  const credit = String(await first('/api/produce/gov/company/listByArea', 'creditCode'));
  const records = {
    companyCode: /^[0-9A-Z]{18}$/.test(credit) ? credit : 1,
    occupyNum: String(await first('/api/landoccupy/gov/farmlandOccupy/list', 'occupyNum')),
    code: String(await first('/api/produce/gov/certificate/listByArea', 'traceCode')),
    abnormalId: String(await first('/api/landoccupy/gov/cultivatedAbnormal/list', 'id')),
    cameraId: String(await first('/api/produce/gov/iot/camera/list', 'cameraId')),
    // A livestock farm by its id and its (Chinese) name, as the farm list links it.
    orgid: String(await first('/api/produce/gov/animal/onPlantList', 'farmId')),
    orgname: String(await first('/api/produce/gov/animal/onPlantList', 'farmName')),
  };
  return { startPath, menuGroupId, menuTitles, records };
}

function report(who: string, result: WalkResult, ms: number): void {
  console.log(`${who}: walked ${result.walked} paths in ${(ms / 1000).toFixed(1)} s`);
  if (result.failures.length) console.log(result.failures.join('\n'));
}

// The walks are independent tests (each signs in): several workers walk side by side.
test.describe.configure({ mode: 'parallel' });

/** The admin's walk in parts, each a test of its own: a whole walk is ~260 pages, several minutes. */
const PARTS = 4;
const ADMIN_SHOTS = (g: number, orgid: string | number, orgname: string | number) => ({
  [`/data-dashboard/${g}/land-resource`]: 'walk-dashboard-child',
  '/jyzdSubjectlist': 'walk-list',
  [`/animal-husbandry-manage-third-part/farmDetail/${orgid}/${encodeURIComponent(String(orgname))}`]:
    'walk-detail',
  '/global/big-screen-entrance': 'walk-entrance',
  '/example/dialog': 'walk-late',
  '/langxiaOneHome/djyl': 'walk-langxia',
});

for (let part = 0; part < PARTS; part++) {
  test(`every path of §2 opens without an error page (chongming_admin, part ${part + 1} of ${PARTS})`, async ({
    page,
    request,
  }) => {
    // About 65 routes, many drawing maps and charts of the demo county: about 0.8 s each on a quiet 2-core machine.
    test.setTimeout(240_000);
    const subject = await signIn(page, request, 'chongming_admin');
    const all = stopsFor(subject);
    // Every row of the table is walked once (plus the unknown path), by one of the parts.
    expect(all).toHaveLength(TABLE.length + 1);
    // A landmark of a path the table no longer has would never be looked for.
    expect(Object.keys(PAGE_LANDMARKS).filter((p) => !byPath.has(p))).toEqual([]);
    const shots = ADMIN_SHOTS(subject.menuGroupId, subject.records.orgid!, subject.records.orgname!);
    for (const url of Object.keys(shots)) expect(all.map((s) => s.url)).toContain(url);
    const size = Math.ceil(all.length / PARTS);
    const stops = all.slice(part * size, (part + 1) * size);
    const started = Date.now();
    const result = await walk(page, stops, subject, shots, true);
    saveRouteTexts(`admin-part-${part + 1}`, result.texts);
    report(`chongming_admin part ${part + 1}`, result, Date.now() - started);
    expect(result.failures).toEqual([]);
  });
}

test('a role with fewer permissions opens a sample of every kind without a crash (chongming_viewer)', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const subject = await signIn(page, request, 'chongming_viewer');
  const all = stopsFor(subject);
  // Every page kind and every redirect at least once, then every tenth row.
  const seen = new Set<string>();
  const stops = all.filter((s, i) => {
    const kind = `${s.def.page}/${s.def.chrome ?? 'shell'}/${s.def.variant ?? ''}`;
    const first = !seen.has(kind);
    seen.add(kind);
    return first || Boolean(s.def.redirect) || s.label === '(unknown path)' || i % 10 === 0;
  });
  const started = Date.now();
  const result = await walk(page, stops, subject);
  report('chongming_viewer', result, Date.now() - started);
  expect(result.failures).toEqual([]);
});
