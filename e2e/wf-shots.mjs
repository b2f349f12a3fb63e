import { chromium } from '@playwright/test';
const base = 'http://localhost:8773';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const page = await browser.newPage({ viewport: { width: 1600, height: 1000 }, locale: 'zh-CN' });
const post = async (path, body, token) => {
  const r = await fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { accesstoken: token } : {}) }, body: JSON.stringify(body) });
  return r.json();
};
const login = (await post('/api/login/gov/user/login', { loginName: process.argv[2] ?? 'chongming_reviewer', password: 'Fengshou@2026' })).obj.accessToken;
const occ = (await post('/api/landoccupy/gov/farmlandOccupy/list', { processStatus: 3, pageSize: 1 }, login)).obj.list[0];
const done = (await post('/api/landoccupy/gov/farmlandOccupy/list', { processStatus: 5, pageSize: 1 }, login)).obj.list[0];
const abn = (await post('/api/landoccupy/gov/cultivatedAbnormal/list', { processStatus: 2, pageSize: 1 }, login)).obj.list[0];
await page.goto(`${base}/?token=${encodeURIComponent(login)}`);
await page.waitForTimeout(3000);
const shots = [
  ['occ-list', '/land-control/occupation'],
  ['occ-case', `/land-control/occupation/${occ.occupyNum}`],
  ['occ-done', `/land-control/occupation/${done.occupyNum}`],
  ['abn-list', '/land-control/abnormal'],
  ['abn-case', `/land-control/abnormal/${abn.id}`],
  ['batches', '/land-control/batches'],
];
for (const [name, path] of shots) {
  await page.goto(base + path);
  await page.waitForLoadState('networkidle').catch(() => {});
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/wf-shots/${name}.png`, fullPage: true });
}
await page.goto(`${base}/land-control/occupation/${occ.occupyNum}`);
await page.waitForTimeout(2500);
await page.getByRole('button', { name: '复核通过' }).click().catch(() => {});
await page.waitForTimeout(1000);
await page.screenshot({ path: '/tmp/wf-shots/occ-modal.png' });
await browser.close();
