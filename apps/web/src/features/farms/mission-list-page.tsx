import {
  listMissionsByPage,
  MISSION_STATUS,
  MISSION_TYPES,
  optionsOf,
  type ResultOf,
} from '@fengshou/core/contract';
import { Tag } from 'antd';
import { useState } from 'react';
import { PageFrame } from '../../ui/detail-page';
import { ExportButton, exportColumnsOf } from '../../ui/export';
import type { PageProps } from '../../ui/route-meta';
import { pagingBody, sortBody, type TableColumn, TablePage, type TableQuery } from '../../ui/table-page';
import { MissionDrawer } from './mission-drawer';
import { numberFilter, useCropOptions } from './record-options';

type Mission = ResultOf<typeof listMissionsByPage>['list'][number];

const SORTABLE = ['plannedDate', 'doneDate'] as const;
const STATUS_COLORS: Record<number, string> = { 1: 'blue', 2: 'green', 3: 'red' };
const SERVICE = 1;

const COLUMNS: TableColumn<Mission>[] = [
  { key: 'plannedDate', title: '计划日期', dataIndex: 'plannedDate', fixed: 'left', sorter: true },
  {
    key: 'doneDate',
    title: '完成日期',
    dataIndex: 'doneDate',
    sorter: true,
    render: (v: string | null) => v ?? '--',
  },
  { key: 'missionType', title: '农事类型', dataIndex: 'missionType' },
  { key: 'missionName', title: '任务', dataIndex: 'missionName' },
  { key: 'cropName', title: '作物', dataIndex: 'cropName' },
  { key: 'farmName', title: '农场（基地）', dataIndex: 'farmName' },
  { key: 'executor', title: '执行方', dataIndex: 'executor', render: (v: string | null) => v ?? '--' },
  { key: 'inputs', title: '投入品', dataIndex: 'inputs', render: (v: string | null) => v ?? '--' },
  {
    key: 'statusName',
    title: '状态',
    dataIndex: 'statusName',
    render: (v: string, r) => <Tag color={STATUS_COLORS[r.status]}>{v}</Tag>,
  },
  { key: 'planName', title: '种植计划', dataIndex: 'planName' },
  {
    key: 'place',
    title: '所在镇村',
    exportKey: 'areaName',
    render: (_, r) => [r.townName, r.areaName].join(' '),
  },
];
const EXPORT = exportColumnsOf(COLUMNS);

/** The list body of a table query (also the export's filter). */
function missionBody(q: TableQuery) {
  const type = q.filters.extra?.missionType;
  return {
    ...pagingBody(q),
    ...sortBody(q, SORTABLE),
    areaId: q.areaId,
    areaLevel: q.areaLevel,
    missionType: MISSION_TYPES.find((t) => t === type),
    status: numberFilter(q, 'status'),
    serviceFlag: numberFilter(q, 'serviceFlag'),
    cropId: numberFilter(q),
    keyword: q.filters.keyword,
    startDate: q.filters.startDate,
    endDate: q.filters.endDate,
  };
}

/** Field work of the farms' plans (农事记录, /farmRecordList). A row opens the mission with its farm. */
export default function MissionListPage({ meta }: PageProps) {
  const crops = useCropOptions();
  const [open, setOpen] = useState<number | null>(null);
  return (
    <PageFrame
      title={meta.title}
      subtitle="农场种植计划的农事任务：翻耕、播种、施肥、植保、灌溉、收获，含执行方与投入品"
    >
      <TablePage
        title="农事记录"
        endpoint={listMissionsByPage}
        body={missionBody}
        columns={COLUMNS}
        rowKey={(r) => r.missionId}
        onRowClick={(r) => setOpen(r.missionId)}
        actions={(q) => (
          <ExportButton
            endpoint={listMissionsByPage}
            filter={missionBody(q)}
            columns={EXPORT}
            title={meta.title}
          />
        )}
        filters={{
          category: { label: '作物', options: crops },
          extra: [
            {
              key: 'missionType',
              label: '农事类型',
              options: MISSION_TYPES.map((t) => ({ value: t, label: t })),
            },
            { key: 'status', label: '状态', options: optionsOf(MISSION_STATUS) },
            {
              key: 'serviceFlag',
              label: '执行方',
              options: [
                { value: 0, label: '农场自营' },
                { value: SERVICE, label: '社会化服务' },
              ],
            },
          ],
          dateRange: { label: '计划日期' },
          keyword: { placeholder: '农场或计划名称' },
        }}
      />
      <MissionDrawer missionId={open} onClose={() => setOpen(null)} />
    </PageFrame>
  );
}
