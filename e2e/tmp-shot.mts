import { chromium } from '@playwright/test';
import { chooseBrowser } from '/work/main/e2e/browser';
const base = process.env.BASE!;
const pw = process.env.PW!;
const post = async (path: string, body: unknown, token?: string) => {
  const r = await fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { accessToken: token } : {}) }, body: JSON.stringify(body) });
  return r.json() as Promise<any>;
};
let login = await post('/api/login/gov/user/login', { loginName: 'admin', password: pw });
if (login.respCode !== 0) login = await post('/api/login/gov/user/login', { loginName: 'admin', password: 'Nongye#2026' });
else {
  await post('/api/login/gov/user/editMyPassword', { oldPassword: pw, newPassword: 'Nongye#2026' }, login.obj.accessToken);
  login = await post('/api/login/gov/user/login', { loginName: 'admin', password: 'Nongye#2026' });
}
const token = login.obj.accessToken;
const b = chooseBrowser();
const browser = await chromium.launch({ executablePath: b.executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
await page.goto(`${base}/?token=${token}`);
await page.waitForTimeout(8000);
await page.screenshot({ path: '/tmp/shots/start.png' });
for (const p of (process.env.PATHS ?? '').split(',').filter(Boolean)) {
  await page.goto(base + p);
  await page.waitForTimeout(8000);
  await page.screenshot({ path: `/tmp/shots/${p.replace(/\W+/g, '_')}.png` });
}
console.log(page.url());
await browser.close();
