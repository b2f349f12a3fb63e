import { chromium } from '@playwright/test';
const base = 'http://localhost:8776';
const pages = process.argv.slice(2);
const res = await fetch(`${base}/api/login/gov/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ loginName: 'chongming_admin', password: 'Fengshou@2026' }) });
const token = (await res.json()).obj.accessToken;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
page.on('console', (m) => { if (m.type() === 'error') console.log('console:', m.text().slice(0, 200)); });
let first = true;
for (const p of pages) {
  const [path, name] = p.split('=');
  const sep = path.includes('?') ? '&' : '?';
  await page.goto(`${base}${path}${first ? `${sep}token=${token}` : ''}`);
  first = false;
  await page.waitForFunction(() => !document.querySelector('#app-loading'), null, { timeout: 60000 }).catch(() => console.log('still loading'));
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/lb-${name}.png`, fullPage: true });
  console.log('shot', name);
}
await browser.close();
