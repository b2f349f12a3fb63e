import { listServiceOrders, optionsOf, type ResultOf, WORK_ORDER_STATUS } from '@fengshou/core/contract';
import { Tag } from 'antd';
import { Link } from 'react-router';
import { PageFrame } from '../../ui/detail-page';
import { ExportButton, exportColumnsOf } from '../../ui/export';
import { MetricStrip } from '../../ui/metric';
import type { PageProps } from '../../ui/route-meta';
import { pagingBody, sortBody, type TableColumn, TablePage, type TableQuery } from '../../ui/table-page';

type Order = ResultOf<typeof listServiceOrders>['list'][number];

const SORTABLE = ['startTime', 'workAreaMu', 'hours'] as const;
const STATUS_COLORS: Record<number, string> = { 1: 'blue', 2: 'orange', 3: 'green' };
/** The services the orders name (作业类型 of the machinery import). */
const SERVICES = ['耕整地', '旋耕', '播种', '插秧', '植保', '收获'];

const COLUMNS: TableColumn<Order>[] = [
  { key: 'startTime', title: '服务时间', dataIndex: 'startTime', fixed: 'left', sorter: true },
  {
    key: 'providerName',
    title: '服务组织',
    dataIndex: 'providerName',
    // The provider's machines and their tracks.
    render: (v: string, r) => <Link to={`/agriDispatchMachinery/detail/${r.providerFarmId}`}>{v}</Link>,
  },
  {
    key: 'clientName',
    title: '服务对象（农场）',
    dataIndex: 'clientName',
    render: (v: string, r) => <Link to={`/farmdetail/${r.clientFarmId}`}>{v}</Link>,
  },
  { key: 'clientCompany', title: '服务对象主体', dataIndex: 'clientCompany', render: (v) => v ?? '--' },
  { key: 'workType', title: '服务环节', dataIndex: 'workType' },
  { key: 'workAreaMu', title: '服务面积（亩）', dataIndex: 'workAreaMu', align: 'right', sorter: true },
  { key: 'hours', title: '作业时长（小时）', dataIndex: 'hours', align: 'right', sorter: true },
  {
    key: 'machineNo',
    title: '作业农机',
    dataIndex: 'machineNo',
    exportKey: 'machineNo',
    render: (v: string, r) => `${v}（${r.machineType}）`,
  },
  {
    key: 'statusName',
    title: '状态',
    dataIndex: 'statusName',
    render: (v: string, r) => <Tag color={STATUS_COLORS[r.status]}>{v}</Tag>,
  },
  {
    key: 'place',
    title: '作业地点',
    exportKey: 'areaName',
    render: (_, r) => [r.townName, r.areaName].join(' '),
  },
];
const EXPORT = exportColumnsOf(COLUMNS);

function orderBody(q: TableQuery) {
  const workType = q.filters.extra?.workType;
  const status = Number(q.filters.extra?.status);
  return {
    ...pagingBody(q),
    ...sortBody(q, SORTABLE),
    areaId: q.areaId,
    areaLevel: q.areaLevel,
    workType: SERVICES.find((s) => s === workType),
    status: Number.isInteger(status) && status > 0 ? status : undefined,
    keyword: q.filters.keyword,
    startTime: q.filters.startDate,
    endTime: q.filters.endDate,
  };
}

/**
 * 农事记录（社会化服务）: field work service organisations did for farms with their machines — who served whom,
 * which service, how many 亩 in how many hours, with which machine and where — with this year's totals.
 */
export default function ServiceOrderListPage({ meta }: PageProps) {
  return (
    <PageFrame
      title={meta.title}
      subtitle="农机服务组织、合作社为农场代耕代种、统防统治、代收代烘的作业记录（作业农机不属于被服务农场）"
    >
      <MetricStrip
        metrics={['serviceOrderCount', 'serviceAreaMu']}
        labels={{ serviceAreaMu: '本年服务面积' }}
      />
      <TablePage
        title="社会化服务作业"
        endpoint={listServiceOrders}
        body={orderBody}
        columns={COLUMNS}
        rowKey={(r) => r.id}
        actions={(q) => (
          <ExportButton
            endpoint={listServiceOrders}
            filter={orderBody(q)}
            columns={EXPORT}
            title={meta.title}
          />
        )}
        filters={{
          extra: [
            { key: 'workType', label: '服务环节', options: SERVICES.map((s) => ({ value: s, label: s })) },
            { key: 'status', label: '状态', options: optionsOf(WORK_ORDER_STATUS) },
          ],
          dateRange: { label: '服务日期' },
          keyword: { placeholder: '服务组织、农场或农机编号' },
        }}
      />
    </PageFrame>
  );
}
