/// <reference lib="dom" />
import { scheduleDraw } from '../../apps/web/src/ui/draw-queue';
import { type ChartInstance, type ChartOption, createChart } from '../../apps/web/src/ui/echarts';
import captured from '../fixtures/leadership-cockpit.json';
import type { PlateDrawing, PlatesFixture } from './fixture';

/**
 * The baseline page of dashboard.ts: the dashboard's plates drawn from inline data, with the app's own
 * ECharts wrapper (the same registrations, canvas renderer and pixel ratio) and its draw queue (charts
 * drawn in slices of about a frame), each plate at the box the skin gave it on a 1920×1080 screen; no
 * server call, no React, no data layer. A button per town redraws every plate with the town's data.
 * Times go to window.__dash (ms since navigation): firstChart, all, and pressed / switched for a switch.
 */

const fixture = captured as unknown as PlatesFixture;
const times: { firstChart?: number; all?: number; pressed?: number } = {};
(window as unknown as { __dash: typeof times }).__dash = times;
addEventListener('pointerdown', () => (times.pressed = performance.now()), true);

const screen = document.createElement('div');
screen.className = fixture.screen.className;
screen.setAttribute('style', `${fixture.screen.style};position:fixed;inset:0;width:1920px;height:1080px`);
document.body.append(screen);

const plates = fixture.plates.map((p) => {
  screen.insertAdjacentHTML('beforeend', p.frame);
  const el = screen.lastElementChild as HTMLElement;
  Object.assign(el.style, {
    position: 'absolute',
    left: `${p.box.x}px`,
    top: `${p.box.y}px`,
    width: `${p.box.width}px`,
    height: `${p.box.height}px`,
  });
  return {
    el,
    body: el.querySelector<HTMLElement>('.dash-plate-body')!,
    chart: null as ChartInstance | null,
  };
});

/** Marks the plate's state as the app's frame does; the page's times follow the states. */
function settle(plate: (typeof plates)[number], state: string, isChart: boolean) {
  plate.el.dataset.state = state;
  const now = performance.now();
  if (isChart && times.firstChart === undefined) times.firstChart = now;
  if (times.all === undefined && plates.every((p) => p.el.dataset.state !== 'loading')) times.all = now;
}

/** Draws every plate for an area: markup at once, charts through the draw queue as the app does. */
function show(drawings: PlateDrawing[]) {
  for (const p of plates) p.el.dataset.state = 'loading';
  drawings.forEach((d, i) => {
    const plate = plates[i]!;
    if (d.kind === 'dom') {
      plate.chart?.dispose();
      plate.chart = null;
      plate.body.innerHTML = d.body;
      settle(plate, d.state, false);
      return;
    }
    if (!plate.chart) plate.body.innerHTML = d.body;
    scheduleDraw(() => {
      if (!plate.chart) {
        const box = plate.body.querySelector<HTMLElement>('[role="img"]') ?? plate.body;
        Object.assign(box.style, { width: `${d.box.width}px`, height: `${d.box.height}px` });
        plate.chart = createChart(box);
      }
      // As the app's EChart sets it: the canvas is drawn inside setOption, the next frame has it on screen.
      plate.chart.setOption(d.option as ChartOption, { notMerge: true, lazyUpdate: false });
      requestAnimationFrame(() => settle(plate, 'drawn', true));
    });
  });
}

const towns = document.createElement('nav');
towns.setAttribute('style', 'position:fixed;left:50%;top:45%;display:flex;gap:8px;z-index:5');
fixture.areas.slice(1).forEach((area, i) => {
  const button = document.createElement('button');
  button.className = 'bench-town';
  button.textContent = area.name;
  button.addEventListener('click', () => {
    document.body.dataset.area = area.name;
    show(fixture.areas[i + 1]!.plates);
  });
  towns.append(button);
});
document.body.append(towns);

document.body.dataset.area = fixture.areas[0]!.name;
show(fixture.areas[0]!.plates);
