/// <reference lib="dom" />
import type { Browser } from '@playwright/test';

interface Times {
  firstChart?: number;
  all?: number;
  pressed?: number;
}

/**
 * One fresh load of the baseline page (server.ts) in its own browser context at 1920×1080, as dashboard.ts
 * loads the dashboard: ms from navigation to its first chart drawn and to all plates drawn, then from the
 * press on the `nth` town's button to the first frame with every plate redrawn with the town's data.
 */
export async function baselineRound(browser: Browser, url: string, nth: number) {
  const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  try {
    await page.goto(url);
    await page.waitForFunction(() => (window as unknown as { __dash: Times }).__dash?.all, null, {
      timeout: 180_000,
    });
    const loaded = await page.evaluate(() => (window as unknown as { __dash: Times }).__dash);
    const town = page.locator('.bench-town').nth(nth);
    const name = await town.textContent();
    await town.click();
    // Polled each frame, as dashboard.ts's switch is: the first frame with every plate drawn for the town.
    const redrawn = await page.waitForFunction(
      (n) => {
        const settled = document.querySelectorAll('.dash-plate[data-state="loading"]').length === 0;
        return document.body.dataset.area === n && settled && performance.now();
      },
      name,
      { timeout: 180_000, polling: 'raf' },
    );
    const pressed = await page.evaluate(() => (window as unknown as { __dash: Times }).__dash.pressed!);
    return {
      first: loaded.firstChart!,
      all: loaded.all!,
      switchMs: ((await redrawn.jsonValue()) as number) - pressed,
    };
  } finally {
    await page.close();
  }
}
