import { nextPriceType, priceTypesForCrop, VEGETABLE_CROPS } from '@fengshou/core';
import { getLivePigTwoYearPrices, getVegetablePriceMonitor, listCropPrices } from '@fengshou/core/contract';
import { useQuery } from '@tanstack/react-query';
import { Segmented, Select, Table } from 'antd';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { callApi } from '../../api';
import { DetailSection, PageFrame } from '../../ui/detail-page';
import { EChart } from '../../ui/echart';
import type { ChartOption } from '../../ui/echarts';
import type { PageProps } from '../../ui/route-meta';

const CROPS = Object.entries(VEGETABLE_CROPS).map(([id, name]) => ({ value: Number(id), label: name }));

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
 * Price monitor (/vegetables/information, /vegetables/previous-crop, /vegetables/table-data/:navActiveId,
 * /vegetables/agrires-table/:navActiveId): the crop's daily prices where choosing 猪 switches the price
 * types to 生猪价/猪肉价 (spec §4), the latest price of every crop, and the two-year pig series.
 */
export default function PriceMonitorPage({ meta }: PageProps) {
  const { navActiveId } = useParams();
  const initial = Number(navActiveId);
  const [cropId, setCropId] = useState(initial >= 1 && initial <= 10 ? initial : 1);
  const cropName = (VEGETABLE_CROPS as Record<number, string>)[cropId] ?? '青菜';
  const [priceType, setPriceType] = useState<string>(nextPriceType(cropName, null));
  const types = priceTypesForCrop(cropName);
  const series = useQuery({
    queryKey: ['prices', cropId, priceType],
    queryFn: ({ signal }) => callApi(getVegetablePriceMonitor, { crop: cropId, priceType }, { signal }),
  });
  const latest = useQuery({
    queryKey: ['prices', 'latest'],
    queryFn: ({ signal }) => callApi(listCropPrices, {}, { signal }),
  });
  const pig = useQuery({
    queryKey: ['prices', 'pig'],
    queryFn: ({ signal }) => callApi(getLivePigTwoYearPrices, {}, { signal }),
  });
  const seriesOption = useMemo(() => priceOption(series.data ?? []), [series.data]);
  const pigOption = useMemo(() => priceOption(pig.data ?? []), [pig.data]);

  return (
    <PageFrame
      title={meta.title}
      subtitle="上海市农产品价格监测：蔬菜按元/斤，生猪与猪肉按元/公斤"
      extra={
        <>
          <Select
            aria-label="作物"
            style={{ width: 120 }}
            options={CROPS}
            value={cropId}
            onChange={(id: number) => {
              setCropId(id);
              // Spec §4: the current price type stays when the new crop offers it, else its first type.
              setPriceType(nextPriceType((VEGETABLE_CROPS as Record<number, string>)[id] ?? '', priceType));
            }}
          />
          <Segmented
            aria-label="价格类型"
            options={[...types]}
            value={priceType}
            onChange={(v) => setPriceType(String(v))}
          />
        </>
      }
    >
      <div className="detail-grid">
        <DetailSection
          title={`${cropName} · ${priceType}（近 90 天）`}
          query={series}
          isEmpty={(d) => d.length === 0}
        >
          {() => (
            <div className="price-chart">
              <EChart option={seriesOption} label={`${cropName}${priceType}走势`} />
            </div>
          )}
        </DetailSection>
        <DetailSection title="最新价格" query={latest} isEmpty={(d) => d.length === 0}>
          {(rows) => (
            <Table
              size="small"
              rowKey={(r) => `${r.cropId}${r.priceType}`}
              pagination={false}
              dataSource={rows}
              onRow={(r) => ({
                className: 'table-row-link',
                onClick: () => {
                  setCropId(r.cropId);
                  setPriceType(r.priceType);
                },
              })}
              columns={[
                { title: '品种', dataIndex: 'cropName' },
                { title: '价格类型', dataIndex: 'priceType' },
                {
                  title: '价格',
                  dataIndex: 'price',
                  align: 'right',
                  render: (v: number, r) => `${v} ${r.unit}`,
                },
                {
                  title: '日涨跌',
                  dataIndex: 'changePct',
                  align: 'right',
                  render: (v: number | null) =>
                    v === null ? (
                      '--'
                    ) : (
                      <span
                        className={v > 0 ? 'price-up' : v < 0 ? 'price-down' : ''}
                      >{`${v > 0 ? '+' : ''}${v}%`}</span>
                    ),
                },
                { title: '日期', dataIndex: 'priceDate' },
              ]}
            />
          )}
        </DetailSection>
      </div>
      <DetailSection title="生猪与猪肉价格（近两年）" query={pig} isEmpty={(d) => d.length === 0}>
        {() => (
          <div className="price-chart">
            <EChart option={pigOption} label="生猪与猪肉近两年价格" />
          </div>
        )}
      </DetailSection>
    </PageFrame>
  );
}
