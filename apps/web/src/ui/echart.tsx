import { useEffect, useRef } from 'react';
import { scheduleDraw } from './draw-queue';
import type { ChartClick, ChartInstance, ChartOption } from './echarts';
import { loadECharts, loadedECharts } from './echarts-loader';

type ECharts = typeof import('./echarts');

// The chart takes its box's size; the box is laid out by CSS (grid cells in viewport units).
const FILL = { width: '100%', height: '100%', minHeight: 0 } as const;

interface EChartProps {
  option: ChartOption;
  /** Called when a data item is clicked (drill down, open a record). */
  onClick?: (event: ChartClick) => void;
  /** Called once an option is drawn on screen (the plate then counts as drawn). */
  onRendered?: () => void;
  /**
   * Called with the chart after each render has finished (option set, resize, roam), so that HTML drawn over
   * the chart (a map's area names) can follow it.
   */
  onLayout?: (chart: ChartInstance) => void;
  /** Runs before the option is set, with ECharts loaded (a map series registers its outlines here). */
  prepare?: () => void;
  className?: string;
  /** Accessible name of the chart. */
  label?: string;
}

/**
 * An ECharts chart filling its box. It follows the box's size with a ResizeObserver (ECharts then draws
 * at the new pixel size), replaces its option when it changes, and is disposed on unmount so a wall
 * screen that switches areas all day does not collect chart instances.
 */
export function EChart({ option, onClick, onRendered, onLayout, prepare, className, label }: EChartProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<ChartInstance | null>(null);
  const clickRef = useRef(onClick);
  const renderedRef = useRef(onRendered);
  const prepareRef = useRef(prepare);
  const layoutRef = useRef(onLayout);
  clickRef.current = onClick;
  layoutRef.current = onLayout;
  renderedRef.current = onRendered;
  prepareRef.current = prepare;

  useEffect(() => {
    const el = boxRef.current;
    let frame = 0;
    const observer =
      !el || typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            cancelAnimationFrame(frame);
            frame = requestAnimationFrame(() => {
              const chart = chartRef.current;
              if (chart && !chart.isDisposed()) chart.resize();
            });
          });
    if (el) observer?.observe(el);
    return () => {
      cancelAnimationFrame(frame);
      observer?.disconnect();
      chartRef.current?.dispose();
      chartRef.current = null;
    };
  }, []);

  useEffect(() => {
    let frame = 0;
    let cancel = () => {};
    let live = true;
    const draw = (charts: ECharts) => {
      cancel = scheduleDraw(() => {
        const el = boxRef.current;
        if (!el) return;
        // Created in its first queued draw, so creating nine charts does not hold one frame either.
        if (!chartRef.current) {
          const created = charts.createChart(el, (e) => clickRef.current?.(e));
          created.on('finished', () => layoutRef.current?.(created));
          chartRef.current = created;
        }
        const chart = chartRef.current;
        if (chart.isDisposed()) return;
        prepareRef.current?.();
        // Without lazyUpdate the canvas is drawn inside setOption; the next frame has it on screen.
        chart.setOption(option, { notMerge: true, lazyUpdate: false });
        frame = requestAnimationFrame(() => renderedRef.current?.());
      });
    };
    const charts = loadedECharts();
    if (charts) draw(charts);
    else
      loadECharts().then(
        (c) => live && draw(c),
        (error: unknown) => console.warn('图表组件加载失败', error),
      );
    return () => {
      live = false;
      cancel();
      cancelAnimationFrame(frame);
    };
  }, [option]);

  return <div ref={boxRef} className={className} style={FILL} role="img" aria-label={label} />;
}
