// Issue 14: every paged list endpoint of the contract, first page and the 100th, against a started server
// (BASE_URL, default http://localhost:8080; the demo or a `--scale 10` seed). Per page: 20 sequential calls
// after 2 warm-ups, p50 and p95 in ms. Budget p95 ≤ 100 ms for both pages. Figures only, no assertions.
// `LOGIN` picks the caller (default chongming_admin, a county); `ONLY` a substring of the paths to run.
import { ALL_ENDPOINTS, type EndpointDef } from '@fengshou/core/contract';
import { apiAt, pct } from './lib';

const BASE = process.env.BASE_URL ?? 'http://localhost:8080';
const LOGIN = process.env.LOGIN ?? 'chongming_admin';
const ONLY = process.env.ONLY ?? '';
const CALLS = 20;
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

const isPaged = (e: EndpointDef) => {
  const shape = (e.body as unknown as { shape?: Record<string, unknown> }).shape;
  return shape !== undefined && 'pageNo' in shape;
};

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
for (const e of ALL_ENDPOINTS.filter(isPaged)) {
  if (ONLY && !e.path.includes(ONLY)) continue;
  try {
    const base = (await required[e.path]?.()) ?? {};
    const first = await timePage(e, base, 1);
    const hundredth = await timePage(e, base, 100);
    const flag = Math.max(first.p95, hundredth.p95) > 100 ? ' ✘' : '';
    if (flag) over.push(e.path);
    console.log(
      `   ${f(first.p50)} ${f(first.p95)}        ${f(hundredth.p50)} ${f(hundredth.p95)}${hundredth.rows ? '' : ' (empty)'}  ${String(first.total ?? '-').padStart(8)}  ${e.path}${flag}`,
    );
  } catch (error) {
    console.log(`   failed: ${e.path}: ${error instanceof Error ? error.message : String(error)}`);
    over.push(e.path);
  }
}
console.log(over.length ? `over budget or failed: ${over.length}` : 'every list within budget');
