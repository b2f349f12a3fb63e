import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Clicks the element of a plate's chart (a bar, a line's point) in the category named `name`, as a user
 * would. The canvas offers no handle, so the pointer is first moved over the chart inside the page (the
 * chart's own mousemove handling, a few thousand points in one go) to find where the chart shows the pointer
 * cursor, that is over an element, and which category the tooltip then names; the click itself is a real
 * one at that point. Answers the tooltip's text. `name` undefined: the first element found.
 */
export async function clickChartElement(page: Page, plate: Locator, name?: string): Promise<string> {
  const chart = plate.locator('[_echarts_instance_]');
  await expect(chart).toBeVisible();
  const hit = await chart.evaluate((el, wanted) => {
    const root = el.firstElementChild as HTMLElement;
    const box = root.getBoundingClientRect();
    const move = (x: number, y: number) =>
      root.dispatchEvent(new MouseEvent('mousemove', { clientX: x, clientY: y, bubbles: true }));
    const tip = () =>
      [...el.children]
        .filter((d): d is HTMLElement => d !== root && d instanceof HTMLElement && d.style.display !== 'none')
        .map((d) => d.textContent ?? '')
        .join(' ');
    for (let x = box.left + 4; x < box.right - 2; x += 3) {
      for (let y = box.bottom - 2; y > box.top + 2; y -= 3) {
        move(x, y);
        if (root.style.cursor !== 'pointer') continue;
        const text = tip();
        if (wanted === null || text.includes(wanted)) return { x, y, text };
        break;
      }
    }
    return null;
  }, name ?? null);
  expect(hit, `an element of ${name ?? 'any category'} in the chart`).not.toBeNull();
  await page.mouse.click(hit!.x, hit!.y);
  return hit!.text;
}
