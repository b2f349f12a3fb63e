import { beijingDateTime, beijingToday } from '@fengshou/core';
import { getIotPropertyHistory } from '@fengshou/core/contract';
import { DatePicker, Segmented } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useApiQuery } from '../../api';
import { DataState } from '../../ui/data-state';
import { EChart } from '../../ui/echart';
import type { ChartOption } from '../../ui/echarts';

const PRESETS = [
  { label: '24小时', value: '1' },
  { label: '7天', value: '7' },
  { label: '30天', value: '30' },
];
const FMT = 'YYYY-MM-DD HH:mm:ss';
const DAY_MS = 86_400_000;

/**
 * The start of a preset range as the server reads times: Beijing wall-clock time. A browser in another
 * zone formatting its own clock would shift the range by its offset from UTC+8.
 */
export function presetStart(days: number, now: number = Date.now()): string {
  return beijingDateTime(now - days * DAY_MS);
}

interface HistoryChartProps {
  property: { devicePropertyId: number; propertyName: string; unit: string; deviceName: string };
  /** Bumped when a new reading of the property arrives, so a relative range refetches. */
  tick: number;
}

/** A property's history with a range picker: mean line and min–max band, downsampled by the server. */
export function HistoryChart({ property, tick }: HistoryChartProps) {
  const [preset, setPreset] = useState<string>('7');
  const [custom, setCustom] = useState<[Dayjs, Dayjs] | null>(null);
  // A relative range starts from now when chosen and again when a reading arrives (the tick), not at every
  // render: its start is part of the call's cache key.
  // biome-ignore lint/correctness/useExhaustiveDependencies: tick stands for "now has moved on"
  const start = useMemo(() => presetStart(Number(preset)), [preset, tick]);
  const range = custom
    ? { startTime: custom[0].startOf('day').format(FMT), endTime: custom[1].endOf('day').format(FMT) }
    : { startTime: start };
  const query = useApiQuery(
    getIotPropertyHistory,
    { devicePropertyId: property.devicePropertyId, ...range, maxPoints: 240 },
    { placeholderData: (prev) => prev },
  );
  const option = useMemo<ChartOption | undefined>(() => {
    const pts = query.data?.points;
    if (!pts) return undefined;
    const x = pts.map((p) => p.time);
    return {
      grid: { left: 48, right: 16, top: 28, bottom: 28 },
      tooltip: { trigger: 'axis' },
      legend: { data: ['平均', '最低', '最高'], top: 0, textStyle: { color: '#8aa' } },
      xAxis: { type: 'category', data: x, axisLabel: { formatter: (v: string) => v.slice(5, 16) } },
      yAxis: { type: 'value', name: property.unit, scale: true },
      series: [
        { name: '平均', type: 'line', data: pts.map((p) => p.value), showSymbol: false, smooth: true },
        {
          name: '最低',
          type: 'line',
          data: pts.map((p) => p.min),
          showSymbol: false,
          lineStyle: { opacity: 0.35 },
        },
        {
          name: '最高',
          type: 'line',
          data: pts.map((p) => p.max),
          showSymbol: false,
          lineStyle: { opacity: 0.35 },
        },
      ],
    };
  }, [query.data, property.unit]);
  return (
    <div className="iot-history">
      <div className="iot-history-bar">
        <span className="iot-history-title">
          {property.deviceName} · {property.propertyName}
          {query.data ? `（每${bucketLabel(query.data.bucketSeconds)}一点）` : ''}
        </span>
        <Segmented
          size="small"
          options={PRESETS}
          value={custom ? '' : preset}
          onChange={(v) => {
            setCustom(null);
            setPreset(String(v));
          }}
        />
        <DatePicker.RangePicker
          size="small"
          value={custom}
          // Picked days are calendar days, sent as dates the server reads in Beijing time.
          disabledDate={(d) => d.format('YYYY-MM-DD') > beijingToday()}
          onChange={(v) => setCustom(v?.[0] && v[1] ? [v[0], v[1]] : null)}
        />
      </div>
      <div className="iot-history-chart">
        <DataState
          query={query}
          isEmpty={(d) => d.points.length === 0}
          emptyText="该时段无数据"
          minHeight={240}
        >
          {() => (option ? <EChart option={option} label={`${property.propertyName}历史曲线`} /> : null)}
        </DataState>
      </div>
    </div>
  );
}

function bucketLabel(s: number): string {
  if (s % 86400 === 0) return `${s / 86400}天`;
  if (s % 3600 === 0) return `${s / 3600}小时`;
  return `${Math.round(s / 60)}分钟`;
}
