import { beijingYear } from '@fengshou/core';
import { listPlanPreviews, optionsOf, PLAN_STATUS, type ResultOf, SEASONS } from '@fengshou/core/contract';
import { Progress, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { PageFrame } from '../../ui/detail-page';
import { TableExport } from '../../ui/export';
import type { PageProps } from '../../ui/route-meta';
import { pagingBody, sortBody, type TableColumn, TablePage, type TableQuery } from '../../ui/table-page';
import { numberFilter, useCropOptions } from './record-options';

type Plan = ResultOf<typeof listPlanPreviews>['list'][number];

const SORTS = ['planAreaMu', 'planOutputKg', 'nextMissionDate'] as const;
const num = (v: number) => v.toLocaleString('zh-CN', { maximumFractionDigits: 1 });
const pct = (a: number, b: number) => (b > 0 ? Math.min(100, Math.round((a / b) * 100)) : 0);
const STATUS_COLORS: Record<number, string> = { 1: 'default', 2: 'processing', 3: 'success' };
const YEAR = beijingYear();

const COLUMNS: TableColumn<Plan>[] = [
  { key: 'planName', title: '种植计划', dataIndex: 'planName', fixed: 'left', width: 200 },
  { key: 'farmName', title: '农场', dataIndex: 'farmName' },
  { key: 'cropName', title: '作物', dataIndex: 'cropName' },
  {
    key: 'season',
    title: '年度季别',
    exportKey: 'seasonName',
    render: (_, r) => `${r.planYear} ${r.seasonName}`,
  },
  {
    key: 'planAreaMu',
    title: '计划面积（亩）',
    dataIndex: 'planAreaMu',
    align: 'right',
    sorter: true,
    render: num,
  },
  {
    key: 'sown',
    title: '播种进度',
    exportKey: 'sownAreaMu',
    width: 170,
    render: (_, r) => (
      <Progress
        percent={pct(r.sownAreaMu, r.planAreaMu)}
        size="small"
        format={() => `${num(r.sownAreaMu)} 亩`}
      />
    ),
  },
  {
    key: 'planOutputKg',
    title: '计划产量（吨）',
    dataIndex: 'planOutputKg',
    align: 'right',
    sorter: true,
    render: (v: number) => num(v / 1000),
  },
  {
    key: 'harvest',
    title: '收获进度',
    exportKey: 'harvestedKg',
    width: 170,
    render: (_, r) => (
      <Progress
        percent={pct(r.harvestedKg, r.planOutputKg)}
        size="small"
        format={() => `${num(r.harvestedKg / 1000)} 吨`}
      />
    ),
  },
  {
    key: 'missions',
    title: '农事完成',
    exportKey: 'missionsDone',
    align: 'center',
    render: (_, r) => `${r.missionsDone}/${r.missionsTotal}`,
  },
  {
    key: 'nextMissionDate',
    title: '下一项农事',
    exportKey: 'nextMission',
    sorter: true,
    render: (_, r) => (r.nextMission ? `${r.nextMissionDate} ${r.nextMission}` : '--'),
  },
  {
    key: 'statusName',
    title: '状态',
    dataIndex: 'statusName',
    render: (v: string, r) => <Tag color={STATUS_COLORS[r.status]}>{v}</Tag>,
  },
  { key: 'townName', title: '所在镇', dataIndex: 'townName' },
];

function planFilter(q: TableQuery) {
  return {
    areaId: q.areaId,
    areaLevel: q.areaLevel,
    cropId: numberFilter(q),
    planYear: numberFilter(q, 'planYear'),
    season: numberFilter(q, 'season'),
    status: numberFilter(q, 'status'),
    keyword: q.filters.keyword,
    ...sortBody(q, SORTS),
  };
}

/**
 * /productionPreview (生产预览): the farms' plans against their fields: sown and harvested so far, field work
 * done and the next one due. A row opens the farm.
 */
export default function ProductionPreviewPage({ meta }: PageProps) {
  const navigate = useNavigate();
  const crops = useCropOptions();
  return (
    <PageFrame
      title={meta.title}
      subtitle="种植计划的执行预览：计划与实际播种、收获对照，农事完成情况与下一项农事"
    >
      <TablePage
        title="种植计划执行"
        endpoint={listPlanPreviews}
        body={(q) => ({ ...planFilter(q), ...pagingBody(q) })}
        columns={COLUMNS}
        rowKey={(r) => r.planId}
        onRowClick={(r) => void navigate(`/farmdetail/${r.farmId}`)}
        filters={{
          category: { label: '作物', options: crops },
          extra: [
            {
              key: 'planYear',
              label: '年度',
              options: [YEAR + 1, YEAR, YEAR - 1, YEAR - 2].map((y) => ({ value: y, label: `${y}年` })),
            },
            { key: 'season', label: '季别', options: optionsOf(SEASONS) },
            { key: 'status', label: '状态', options: optionsOf(PLAN_STATUS) },
          ],
          keyword: { placeholder: '计划或农场名称' },
        }}
        actions={(q) => (
          <TableExport
            endpoint={listPlanPreviews}
            filter={planFilter(q)}
            columns={COLUMNS}
            title={meta.title}
          />
        )}
      />
    </PageFrame>
  );
}
