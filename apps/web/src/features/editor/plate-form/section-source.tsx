import type { StatDimension } from '@fengshou/core/contract';
import { Alert, Form, InputNumber, Radio, Select } from 'antd';
import { useMemo } from 'react';
import { errorText } from '../../../api';
import { useMetricCatalog } from '../editor-queries';
import type { SectionProps } from './section-types';
import {
  DIMENSION_OPTIONS,
  ENDPOINT_OPTIONS,
  type SourceMode,
  sourceModeOf,
  switchMode,
} from './source-model';

const MODES: { value: SourceMode; label: string }[] = [
  { value: 'breakdown', label: '指标分组统计' },
  { value: 'summary', label: '指标汇总' },
  { value: 'endpoint', label: '系统数据接口' },
  { value: 'none', label: '无数据源' },
];

/** The metric picker: the registry's metrics grouped by topic, those that break down by `by` only. */
function MetricSelect({
  value,
  max,
  by,
  onChange,
}: {
  value: string[];
  max: number;
  by: StatDimension | null;
  onChange: (metrics: string[]) => void;
}) {
  const catalog = useMetricCatalog();
  const options = useMemo(() => {
    const groups = new Map<string, { value: string; label: string }[]>();
    for (const m of catalog.data ?? []) {
      if (by && !m.dimensions.includes(by)) continue;
      const list = groups.get(m.topic) ?? [];
      list.push({ value: m.metric, label: m.unit ? `${m.name}（${m.unit}）` : m.name });
      groups.set(m.topic, list);
    }
    return [...groups].map(([topic, list]) => ({ label: topic, title: topic, options: list }));
  }, [catalog.data, by]);
  const known = new Set(
    (catalog.data ?? []).filter((m) => !by || m.dimensions.includes(by)).map((m) => m.metric),
  );
  const unknown = catalog.data ? value.filter((m) => !known.has(m)) : [];
  return (
    <Form.Item
      label="统计指标"
      required
      validateStatus={value.length === 0 || unknown.length > 0 ? 'error' : undefined}
      help={
        value.length === 0
          ? '请选择指标'
          : unknown.length > 0
            ? `指标不存在或不支持此统计维度：${unknown.join('、')}`
            : `最多${max}个指标`
      }
    >
      <Select
        mode="multiple"
        value={value}
        loading={catalog.isPending}
        options={options}
        maxCount={max}
        showSearch={{ optionFilterProp: 'label' }}
        placeholder="从指标目录选择"
        onChange={onChange}
        aria-label="统计指标"
      />
    </Form.Item>
  );
}

/**
 * 数据源: a metric of the registry (totals or a breakdown by child area, category, month …) or another
 * endpoint of this system's allow-list; never an address typed in.
 */
export function SourceSection({ plate, onChange }: SectionProps) {
  const catalog = useMetricCatalog();
  const mode = sourceModeOf(plate.interfaceUrl);
  const params = plate.parameters;
  const metrics = Array.isArray(params.metrics) ? (params.metrics as string[]) : [];
  const by = (typeof params.by === 'string' ? params.by : 'area') as StatDimension;
  const setParams = (patch: Record<string, unknown>) => onChange({ parameters: { ...params, ...patch } });
  const endpointKnown = mode !== 'endpoint' || ENDPOINT_OPTIONS.some((o) => o.value === plate.interfaceUrl);
  return (
    <>
      <Form.Item label="数据来源">
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          size="small"
          value={mode}
          options={MODES}
          onChange={(e) => onChange(switchMode(plate, e.target.value as SourceMode))}
          aria-label="数据来源"
        />
      </Form.Item>
      {catalog.isError && mode !== 'endpoint' && mode !== 'none' ? (
        <Alert type="warning" showIcon title={`指标目录加载失败：${errorText(catalog.error)}`} />
      ) : null}
      {mode === 'breakdown' ? (
        <Form.Item label="统计维度" required>
          <Select
            value={by}
            options={DIMENSION_OPTIONS}
            onChange={(v) => setParams({ by: v })}
            aria-label="统计维度"
          />
        </Form.Item>
      ) : null}
      {mode === 'summary' || mode === 'breakdown' ? (
        <MetricSelect
          value={metrics}
          max={mode === 'summary' ? 12 : 4}
          by={mode === 'breakdown' ? by : null}
          onChange={(m) => setParams({ metrics: m })}
        />
      ) : null}
      {mode === 'breakdown' ? (
        <Form.Item label="最多行数" extra="按第一个指标排序后取前若干行；不填则全部">
          <InputNumber
            min={1}
            max={100}
            value={typeof params.limit === 'number' ? params.limit : null}
            onChange={(v) => {
              const { limit: _, ...rest } = params;
              onChange({ parameters: v ? { ...rest, limit: v } : rest });
            }}
            aria-label="最多行数"
          />
        </Form.Item>
      ) : null}
      {mode === 'endpoint' ? (
        <Form.Item
          label="数据接口"
          required
          validateStatus={endpointKnown ? undefined : 'error'}
          help={endpointKnown ? '仅可选择本系统允许大屏调用的只读接口' : '该接口不在允许范围内，请重新选择'}
        >
          <Select
            value={plate.interfaceUrl ?? undefined}
            options={ENDPOINT_OPTIONS}
            showSearch={{ optionFilterProp: 'label' }}
            onChange={(v) => onChange({ interfaceUrl: v })}
            aria-label="数据接口"
          />
        </Form.Item>
      ) : null}
    </>
  );
}
