import type { DashboardPeriod } from '@fengshou/core';
import { beijingToday } from '@fengshou/core';
import { Select } from 'antd';

/** Years offered: this one and the four before it (what the demo and a year of imports hold). */
const YEARS_BACK = 4;

/** The years and months a dashboard can be set to, months still to come left out of this year. */
export function periodChoices(today: string): { years: number[]; monthsOf: (year: number) => number[] } {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  return {
    years: Array.from({ length: YEARS_BACK + 1 }, (_, i) => year - i),
    monthsOf: (y) => Array.from({ length: y === year ? month : 12 }, (_, i) => i + 1),
  };
}

interface PeriodPickerProps {
  value: DashboardPeriod | undefined;
  onChange: (period: DashboardPeriod | undefined) => void;
}

/**
 * The period of a dashboard whose plates count flows (orders, tests, activities): a year and, if wanted,
 * one month. Unset it is the current year to date; the plates' `$_` dates and statistics follow it.
 */
export function PeriodPicker({ value, onChange }: PeriodPickerProps) {
  const today = beijingToday();
  const { years, monthsOf } = periodChoices(today);
  const year = value?.year ?? years[0]!;
  return (
    <fieldset className="dash-period" aria-label="统计期">
      <span>统计期</span>
      <Select
        size="small"
        aria-label="年份"
        value={year}
        popupMatchSelectWidth={false}
        options={years.map((y) => ({ value: y, label: `${y}年` }))}
        onChange={(y: number) => {
          const month = value?.month && monthsOf(y).includes(value.month) ? value.month : undefined;
          onChange(y === years[0] && month === undefined ? undefined : { year: y, month });
        }}
      />
      <Select
        size="small"
        aria-label="月份"
        value={value?.month ?? 0}
        popupMatchSelectWidth={false}
        options={[{ value: 0, label: '全年' }, ...monthsOf(year).map((m) => ({ value: m, label: `${m}月` }))]}
        onChange={(m: number) =>
          onChange(m === 0 && year === years[0] ? undefined : { year, month: m === 0 ? undefined : m })
        }
      />
    </fieldset>
  );
}
