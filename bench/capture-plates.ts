import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import type { PageCapture, PlatesFixture } from './baseline/fixture';
import { bundle } from './baseline/server';
import {
  BASE,
  firstGroupId,
  launchChromium,
  login,
  MENU_PATH,
  newPage,
  switchToTown,
  townLabel,
} from './dashboard';

/**
 * Refreshes bench/fixtures/leadership-cockpit.json, the baseline page's data: opens 领导驾驶舱 against a
 * running app on the demo data (BENCH_BASE_URL, as dashboard.ts) at 1920×1080 and saves every plate's
 * frame, box and drawing (the chart option the app set, or the plate's markup) for the county, then for
 * the first TOWNS (5) towns of the map, in the map's order, on which every plate draws data (a farm or park
 * that has none for most plates would make a light round among heavy ones); dashboard.ts's rounds switch
 * to these towns, by name, on both the dashboard and the baseline page.
 * Run it after a change to the plates, their options or the skin: `npx tsx bench/capture-plates.ts`.
 */

const TOWNS = 5;
const OUT = fileURLToPath(new URL('./fixtures/leadership-cockpit.json', import.meta.url));

const [script] = (
  await bundle(['./capture-page.ts'], { format: 'iife', globalName: '__benchCapture' })
).values();
if (!script) throw new Error('capture-page.ts did not bundle');

async function capture(page: Page): Promise<PageCapture> {
  // A classic script: its top-level var is the page's global.
  await page.addScriptTag({ content: new TextDecoder().decode(script) });
  return page.evaluate(() =>
    (
      window as unknown as { __benchCapture: { capturePlates: () => PageCapture } }
    ).__benchCapture.capturePlates(),
  );
}

const token = await login();
const path = `/data-dashboard/${await firstGroupId(token)}/${MENU_PATH}`;
const browser = await launchChromium();
try {
  const open = async () => {
    const page = await newPage(browser, token);
    await page.goto(`${BASE}${path}`);
    await page.waitForFunction(() => (window as unknown as { __dash: { all?: number } }).__dash.all, null, {
      timeout: 180_000,
    });
    return page;
  };
  const page = await open();
  const county = await capture(page);
  await townLabel(page, 0).waitFor();
  const names = await page.locator('.dash-map .dash-map-label').allTextContents();
  await page.close();
  const towns: PageCapture[] = [];
  for (const name of names) {
    if (towns.length === TOWNS) break;
    const townPage = await open();
    await townLabel(townPage, name).waitFor();
    await switchToTown(townPage, name);
    const town = await capture(townPage);
    await townPage.close();
    if (town.plates.map((p) => p.id).join() !== county.plates.map((p) => p.id).join()) {
      throw new Error(`${town.area}: not the county's plates`);
    }
    const empty = town.plates.filter((p) => p.drawing.kind === 'dom' && p.drawing.state !== 'drawn');
    if (empty.length > 0) console.log(`${name}: skipped, ${empty.length} plates without data`);
    else towns.push(town);
  }
  const fixture: PlatesFixture = {
    source: {
      path,
      user: process.env.BENCH_USER ?? 'chongming_admin',
      capturedAt: new Date().toISOString(),
      viewport: { width: 1920, height: 1080 },
    },
    skin: county.skin,
    screen: county.screen,
    plates: county.plates.map(({ drawing: _, ...frame }) => frame),
    areas: [county, ...towns].map((c) => ({ name: c.area, plates: c.plates.map((p) => p.drawing) })),
  };
  writeFileSync(OUT, `${JSON.stringify(fixture, null, 1)}\n`);
  for (const area of fixture.areas) {
    const kinds = area.plates.map((d) =>
      d.kind === 'chart' ? `chart (${d.droppedFunctions} functions left out)` : `dom ${d.state}`,
    );
    console.log(`${area.name}: ${kinds.join(', ')}`);
  }
  console.log(`saved ${OUT}`);
} finally {
  await browser.close();
}
