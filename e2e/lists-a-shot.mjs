import { chromium } from '@playwright/test';
const base = 'http://localhost:8775';
const [,, login, path, out, wait = '6000'] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const page = await browser.newPage({ viewport: { width: 1600, height: 1000 }, locale: 'zh-CN' });
page.on('console', (m) => { if (m.type() === 'error') console.log('console:', m.text().slice(0, 300)); });
page.on('pageerror', (e) => console.log('pageerror:', e.message.slice(0, 300)));
let url = base + path;
if (login !== 'none') {
  const r = await (await fetch(base + '/api/login/gov/user/login', { method: 'POST', headers: { 'content-type': 'application/json', clientType: '1', platformType: '1' }, body: JSON.stringify({ loginName: login, password: 'Fengshou@2026' }) })).json();
  url += (path.includes('?') ? '&' : '?') + 'token=' + r.obj.accessToken;
}
await page.goto(url);
await page.waitForTimeout(Number(wait));
await page.screenshot({ path: out, fullPage: true });
console.log('loading notice:', await page.locator('#app-loading').count(), 'url:', page.url());
await browser.close();
