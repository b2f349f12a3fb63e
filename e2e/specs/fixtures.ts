import { test as base, expect, type Page } from '@playwright/test';

/**
 * The specs' `test`: every page a test opens is watched for Content-Security-Policy refusals (Chromium
 * prints each one on the console), and a test during which the policy refused anything fails, naming it.
 * The policy is strict (no inline script, listed hosts only), so a page that needs something it does not
 * list (a stream, a worker, a tile host) is found by the test that opens it, not by a user.
 */
export const test = base.extend<{ cspRefusals: string[] }>({
  cspRefusals: [
    async ({ context }, use) => {
      const refusals: string[] = [];
      const watch = (page: Page) =>
        page.on('console', (m) => {
          if (/Content Security Policy/i.test(m.text())) refusals.push(m.text());
        });
      context.pages().forEach(watch);
      context.on('page', watch);
      await use(refusals);
      expect(refusals, 'the page asked for something the Content-Security-Policy refuses').toEqual([]);
    },
    { auto: true },
  ],
});

export type { APIRequestContext, Locator, Page, Request } from '@playwright/test';
export { expect };
