import { addDays } from '@fengshou/core';
import { getLivePigTwoYearPrices, getVegetablePriceMonitor } from '@fengshou/core/contract';
import { useMemo } from 'react';
import { useApiQuery } from '../../api';
import { DataState } from '../../ui/data-state';
import { EChart } from '../../ui/echart';
import type { ChartOption } from '../../ui/echarts';

const PIG = 9;

/** A line chart of daily prices, one series per price type. */
function priceOption(
  rows: { priceDate: string; priceType: string; price: number; unit: string }[],
): ChartOption {
  const types = [...new Set(rows.map((r) => r.priceType))];
  const dates = [...new Set(rows.map((r) => r.priceDate))];
  return {
    tooltip: { trigger: 'axis' },
    legend: { data: types, top: 0 },
    grid: { left: 48, right: 16, top: 32, bottom: 28 },
    xAxis: { type: 'category', data: dates },
    yAxis: { type: 'value', name: rows[0]?.unit ?? '', scale: true },
    series: types.map((t) => {
      const byDate = new Map(rows.filter((r) => r.priceType === t).map((r) => [r.priceDate, r.price]));
      return { name: t, type: 'line', showSymbol: false, data: dates.map((d) => byDate.get(d) ?? null) };
    }),
  };
}

/**
 * The price monitor of one crop (spec §4: 猪 shows 生猪价/猪肉价, other crops 田头价/批发价): both types
 * over the 90 days up to `endDate`, and for 猪 the two-year live pig and pork series.
 */
export function PriceTrend({
  cropId,
  cropName,
  endDate,
}: {
  cropId: number;
  cropName: string;
  endDate: string;
}) {
  const startDate = addDays(endDate, -89);
  const series = useApiQuery(getVegetablePriceMonitor, { crop: cropId, startDate, endDate });
  const pig = useApiQuery(getLivePigTwoYearPrices, {}, { enabled: cropId === PIG });
  const option = useMemo(() => priceOption(series.data ?? []), [series.data]);
  const pigOption = useMemo(() => priceOption(pig.data ?? []), [pig.data]);
  return (
    <>
      <h3 className="record-drawer-heading">{`${cropName}近 90 天价格（${startDate} 至 ${endDate}）`}</h3>
      <DataState query={series} isEmpty={(d) => d.length === 0} minHeight={260}>
        {() => (
          <div className="price-chart">
            <EChart option={option} label={`${cropName}价格走势`} />
          </div>
        )}
      </DataState>
      {cropId === PIG ? (
        <>
          <h3 className="record-drawer-heading">生猪与猪肉价格（近两年）</h3>
          <DataState query={pig} isEmpty={(d) => d.length === 0} minHeight={260}>
            {() => (
              <div className="price-chart">
                <EChart option={pigOption} label="生猪与猪肉近两年价格" />
              </div>
            )}
          </DataState>
        </>
      ) : null}
    </>
  );
}
