/// <reference lib="dom" />
import type { Box, PageCapture, PlateDrawing } from './fixture';

// Runs inside the dashboard page (bundled by capture-plates.ts): reads what each plate drew.

const box = (el: Element): Box => {
  const r = el.getBoundingClientRect();
  return { x: r.x, y: r.y, width: r.width, height: r.height };
};

interface Fiber {
  return: Fiber | null;
  memoizedProps: unknown;
}

/**
 * The option the app's EChart component gave ECharts for this chart box: React keeps the component's props
 * on its fiber, which the box's DOM node points to. The app exposes no ECharts instance, and the option as
 * set (not getOption()'s normalised copy) is what the baseline must set to do the app's work.
 */
function optionOf(el: Element): Record<string, unknown> {
  const key = Object.keys(el).find((k) => k.startsWith('__reactFiber$'));
  let fiber = key ? ((el as unknown as Record<string, Fiber>)[key] ?? null) : null;
  while (fiber) {
    const props = fiber.memoizedProps as { option?: unknown } | null;
    if (props && typeof props === 'object' && props.option && typeof props.option === 'object') {
      return props.option as Record<string, unknown>;
    }
    fiber = fiber.return;
  }
  throw new Error('no EChart option above the chart box');
}

/** The option as JSON, without its functions (formatters), and how many were left out. */
function jsonOption(option: Record<string, unknown>) {
  let droppedFunctions = 0;
  const json = JSON.stringify(option, (_key, value: unknown) => {
    if (typeof value !== 'function') return value;
    droppedFunctions++;
    return undefined;
  });
  return { option: JSON.parse(json) as Record<string, unknown>, droppedFunctions };
}

function drawingOf(plate: Element): PlateDrawing {
  const body = plate.querySelector('.dash-plate-body');
  if (!body) throw new Error('plate without a body');
  const copy = body.cloneNode(true) as Element;
  for (const img of copy.querySelectorAll('img')) {
    img.removeAttribute('src');
    img.removeAttribute('srcset');
  }
  const chartBox = body.querySelector('[_echarts_instance_]');
  if (!chartBox) {
    return { kind: 'dom', state: plate.getAttribute('data-state') ?? 'drawn', body: copy.innerHTML };
  }
  const emptied = copy.querySelector('[_echarts_instance_]')!;
  emptied.replaceChildren();
  emptied.removeAttribute('_echarts_instance_');
  return { kind: 'chart', body: copy.innerHTML, box: box(chartBox), ...jsonOption(optionOf(chartBox)) };
}

/** Every plate of the dashboard on screen: frame, box and what it drew. */
export function capturePlates(): PageCapture {
  const screen = document.querySelector('.dash-screen');
  if (!screen) throw new Error('no dashboard on screen');
  const plates = [...document.querySelectorAll('.dash-plate')].map((plate) => {
    const frame = plate.cloneNode(true) as Element;
    frame.querySelector('.dash-plate-body')?.replaceChildren();
    frame.setAttribute('data-state', 'loading');
    return {
      id: Number(plate.getAttribute('data-plate-id')),
      name: plate.getAttribute('aria-label') ?? '',
      visual: plate.getAttribute('data-visual') ?? '',
      box: box(plate),
      frame: frame.outerHTML,
      drawing: drawingOf(plate),
    };
  });
  return {
    skin: document.documentElement.dataset.skin ?? 'tech',
    screen: { className: screen.className, style: screen.getAttribute('style') ?? '' },
    area: document.querySelector('.area-chain-current')?.textContent ?? '',
    plates,
  };
}
