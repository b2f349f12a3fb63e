// Issue 14: every paged list endpoint of the contract, first page and the 100th, against a started server
// (BASE_URL, default http://localhost:8080; the demo or a `--scale 10` seed). Per page: 20 sequential calls
// after 2 warm-ups, p50 and p95 in ms. Budget p95 ≤ 100 ms for both pages. Figures only, no assertions.
// `LOGIN` picks the caller (default chongming_admin, a county); `ONLY` substrings of the paths to run
// (comma-separated); `CALLS` the timed calls per page (20; p95 of 20 is the slowest call).
// `SORTS=1` also times, under each list, page 1 and 100 for every field of its `sortField` in both directions,
// each word of `KEYWORDS` (default `崇明` — in most names — and a word in none, which makes the count and the
// page read every row of the county) in its free-text field, and its date range `DATES` (default
// 2026-01-01,2026-06-30); `SORTS=only` times only those, not the default order.
import { ALL_ENDPOINTS, type EndpointDef } from '@fengshou/core/contract';
import { apiAt, pct } from './lib';

const BASE = process.env.BASE_URL ?? 'http://localhost:8080';
const LOGIN = process.env.LOGIN ?? 'chongming_admin';
const ONLY = (process.env.ONLY ?? '').split(',').filter(Boolean);
const CALLS = Number(process.env.CALLS ?? 20);
const SORTS = process.env.SORTS ?? '';
const KEYWORDS = (process.env.KEYWORDS ?? '崇明,无此记录').split(',').filter(Boolean);
const DATES = (process.env.DATES ?? '2026-01-01,2026-06-30').split(',');
type Page = { list?: Record<string, unknown>[]; total?: number };

const { call, login } = apiAt(BASE);

const token = await login(LOGIN);

/** The first row's field of another list: the record a list of one farm, company or camera needs. */
async function firstOf(path: string, field: string, body: object = {}): Promise<unknown> {
  const page = await call<Page | Record<string, unknown>[]>(path, { pageSize: 1, ...body }, token);
  const rows = Array.isArray(page) ? page : (page.list ?? []);
  return rows[0]?.[field];
}

// Lists of one record need that record: taken from the county's own lists, as a user would reach them.
const farmId = await firstOf('/api/produce/gov/farm/listByArea', 'farmId');
const required: Record<string, () => Promise<object>> = {
  '/api/produce/gov/farm/listByFarmIds': async () => ({ farmIds: [farmId] }),
  '/api/produce/gov/farm/listByCompanyId': async () => ({
    companyId: await firstOf('/api/produce/gov/company/listByArea', 'companyId'),
  }),
  '/api/produce/gov/farm/plantings': async () => ({ farmId }),
  '/api/produce/gov/farm/inspections': async () => ({ farmId }),
  '/api/produce/gov/iot/device/listByGroup': async () => {
    const cats = await call<{ id: number }[]>('/api/portal/gov/gateCategory/list', {}, token);
    return { gateCategoryId: cats[0]!.id };
  },
  '/api/produce/gov/iot/camera/history': async () => ({
    cameraId: await firstOf('/api/produce/gov/iot/camera/list', 'cameraId'),
  }),
};

const shapeOf = (e: EndpointDef) =>
  (e.body as unknown as { shape?: Record<string, { unwrap?: () => { options?: string[] } }> }).shape;
const isPaged = (e: EndpointDef) => {
  const shape = shapeOf(e);
  return shape !== undefined && 'pageNo' in shape;
};

// The free-text fields and date ranges of the lists' bodies (the first present is used).
const TEXT_FIELDS = ['keyword', 'keywords', 'companyName', 'earTagNo'];
const EAR_TAG_PREFIXES = ['3310151', '99999'];
const RANGES = [
  ['startTime', 'endTime'],
  ['startDate', 'endDate'],
  ['queryStart', 'queryEnd'],
] as const;

