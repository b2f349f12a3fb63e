import { LAND_TYPE_LABELS } from '@fengshou/core';
import { listPlotsByPage, optionsOf, type ResultOf } from '@fengshou/core/contract';
import { Tag } from 'antd';
import { useState } from 'react';
import { PageFrame } from '../../ui/detail-page';
import { ExportButton, exportColumnsOf } from '../../ui/export';
import type { PageProps } from '../../ui/route-meta';
import { pagingBody, sortBody, type TableColumn, TablePage, type TableQuery } from '../../ui/table-page';
import { mu } from './labels';
import { PlotDrawer } from './plot-drawer';
import { CROP_GROUP_OPTIONS, numberFilter, useCropOptions } from './record-options';

type Plot = ResultOf<typeof listPlotsByPage>['list'][number];

const SORTABLE = ['areaMu', 'dkid'] as const;
const text = (v: string | null) => v ?? '--';

const COLUMNS: TableColumn<Plot>[] = [
  { key: 'dkid', title: '地块编码', dataIndex: 'dkid', fixed: 'left', sorter: true },
  { key: 'landName', title: '地块名称', dataIndex: 'landName', render: text },
  {
    key: 'place',
    title: '所在镇村',
    exportKey: 'areaName',
    render: (_, r) => [r.townName, r.areaName].join(' '),
  },
  { key: 'landTypeName', title: '地类', dataIndex: 'landTypeName' },
  { key: 'dlbmName', title: '土地利用', dataIndex: 'dlbmName' },
  { key: 'areaMu', title: '面积（亩）', dataIndex: 'areaMu', align: 'right', sorter: true, render: mu },
  { key: 'farmName', title: '经营主体', dataIndex: 'farmName', render: (v: string | null) => v ?? '未流转' },
  { key: 'contractorName', title: '承包方', dataIndex: 'contractorName', render: text },
  {
    key: 'currentCrops',
    title: '在种作物',
    dataIndex: 'currentCrops',
    render: (v: string[]) => (v.length ? v.map((c) => <Tag key={c}>{c}</Tag>) : '--'),
  },
  { key: 'currentSowDate', title: '播种日期', dataIndex: 'currentSowDate', render: text },
  { key: 'previousCrop', title: '前茬作物', dataIndex: 'previousCrop', render: text },
  { key: 'previousHarvestDate', title: '前茬收获', dataIndex: 'previousHarvestDate', render: text },
];
const EXPORT = exportColumnsOf(COLUMNS);

/** The list body of a table query (also the export's filter). */
function plotBody(q: TableQuery) {
  const farmed = numberFilter(q, 'farmed');
  return {
    ...pagingBody(q),
    ...sortBody(q, SORTABLE),
    areaId: q.areaId,
    areaLevel: q.areaLevel,
    landType: numberFilter(q, 'landType'),
    cropId: numberFilter(q),
    cropGroup: numberFilter(q, 'cropGroup'),
    farmed,
    keyword: q.filters.keyword,
    startDate: q.filters.startDate,
    endDate: q.filters.endDate,
  };
}

/**
 * Parcels of the area with their operator, land type, area in 亩 and crops now and before: 地块清单
 * (/home/plotlist). A row opens the parcel with its operators and crop history.
 */
export default function PlotListPage({ meta }: PageProps) {
  const crops = useCropOptions();
  const [open, setOpen] = useState<{ landId: number; dkid: string } | null>(null);
  return (
    <PageFrame
      title={meta.title}
      subtitle="地块的经营者、地类、面积（亩）与在种、前茬作物：点击一行查看地块详情与种植历史"
    >
      <TablePage
        title="地块清单"
        endpoint={listPlotsByPage}
        body={plotBody}
        columns={COLUMNS}
        rowKey={(r) => r.landId}
        onRowClick={(r) => setOpen({ landId: r.landId, dkid: r.dkid })}
        actions={(q) => (
          <ExportButton endpoint={listPlotsByPage} filter={plotBody(q)} columns={EXPORT} title={meta.title} />
        )}
        filters={{
          category: { label: '在种作物', options: crops },
          extra: [
            { key: 'cropGroup', label: '作物类别', options: CROP_GROUP_OPTIONS },
            { key: 'landType', label: '地类', options: optionsOf(LAND_TYPE_LABELS) },
            {
              key: 'farmed',
              label: '经营状态',
              options: [
                { value: 1, label: '经营主体经营' },
                { value: 0, label: '未流转' },
              ],
            },
          ],
          dateRange: { label: '播种日期' },
          keyword: { placeholder: '地块编码、名称或经营主体' },
        }}
      />
      <PlotDrawer plot={open} onClose={() => setOpen(null)} />
    </PageFrame>
  );
}
