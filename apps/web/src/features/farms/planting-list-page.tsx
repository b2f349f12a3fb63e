import {
  listPlantingsByPage,
  optionsOf,
  PLANTING_STATUS,
  type ResultOf,
  SEASONS,
} from '@fengshou/core/contract';
import { Tag } from 'antd';
import { useState } from 'react';
import { PageFrame } from '../../ui/detail-page';
import { ExportButton, exportColumnsOf } from '../../ui/export';
import type { PageProps } from '../../ui/route-meta';
import { pagingBody, sortBody, type TableColumn, TablePage, type TableQuery } from '../../ui/table-page';
import { mu } from './labels';
import { PlantingSummary } from './planting-summary';
import { PlotDrawer } from './plot-drawer';
import { CROP_GROUP_OPTIONS, numberFilter, useCropOptions } from './record-options';

type Planting = ResultOf<typeof listPlantingsByPage>['list'][number];

const SORTABLE = ['sowDate', 'plantAreaMu'] as const;
const VEGETABLES = 3;
const text = (v: string | null) => v ?? '--';
const kg = (v: number | null) => (v === null ? '--' : Math.round(v).toLocaleString('zh-CN'));

const COLUMNS: TableColumn<Planting>[] = [
  { key: 'dkid', title: '地块编码', dataIndex: 'dkid', fixed: 'left' },
  { key: 'landName', title: '地块名称', dataIndex: 'landName', render: text },
  {
    key: 'farmName',
    title: '经营主体',
    dataIndex: 'farmName',
    render: (v: string | null) => v ?? '承包户自种',
  },
  { key: 'cropName', title: '作物', dataIndex: 'cropName' },
  {
    key: 'season',
    title: '季别',
    exportKey: 'seasonName',
    render: (_, r) => `${r.plantYear} ${r.seasonName}`,
  },
  { key: 'sowDate', title: '播种日期', dataIndex: 'sowDate', sorter: true },
  { key: 'expectedHarvestDate', title: '预计收获', dataIndex: 'expectedHarvestDate', render: text },
  { key: 'harvestDate', title: '实际收获', dataIndex: 'harvestDate', render: text },
  {
    key: 'plantAreaMu',
    title: '种植面积（亩）',
    dataIndex: 'plantAreaMu',
    align: 'right',
    sorter: true,
    render: mu,
  },
  {
    key: 'expectedOutputKg',
    title: '预计产量（公斤）',
    dataIndex: 'expectedOutputKg',
    align: 'right',
    render: kg,
  },
  {
    key: 'actualOutputKg',
    title: '实际产量（公斤）',
    dataIndex: 'actualOutputKg',
    align: 'right',
    render: kg,
  },
  {
    key: 'statusName',
    title: '状态',
    dataIndex: 'statusName',
    render: (v: string, r) => <Tag color={r.status === 1 ? 'green' : undefined}>{v}</Tag>,
  },
  {
    key: 'place',
    title: '所在镇村',
    exportKey: 'areaName',
    render: (_, r) => [r.townName, r.areaName].join(' '),
  },
];
const EXPORT = exportColumnsOf(COLUMNS);

/** The list body of a table query (also the export's filter). */
function plantingBody(q: TableQuery) {
  return {
    ...pagingBody(q),
    ...sortBody(q, SORTABLE),
    areaId: q.areaId,
    areaLevel: q.areaLevel,
    cropId: numberFilter(q),
    cropGroup: numberFilter(q, 'cropGroup'),
    status: numberFilter(q, 'status'),
    season: numberFilter(q, 'season'),
    keyword: q.filters.keyword,
    startDate: q.filters.startDate,
    endDate: q.filters.endDate,
  };
}

/**
 * Every crop of every field and season with its area and output: 田块统计 (/fieldsStatisticsList), its new
 * version with the fields' figures and crops above (/fieldsStatisticsListNew), and, preset to vegetables
 * with each vegetable's sown area above, 蔬菜信息 (/vegetables/information). A row opens the field's crop
 * history.
 */
export default function PlantingListPage({ meta }: PageProps) {
  const vegetables = meta.variant === 'vegetable';
  const crops = useCropOptions(vegetables ? VEGETABLES : undefined);
  const [open, setOpen] = useState<{ landId: number; dkid: string } | null>(null);
  return (
    <PageFrame
      title={meta.title}
      subtitle={
        vegetables
          ? '蔬菜种植信息：每块田每季的蔬菜品种、面积与产量，点击一行查看地块的种植历史'
          : '每块田每季的作物、种植面积、收获与产量：按作物、季别、状态与播种日期筛选'
      }
    >
      {meta.variant === 'vegetable' || meta.variant === 'new' ? (
        <PlantingSummary variant={meta.variant} />
      ) : null}
      <TablePage
        title={vegetables ? '蔬菜种植' : '田块种植统计'}
        endpoint={listPlantingsByPage}
        body={plantingBody}
        columns={COLUMNS}
        rowKey={(r) => r.plantingId}
        initialFilters={vegetables ? { extra: { cropGroup: VEGETABLES } } : undefined}
        onRowClick={(r) => setOpen({ landId: r.landId, dkid: r.dkid })}
        actions={(q) => (
          <ExportButton
            endpoint={listPlantingsByPage}
            filter={plantingBody(q)}
            columns={EXPORT}
            title={meta.title}
          />
        )}
        filters={{
          category: { label: '作物', options: crops },
          extra: [
            { key: 'cropGroup', label: '作物类别', options: CROP_GROUP_OPTIONS },
            { key: 'season', label: '季别', options: optionsOf(SEASONS) },
            { key: 'status', label: '状态', options: optionsOf(PLANTING_STATUS) },
          ],
          dateRange: { label: '播种日期' },
          keyword: { placeholder: '地块编码或经营主体' },
        }}
      />
      <PlotDrawer plot={open} onClose={() => setOpen(null)} />
    </PageFrame>
  );
}