/** The user-chosen variants of a list (SORTS): each sort field both ways, keywords, a date range. */
function variants(e: EndpointDef, base: object): { label: string; body: object }[] {
  const shape = shapeOf(e)!;
  const out: { label: string; body: object }[] = [];
  for (const field of shape.sortField?.unwrap?.().options ?? [])
    for (const dir of ['asc', 'desc'])
      out.push({ label: `sort ${field} ${dir}`, body: { ...base, sortField: field, sortOrder: dir } });
  const text = TEXT_FIELDS.find((k) => k in shape);
  // Ear tag numbers are digits searched by prefix: a county's prefix (most tags) and one of none.
  const words = text === 'earTagNo' ? EAR_TAG_PREFIXES : KEYWORDS;
  if (text) for (const word of words) out.push({ label: `${text}=${word}`, body: { ...base, [text]: word } });
  const range = RANGES.find(([a, b]) => a in shape && b in shape);
  if (range) {
    // Dates as the field takes them: 'YYYY-MM-DD', or with a time of day where only that parses.
    const asDates = { ...base, pageNo: 1, pageSize: 20, [range[0]]: DATES[0], [range[1]]: DATES[1] };
    const body = e.body.safeParse(asDates).success
      ? asDates
      : { ...asDates, [range[0]]: `${DATES[0]} 00:00:00`, [range[1]]: `${DATES[1]} 23:59:59` };
    out.push({ label: `${range[0]}..${range[1]} ${DATES.join('..')}`, body });
  }
  return out;
}

async function timePage(e: EndpointDef, base: object, pageNo: number) {
  const body = { ...base, pageNo };
  for (let i = 0; i < 2; i++) await call<Page>(e.path, body, token);
  const times: number[] = [];
  let page: Page = {};
  for (let i = 0; i < CALLS; i++) {
    const t0 = performance.now();
    page = await call<Page>(e.path, body, token);
    times.push(performance.now() - t0);
  }
  return { p50: pct(times, 0.5), p95: pct(times, 0.95), rows: page.list?.length ?? 0, total: page.total };
}

const f = (ms: number) => ms.toFixed(1).padStart(6);
console.log(
  `paged lists as ${LOGIN} (${BASE}), ${CALLS} calls per page after 2 warm-ups; budget p95 ≤ 100 ms`,
);
console.log('   page 1 p50/p95 ms   page 100 p50/p95 ms   total  endpoint');
const over: string[] = [];
let timed = 0;
/** Times page 1 and 100 of one body and prints its line; `label` marks a variant under its list. */
async function line(e: EndpointDef, body: object, label?: string) {
  const name = label ? `    └ ${label}` : e.path;
  timed++;
  try {
    const first = await timePage(e, body, 1);
    const hundredth = await timePage(e, body, 100);
    const flag = Math.max(first.p95, hundredth.p95) > 100 ? ' ✘' : '';
    if (flag) over.push(label ? `${e.path} ${label}` : e.path);
    console.log(
      `   ${f(first.p50)} ${f(first.p95)}        ${f(hundredth.p50)} ${f(hundredth.p95)}${hundredth.rows ? '' : ' (empty)'}  ${String(first.total ?? '-').padStart(8)}  ${name}${flag}`,
    );
  } catch (error) {
    console.log(`   failed: ${name}: ${error instanceof Error ? error.message : String(error)}`);
    over.push(label ? `${e.path} ${label}` : e.path);
  }
}
for (const e of ALL_ENDPOINTS.filter(isPaged)) {
  if (ONLY.length && !ONLY.some((o) => e.path.includes(o))) continue;
  let base: object;
  try {
    // An alias (spec §7 names some lists at several paths) takes the body of the list it repeats.
    base = (await required[e.aliasOf ?? e.path]?.()) ?? {};
  } catch (error) {
    console.log(`   failed: ${e.path}: ${error instanceof Error ? error.message : String(error)}`);
    over.push(e.path);
    continue;
  }
  const extra = SORTS ? variants(e, base) : [];
  if (SORTS !== 'only') await line(e, base);
  else if (extra.length) console.log(`   ${e.path}`);
  for (const v of extra) await line(e, v.body, v.label);
}
console.log(
  over.length
    ? `over budget or failed: ${over.length} of ${timed}:\n  ${over.join('\n  ')}`
    : `every list within budget (${timed})`,
);
