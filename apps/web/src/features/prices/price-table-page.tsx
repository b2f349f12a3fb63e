import { VEGETABLE_CROPS } from '@fengshou/core';
import { listVegetablePrices, type ResultOf } from '@fengshou/core/contract';
import { Drawer } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router';
import { PageFrame } from '../../ui/detail-page';
import { ExportButton, exportColumnsOf } from '../../ui/export';
import type { PageProps } from '../../ui/route-meta';
import { pagingBody, sortBody, type TableColumn, TablePage, type TableQuery } from '../../ui/table-page';
import { PriceTrend } from './price-chart';
import { adjustPriceType, priceTypeOf, priceTypeOptions } from './price-filters';

type Price = ResultOf<typeof listVegetablePrices>['list'][number];

const SORTABLE = ['priceDate', 'price'] as const;
const CROPS = Object.entries(VEGETABLE_CROPS).map(([id, name]) => ({ value: Number(id), label: name }));
const COLUMNS: TableColumn<Price>[] = [
  { key: 'priceDate', title: '日期', dataIndex: 'priceDate', sorter: true },
  { key: 'cropName', title: '品种', dataIndex: 'cropName' },
  { key: 'priceType', title: '价格类型', dataIndex: 'priceType' },
  { key: 'price', title: '价格', dataIndex: 'price', align: 'right', sorter: true },
  { key: 'unit', title: '单位', dataIndex: 'unit' },
  {
    key: 'changePct',
    title: '较上日（%）',
    dataIndex: 'changePct',
    align: 'right',
    render: (v: number | null) =>
      v === null ? (
        '--'
      ) : (
        <span className={v > 0 ? 'price-up' : v < 0 ? 'price-down' : ''}>{`${v > 0 ? '+' : ''}${v}`}</span>
      ),
  },
  { key: 'areaName', title: '发布区域', dataIndex: 'areaName' },
];
const EXPORT = exportColumnsOf(COLUMNS);

/** The list body of a table query (also the export's filter). */
function priceBody(q: TableQuery) {
  const type = q.filters.extra?.priceType;
  return {
    ...pagingBody(q),
    ...sortBody(q, SORTABLE),
    areaId: q.areaId,
    areaLevel: q.areaLevel,
    crop: q.filters.category === undefined ? undefined : Number(q.filters.category),
    priceType: priceTypeOf(type),
    startDate: q.filters.startDate,
    endDate: q.filters.endDate,
  };
}

/**
 * 蔬菜数据表 (/vegetables/table-data/:navActiveId): the daily prices of the market above the selected area
 * (markets publish at city or province level), by crop, price type and date; the route's id opens the
 * crop's tab (spec §9 crops 1–10). A row opens the crop's price trend up to that day.
 */
export default function PriceTablePage({ meta }: PageProps) {
  const { navActiveId } = useParams();
  const n = Number(navActiveId);
  const crop = Number.isInteger(n) && n >= 1 && n <= 10 ? n : undefined;
  const [open, setOpen] = useState<Price | null>(null);
  return (
    <PageFrame
      title={meta.title}
      subtitle="农产品市场价格明细：蔬菜按元/斤，生猪与猪肉按元/公斤；点击一行查看该品种近 90 天走势"
    >
      <TablePage
        // Another crop tab of the same route starts afresh with its own preset.
        key={crop ?? 'all'}
        title="价格明细"
        endpoint={listVegetablePrices}
        body={priceBody}
        columns={COLUMNS}
        rowKey={(r) => `${r.priceDate}-${r.cropId}-${r.priceType}`}
        initialFilters={crop ? { category: crop } : undefined}
        onRowClick={setOpen}
        actions={(q) => (
          <ExportButton
            endpoint={listVegetablePrices}
            filter={priceBody(q)}
            columns={EXPORT}
            title={meta.title}
          />
        )}
        filters={{
          category: { label: '品种', options: CROPS },
          extra: [{ key: 'priceType', label: '价格类型', options: priceTypeOptions }],
          adjust: adjustPriceType,
          dateRange: { label: '日期' },
        }}
      />
      <Drawer
        title={open ? `${open.cropName} · ${open.areaName}` : ''}
        open={open !== null}
        onClose={() => setOpen(null)}
        size={720}
        destroyOnHidden
      >
        {open ? <PriceTrend cropId={open.cropId} cropName={open.cropName} endDate={open.priceDate} /> : null}
      </Drawer>
    </PageFrame>
  );
}
