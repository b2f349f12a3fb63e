import { Button } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useCurrentArea } from '../../area/use-current-area';
import { AreaContextBar } from '../../ui/area/area-context-bar';
import { PageFrame } from '../../ui/detail-page';
import { EChart } from '../../ui/echart';
import type { ChartOption } from '../../ui/echarts';
import { figureText, useMetricBreakdown, useMetricSummary } from '../../ui/metric';
import { Panel } from '../../ui/panel';
import type { PageProps } from '../../ui/route-meta';
import './screens.css';

const FIGURES = [
  'companyCount',
  'farmAreaMu',
  'sownAreaMu',
  'qualifiedCertCount',
  'iotDeviceCount',
  'salesAmountWan',
];
const COUNT_MS = 1600;
const STEP_MS = 900;

/** A number counting up from 0 to its value once (ease-out), as the home page's opening shows it. */
function CountUp({ value }: { value: number | null }) {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (value === null) return;
    const start = performance.now();
    let frame = requestAnimationFrame(function step(now) {
      const t = Math.min(1, (now - start) / COUNT_MS);
      setShown(value * (1 - (1 - t) ** 3));
      if (t < 1) frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [value]);
  return <>{value === null ? '--' : figureText(Math.round(shown * 100) / 100)}</>;
}

/**
 * /main-animate (首页动画): the opening of a home screen — the area's key figures counting up, then this
 * year's certificates and sales played month by month.
 */
export default function MainAnimatePage({ meta }: PageProps) {
  const { selected } = useCurrentArea();
  const figures = useMetricSummary(FIGURES);
  const months = useMetricBreakdown(['qualifiedCertCount', 'salesOrderCount'], 'month');
  const rows = months.data?.rows ?? [];
  const [upTo, setUpTo] = useState(1);
  const [playing, setPlaying] = useState(true);
  useEffect(() => {
    if (!playing || rows.length === 0) return;
    if (upTo >= rows.length) {
      setPlaying(false);
      return;
    }
    const timer = setTimeout(() => setUpTo((n) => n + 1), STEP_MS);
    return () => clearTimeout(timer);
  }, [playing, upTo, rows.length]);
  const option = useMemo<ChartOption>(
    () => ({
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      grid: { left: 48, right: 24, top: 32, bottom: 28 },
      xAxis: { type: 'category', data: rows.map((r) => r.name) },
      yAxis: { type: 'value' },
      animationDurationUpdate: STEP_MS * 0.8,
      series: (months.data?.series ?? []).map((s) => ({
        name: s.name,
        type: 'bar',
        barMaxWidth: 26,
        data: rows.map((r, i) => (i < upTo ? (r[s.metric] as number) : null)),
      })),
    }),
    [rows, months.data, upTo],
  );
  return (
    <PageFrame
      title={meta.title}
      subtitle={`${selected?.areaName ?? ''}首页开场：核心数字滚动与逐月回放`}
      extra={<AreaContextBar />}
    >
      <ul className="stat-strip count-strip">
        {(figures.data ?? []).map((f) => (
          <li key={f.metric}>
            <span className="stat-strip-value">
              <CountUp value={f.value} />
              <small>{f.unit}</small>
            </span>
            <span className="stat-strip-label">{f.name}</span>
          </li>
        ))}
      </ul>
      <Panel
        title={`本年逐月回放（${rows[Math.min(upTo, rows.length) - 1]?.name ?? ''}）`}
        className="animate-panel"
        extra={
          <Button
            size="small"
            onClick={() => {
              if (!playing && upTo >= rows.length) setUpTo(1);
              setPlaying((p) => !p);
            }}
          >
            {playing ? '暂停' : upTo >= rows.length ? '重新播放' : '继续'}
          </Button>
        }
      >
        <EChart option={option} label="本年合格证与订单逐月回放" className="metric-chart" />
      </Panel>
    </PageFrame>
  );
}
