import {
  INSPECTION_RESULTS,
  INSPECTION_TYPES,
  LAW_CASE_STATUS,
  listInspections,
  listLawEnforcements,
  listPatrolRecords,
  optionsOf,
  PATROL_TYPES,
  type ResultOf,
} from '@fengshou/core/contract';
import { Tabs, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { type Field, PageFrame } from '../../ui/detail-page';
import { TableExport } from '../../ui/export';
import { RecordDrawer } from '../../ui/record-drawer';
import type { PageProps } from '../../ui/route-meta';
import { pagingBody, sortBody, type TableColumn, TablePage, type TableQuery } from '../../ui/table-page';

type LawCase = ResultOf<typeof listLawEnforcements>['list'][number];
type Inspection = ResultOf<typeof listInspections>['list'][number];
type Patrol = ResultOf<typeof listPatrolRecords>['list'][number];

const num = (v: string | number | undefined) => (v === undefined ? undefined : Number(v));
const base = (q: TableQuery) => ({
  areaId: q.areaId,
  areaLevel: q.areaLevel,
  keyword: q.filters.keyword,
  startTime: q.filters.startDate,
  endTime: q.filters.endDate,
});

const LAW_COLUMNS: TableColumn<LawCase>[] = [
  { key: 'caseNo', title: '案件编号', dataIndex: 'caseNo' },
  { key: 'caseType', title: '案由', dataIndex: 'caseType' },
  { key: 'partyName', title: '当事人', dataIndex: 'partyName' },
  { key: 'filingDate', title: '立案日期', dataIndex: 'filingDate', sorter: true },
  {
    key: 'status',
    title: '办理状态',
    dataIndex: 'statusName',
    sorter: true,
    render: (v: string, r) => <Tag color={r.status === 4 ? 'default' : 'orange'}>{v}</Tag>,
  },
  { key: 'penaltyAmount', title: '罚款（元）', dataIndex: 'penaltyAmount', align: 'right', sorter: true },
  { key: 'closingDate', title: '结案日期', dataIndex: 'closingDate' },
  { key: 'townName', title: '所在镇', dataIndex: 'townName' },
];
const lawBody = (q: TableQuery) => ({
  ...base(q),
  status: num(q.filters.category),
  ...sortBody(q, ['filingDate', 'penaltyAmount', 'status'] as const),
});

const INSPECTION_COLUMNS: TableColumn<Inspection>[] = [
  { key: 'inspectDate', title: '检查日期', dataIndex: 'inspectDate', sorter: true },
  { key: 'inspectionTypeName', title: '检查类型', dataIndex: 'inspectionTypeName' },
  { key: 'farmName', title: '被检查主体（基地）', dataIndex: 'farmName', sorter: true },
  { key: 'inspector', title: '检查人', dataIndex: 'inspector' },
  {
    key: 'result',
    title: '检查结果',
    dataIndex: 'resultName',
    sorter: true,
    render: (v: string, r) => <Tag color={['', 'green', 'orange', 'red'][r.result]}>{v}</Tag>,
  },
  { key: 'remark', title: '处理意见', dataIndex: 'remark' },
  { key: 'townName', title: '所在镇', dataIndex: 'townName' },
];
const inspectionBody = (q: TableQuery) => ({
  ...base(q),
  inspectionType: num(q.filters.category),
  result: num(q.filters.extra?.result),
  ...sortBody(q, ['inspectDate', 'farmName', 'result'] as const),
});

const PATROL_COLUMNS: TableColumn<Patrol>[] = [
  { key: 'startTime', title: '开始时间', dataIndex: 'startTime', sorter: true },
  { key: 'endTime', title: '结束时间', dataIndex: 'endTime' },
  { key: 'patrolTypeName', title: '巡查类型', dataIndex: 'patrolTypeName' },
  { key: 'patroller', title: '巡查人', dataIndex: 'patroller' },
  { key: 'distanceKm', title: '里程（公里）', dataIndex: 'distanceKm', align: 'right', sorter: true },
  {
    key: 'issueFound',
    title: '发现问题',
    dataIndex: 'issueFound',
    render: (v: boolean) => (v ? <Tag color="red">是</Tag> : '否'),
  },
  { key: 'remark', title: '巡查情况', dataIndex: 'remark' },
  { key: 'townName', title: '所在镇', dataIndex: 'townName' },
  { key: 'areaName', title: '所在村', dataIndex: 'areaName' },
];
const patrolBody = (q: TableQuery) => ({
  ...base(q),
  patrolType: num(q.filters.category),
  issueFound: num(q.filters.extra?.issueFound),
  ...sortBody(q, ['startTime', 'distanceKm'] as const),
});

interface Opened {
  title: string;
  fields: Field[];
  farmId: number | null;
}

/** /lawSuperviseList: law enforcement cases, inspections and field patrols of the area. */
export default function LawSupervisePage({ meta }: PageProps) {
  const [open, setOpen] = useState<Opened | null>(null);
  const items = [
    {
      key: 'law',
      label: '执法案件',
      children: (
        <TablePage
          title="执法案件"
          endpoint={listLawEnforcements}
          body={(q) => ({ ...lawBody(q), ...pagingBody(q) })}
          rowKey={(r) => r.id}
          columns={LAW_COLUMNS}
          filters={{
            category: { label: '办理状态', options: optionsOf(LAW_CASE_STATUS) },
            keyword: { placeholder: '当事人或案件编号' },
            dateRange: { label: '立案日期' },
          }}
          actions={(q) => (
            <TableExport
              endpoint={listLawEnforcements}
              filter={lawBody(q)}
              columns={LAW_COLUMNS}
              title="执法案件"
            />
          )}
          onRowClick={(r) =>
            setOpen({
              title: r.caseNo,
              farmId: r.farmId,
              fields: [
                { label: '案件编号', value: r.caseNo },
                { label: '案由', value: r.caseType },
                { label: '当事人', value: r.partyName },
                { label: '办理状态', value: r.statusName },
                { label: '立案日期', value: r.filingDate },
                { label: '结案日期', value: r.closingDate },
                { label: '罚款（元）', value: r.penaltyAmount },
                { label: '所在地', value: [r.townName, r.areaName].filter(Boolean).join(' ') },
                { label: '案情', value: r.description },
              ],
            })
          }
        />
      ),
    },
    {
      key: 'inspection',
      label: '监督检查',
      children: (
        <TablePage
          title="监督检查"
          endpoint={listInspections}
          body={(q) => ({ ...inspectionBody(q), ...pagingBody(q) })}
          rowKey={(r) => r.id}
          columns={INSPECTION_COLUMNS}
          filters={{
            category: { label: '检查类型', options: optionsOf(INSPECTION_TYPES) },
            extra: [{ key: 'result', label: '检查结果', options: optionsOf(INSPECTION_RESULTS) }],
            keyword: { placeholder: '主体或检查人' },
            dateRange: { label: '检查日期' },
          }}
          actions={(q) => (
            <TableExport
              endpoint={listInspections}
              filter={inspectionBody(q)}
              columns={INSPECTION_COLUMNS}
              title="监督检查记录"
            />
          )}
          onRowClick={(r) =>
            setOpen({
              title: `${r.inspectionTypeName} ${r.inspectDate}`,
              farmId: r.farmId,
              fields: [
                { label: '检查日期', value: r.inspectDate },
                { label: '检查类型', value: r.inspectionTypeName },
                { label: '被检查主体', value: r.companyName },
                { label: '基地', value: r.farmName },
                { label: '检查人', value: r.inspector },
                { label: '检查结果', value: r.resultName },
                { label: '处理意见', value: r.remark },
                { label: '所在地', value: [r.townName, r.areaName].filter(Boolean).join(' ') },
              ],
            })
          }
        />
      ),
    },
    {
      key: 'patrol',
      label: '田间巡查',
      children: (
        <TablePage
          title="田间巡查"
          endpoint={listPatrolRecords}
          body={(q) => ({ ...patrolBody(q), ...pagingBody(q) })}
          rowKey={(r) => r.id}
          columns={PATROL_COLUMNS}
          filters={{
            category: { label: '巡查类型', options: optionsOf(PATROL_TYPES) },
            extra: [
              {
                key: 'issueFound',
                label: '发现问题',
                options: [
                  { value: 1, label: '是' },
                  { value: 0, label: '否' },
                ],
              },
            ],
            keyword: { placeholder: '巡查人或情况' },
            dateRange: { label: '巡查日期' },
          }}
          actions={(q) => (
            <TableExport
              endpoint={listPatrolRecords}
              filter={patrolBody(q)}
              columns={PATROL_COLUMNS}
              title="巡查记录"
            />
          )}
          onRowClick={(r) =>
            setOpen({
              title: `${r.patrolTypeName} ${r.startTime.slice(0, 10)}`,
              farmId: null,
              fields: PATROL_COLUMNS.map((c) => ({
                label: String(c.title),
                value:
                  c.key === 'issueFound'
                    ? r.issueFound
                      ? '是'
                      : '否'
                    : String(r[c.key as keyof Patrol] ?? ''),
              })),
            })
          }
        />
      ),
    },
  ];
  return (
    <PageFrame title={meta.title} subtitle="农业执法案件、监督检查与田间巡查记录">
      <Tabs items={items} destroyOnHidden />
      <RecordDrawer
        title={open?.title}
        fields={open?.fields ?? null}
        onClose={() => setOpen(null)}
        footer={open?.farmId ? <Link to={`/farmdetail/${open.farmId}`}>查看基地详情</Link> : null}
      />
    </PageFrame>
  );
}
