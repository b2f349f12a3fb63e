import { BUSINESS_TYPE_LABELS, DEBOUNCE_MS } from '@fengshou/core';
import { DatePicker, Input, Select } from 'antd';
import dayjs from 'dayjs';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useCurrentArea } from '../../area/use-current-area';
import { AreaPicker } from '../area/area-picker';
import type { TableFilters } from './table-state';

/** One option of a select filter. */
export interface FilterOption {
  value: string | number;
  label: string;
}

/** A further select a page adds to the bar (credit level, certificate type …). */
export interface ExtraFilter {
  key: string;
  label: string;
  /** Its options, or those the other filters leave (the price types of the chosen crop). */
  options: readonly FilterOption[] | ((filters: TableFilters) => readonly FilterOption[]);
}

/** Which filters a table offers; each is off unless declared. */
export interface FilterConfig {
  /** The area picker (bound to the area selected across pages); on by default. */
  area?: boolean;
  businessType?: boolean;
  category?: { label: string; options: readonly FilterOption[] };
  keyword?: { placeholder: string };
  dateRange?: { label: string };
  extra?: readonly ExtraFilter[];
  /**
   * Settles filters that depend on each other after one changed (a price type the new crop does not have),
   * given the filters before the change.
   */
  adjust?: (next: TableFilters, prev: TableFilters) => TableFilters;
}

const BUSINESS_TYPE_OPTIONS = Object.entries(BUSINESS_TYPE_LABELS).map(([id, label]) => ({
  value: Number(id),
  label,
}));

interface FilterBarProps {
  config: FilterConfig;
  value: TableFilters;
  onChange(next: TableFilters): void;
  /** Buttons at the end of the bar (export …). */
  actions?: ReactNode;
}

/** The filter bar of a table page: area, business type, category, keyword, date range, extras. */
export function FilterBar({ config, value, onChange: change, actions }: FilterBarProps) {
  const { adjust } = config;
  const onChange = useCallback(
    (next: TableFilters) => change(adjust ? adjust(next, value) : next),
    [change, adjust, value],
  );
  const { trail, setTrail } = useCurrentArea();
  const root = trail[0];
  const [keyword, setKeyword] = useState(value.keyword ?? '');
  // A kept-alive table comes back with its keyword; typing waits for a pause (spec §9 debounce 500 ms).
  useEffect(() => setKeyword(value.keyword ?? ''), [value.keyword]);
  useEffect(() => {
    const next = keyword.trim() || undefined;
    if (next === value.keyword) return;
    const timer = setTimeout(() => onChange({ ...value, keyword: next }), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [keyword, value, onChange]);

  return (
    <fieldset className="table-filter-bar" aria-label="筛选">
      {config.area !== false && root ? (
        <div className="table-filter">
          <span>区域</span>
          <AreaPicker root={root} trail={trail} onPick={setTrail} />
        </div>
      ) : null}
      {config.businessType ? (
        <div className="table-filter">
          <span>经营类型</span>
          <Select
            allowClear
            placeholder="全部"
            aria-label="经营类型"
            style={{ minWidth: 110 }}
            options={BUSINESS_TYPE_OPTIONS}
            value={value.businessTypeId}
            onChange={(v?: number) => onChange({ ...value, businessTypeId: v ?? undefined })}
          />
        </div>
      ) : null}
      {config.category ? (
        <div className="table-filter">
          <span>{config.category.label}</span>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="全部"
            aria-label={config.category.label}
            style={{ minWidth: 130 }}
            options={[...config.category.options]}
            value={value.category}
            onChange={(v?: string | number) => onChange({ ...value, category: v ?? undefined })}
          />
        </div>
      ) : null}
      {config.extra?.map((f) => (
        <div className="table-filter" key={f.key}>
          <span>{f.label}</span>
          <Select
            allowClear
            placeholder="全部"
            aria-label={f.label}
            style={{ minWidth: 100 }}
            options={[...(typeof f.options === 'function' ? f.options(value) : f.options)]}
            value={value.extra?.[f.key]}
            onChange={(v?: string | number) =>
              onChange({ ...value, extra: { ...value.extra, [f.key]: v ?? undefined } })
            }
          />
        </div>
      ))}
      {config.dateRange ? (
        <div className="table-filter">
          <span>{config.dateRange.label}</span>
          <DatePicker.RangePicker
            aria-label={config.dateRange.label}
            value={
              value.startDate && value.endDate ? [dayjs(value.startDate), dayjs(value.endDate)] : undefined
            }
            onChange={(range) =>
              onChange({
                ...value,
                startDate: range?.[0]?.format('YYYY-MM-DD'),
                endDate: range?.[1]?.format('YYYY-MM-DD'),
              })
            }
          />
        </div>
      ) : null}
      {config.keyword ? (
        <Input.Search
          className="table-filter-keyword"
          allowClear
          aria-label="关键字"
          placeholder={config.keyword.placeholder}
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          onSearch={(v) => onChange({ ...value, keyword: v.trim() || undefined })}
        />
      ) : null}
      {actions ? <div className="table-filter-actions">{actions}</div> : null}
    </fieldset>
  );
}
