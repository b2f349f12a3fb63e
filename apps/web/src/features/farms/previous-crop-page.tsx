import { CROP_GROUPS, listPreviousCrops, type ResultOf } from '@fengshou/core/contract';
import { Tag } from 'antd';
import { useState } from 'react';
import { PageFrame } from '../../ui/detail-page';
import { TableExport } from '../../ui/export';
import type { PageProps } from '../../ui/route-meta';
import { pagingBody, sortBody, type TableColumn, TablePage, type TableQuery } from '../../ui/table-page';
import { PlotDrawer } from './plot-drawer';
import { numberFilter, useCropOptions } from './record-options';

type Row = ResultOf<typeof listPreviousCrops>['list'][number];

const VEGETABLES = Number(Object.entries(CROP_GROUPS).find(([, n]) => n === '蔬菜')![0]);
const SORTS = ['sowDate', 'intervalDays', 'plantAreaMu'] as const;

const COLUMNS: TableColumn<Row>[] = [
  { key: 'dkid', title: '地块编码', dataIndex: 'dkid', fixed: 'left', width: 190 },
  {
    key: 'farmName',
    title: '经营主体',
    dataIndex: 'farmName',
    render: (v: string | null) => v ?? '农户自营',
  },
  { key: 'cropName', title: '在种蔬菜', dataIndex: 'cropName' },
  { key: 'sowDate', title: '播种日期', dataIndex: 'sowDate', sorter: true },
  { key: 'plantAreaMu', title: '面积（亩）', dataIndex: 'plantAreaMu', align: 'right', sorter: true },
  {
    key: 'previousCropName',
    title: '前茬作物',
    dataIndex: 'previousCropName',
    render: (v: string | null, r) =>
      v ? (
        <>
          {v} <small className="table-muted">{r.previousCropGroupName}</small>
        </>
      ) : (
        '无记录'
      ),
  },
  {
    key: 'previousHarvestDate',
    title: '前茬收获',
    dataIndex: 'previousHarvestDate',
    render: (v) => v ?? '--',
  },
  {
    key: 'intervalDays',
    title: '间隔天数',
    dataIndex: 'intervalDays',
    align: 'right',
    sorter: true,
    render: (v: number | null) => (v === null ? '--' : v < 0 ? '套种' : v),
  },
  {
    key: 'continuous',
    title: '轮作',
    dataIndex: 'continuous',
    render: (v: boolean) => (v ? <Tag color="red">连作</Tag> : <Tag color="green">轮作</Tag>),
  },
  { key: 'townName', title: '所在镇', dataIndex: 'townName' },
  { key: 'areaName', title: '所在村', dataIndex: 'areaName' },
];

function previousFilter(q: TableQuery) {
  return {
    areaId: q.areaId,
    areaLevel: q.areaLevel,
    cropId: numberFilter(q),
    continuous: numberFilter(q, 'continuous'),
    keyword: q.filters.keyword,
    startTime: q.filters.startDate,
    endTime: q.filters.endDate,
    ...sortBody(q, SORTS),
  };
}

/**
 * /vegetables/previous-crop (蔬菜前茬): vegetables growing now with the crop before them on the same parcel,
 * the fallow days between, and whether the same crop follows itself (连作, a soil-borne disease risk).
 */
export default function PreviousCropPage({ meta }: PageProps) {
  const crops = useCropOptions(VEGETABLES);
  const [open, setOpen] = useState<{ landId: number; dkid: string } | null>(null);
  return (
    <PageFrame title={meta.title} subtitle="在种蔬菜地块的前茬作物、前茬收获到本茬播种的间隔，以及是否连作">
      <TablePage
        title="蔬菜前茬"
        endpoint={listPreviousCrops}
        body={(q) => ({ ...previousFilter(q), ...pagingBody(q) })}
        columns={COLUMNS}
        rowKey={(r) => r.plantingId}
        onRowClick={(r) => setOpen({ landId: r.landId, dkid: r.dkid })}
        filters={{
          category: { label: '在种蔬菜', options: crops },
          extra: [
            {
              key: 'continuous',
              label: '轮作情况',
              options: [
                { value: 1, label: '连作' },
                { value: 0, label: '轮作' },
              ],
            },
          ],
          dateRange: { label: '播种日期' },
          keyword: { placeholder: '地块编码、名称或经营主体' },
        }}
        actions={(q) => (
          <TableExport
            endpoint={listPreviousCrops}
            filter={previousFilter(q)}
            columns={COLUMNS}
            title={meta.title}
          />
        )}
      />
      <PlotDrawer plot={open} onClose={() => setOpen(null)} />
    </PageFrame>
  );
}
