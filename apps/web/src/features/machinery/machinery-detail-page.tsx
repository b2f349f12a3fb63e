import {
  getFarmDetail,
  listMachines,
  listMachineTracks,
  listMachineWarnings,
  listNjgovOrders,
  MACHINE_STATUS,
  machineTypeStatistics,
  optionsOf,
  type ResultOf,
  WORK_ORDER_STATUS,
} from '@fengshou/core/contract';
import { Result, Table, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useApiQuery } from '../../api';
import { GisMap, machineTracksLayer, tracksFocus } from '../../map';
import { DetailSection, FieldList, PageFrame, StatStrip, useRouteId } from '../../ui/detail-page';
import { TableExport } from '../../ui/export';
import type { PageProps } from '../../ui/route-meta';
import { pagingBody, sortBody, type TableColumn, TablePage, type TableQuery } from '../../ui/table-page';

type Machine = ResultOf<typeof listMachines>['list'][number];
type Order = ResultOf<typeof listNjgovOrders>['list'][number];

const STATUS_COLORS = ['', 'green', 'blue', 'default', 'orange'];

const MACHINE_COLUMNS: TableColumn<Machine>[] = [
  { key: 'machineNo', title: '农机编号', dataIndex: 'machineNo', sorter: true },
  { key: 'machineType', title: '机具类型', dataIndex: 'machineType' },
  { key: 'brand', title: '品牌', dataIndex: 'brand' },
  { key: 'model', title: '型号', dataIndex: 'model' },
  { key: 'purchaseYear', title: '购置年份', dataIndex: 'purchaseYear', sorter: true },
  { key: 'subsidyAmount', title: '购机补贴（元）', dataIndex: 'subsidyAmount', align: 'right' },
  { key: 'terminalSn', title: '北斗终端', dataIndex: 'terminalSn' },
  {
    key: 'statusName',
    title: '状态',
    dataIndex: 'statusName',
    render: (v: string, r) => <Tag color={STATUS_COLORS[r.status]}>{v}</Tag>,
  },
  { key: 'workOrders', title: '作业单数', dataIndex: 'workOrders', align: 'right', sorter: true },
  { key: 'lastWorkTime', title: '最近作业', dataIndex: 'lastWorkTime', sorter: true },
];

const ORDER_COLUMNS: TableColumn<Order>[] = [
  { key: 'id', title: '工单号', dataIndex: 'id' },
  { key: 'machineNo', title: '农机编号', dataIndex: 'machineNo' },
  { key: 'machineType', title: '机具类型', dataIndex: 'machineType' },
  { key: 'workType', title: '作业类型', dataIndex: 'workType' },
  { key: 'startTime', title: '开始时间', dataIndex: 'startTime', sorter: true },
  { key: 'endTime', title: '结束时间', dataIndex: 'endTime' },
  { key: 'hours', title: '时长（小时）', dataIndex: 'hours', align: 'right', sorter: true },
  { key: 'workAreaMu', title: '作业面积（亩）', dataIndex: 'workAreaMu', align: 'right', sorter: true },
  { key: 'statusName', title: '状态', dataIndex: 'statusName' },
  { key: 'pointCount', title: '轨迹点数', dataIndex: 'pointCount', align: 'right' },
];

/** /agriDispatchMachinery/detail/:farmId: a farm's machines, their tracks on the map, work orders, warnings. */
export default function MachineryDetailPage({ meta }: PageProps) {
  const farmId = useRouteId('farmId');
  const [selectedOrder, setSelectedOrder] = useState<number | null>(null);
  const farm = useApiQuery(getFarmDetail, { farmId: farmId! }, { enabled: farmId !== null });
  const types = useApiQuery(machineTypeStatistics, { farmId: farmId! }, { enabled: farmId !== null });
  const tracks = useApiQuery(listMachineTracks, { farmId: farmId!, limit: 60 }, { enabled: farmId !== null });
  const warnings = useApiQuery(
    listMachineWarnings,
    { farmId: farmId!, pageSize: 50 },
    { enabled: farmId !== null },
  );
  const layers = useMemo(
    () => [machineTracksLayer(tracks.data ?? [], selectedOrder)],
    [tracks.data, selectedOrder],
  );
  const focus = useMemo(() => {
    const shown = (tracks.data ?? []).filter(
      (t) => selectedOrder === null || t.workOrderId === selectedOrder,
    );
    return tracksFocus(shown);
  }, [tracks.data, selectedOrder]);

  if (farmId === null) return <Result status="warning" title="记录不存在" />;
  const f = farm.data;
  const total = (types.data ?? []).reduce((s, r) => s + r.total, 0);
  const orderBody = (q: TableQuery) => ({
    farmId,
    startTime: q.filters.startDate,
    endTime: q.filters.endDate,
    status: q.filters.category === undefined ? undefined : Number(q.filters.category),
    ...sortBody(q, ['startTime', 'workAreaMu', 'hours'] as const),
  });
  const machineBody = (q: TableQuery) => ({
    farmId,
    status: q.filters.category === undefined ? undefined : Number(q.filters.category),
    keyword: q.filters.keyword,
    ...sortBody(q, ['purchaseYear', 'machineNo', 'lastWorkTime', 'workOrders'] as const),
  });
  return (
    <PageFrame back title={f ? `${f.farmName} · ${meta.title}` : meta.title} subtitle={f?.companyName}>
      <DetailSection title="基地信息" query={farm}>
        {(d) => (
          <FieldList
            fields={[
              { label: '基地名称', value: <Link to={`/farmdetail/${d.farmId}`}>{d.farmName}</Link> },
              { label: '经营主体', value: d.companyName },
              { label: '经营类型', value: d.businessTypeName },
              { label: '所在地', value: d.areaChain.map((a) => a.areaName).join(' ') },
              { label: '联系人', value: d.contactName },
              { label: '联系电话', value: d.contactPhone },
            ]}
          />
        )}
      </DetailSection>
      <StatStrip
        stats={[
          { label: '农机总数', value: types.data ? total : undefined, unit: '台' },
          ...(types.data ?? []).map((t) => ({ label: t.machineType, value: t.total, unit: '台' })),
          { label: '预警', value: warnings.data?.total, unit: '台' },
        ]}
      />
      <DetailSection
        title={selectedOrder ? `作业轨迹（工单 ${selectedOrder}）` : '近期作业轨迹'}
        query={tracks}
        isEmpty={(d) => d.length === 0}
        emptyText="暂无作业轨迹"
        extra={
          selectedOrder ? (
            <button type="button" className="table-retry" onClick={() => setSelectedOrder(null)}>
              显示全部轨迹
            </button>
          ) : null
        }
      >
        {() =>
          f ? (
            <div className="machinery-map">
              <GisMap
                area={{ areaId: f.areaId, areaName: f.areaName, level: 5 }}
                layers={layers}
                focus={focus}
                showBreadcrumbs={false}
                onFeatureClick={(hit) => setSelectedOrder(Number(hit.properties.workOrderId))}
              />
            </div>
          ) : null
        }
      </DetailSection>
      <TablePage
        title="农机"
        endpoint={listMachines}
        body={(q) => ({ ...machineBody(q), ...pagingBody(q) })}
        rowKey={(r) => r.id}
        columns={MACHINE_COLUMNS}
        filters={{
          area: false,
          category: { label: '状态', options: optionsOf(MACHINE_STATUS) },
          keyword: { placeholder: '编号或品牌' },
        }}
        actions={(q) => (
          <TableExport
            endpoint={listMachines}
            filter={machineBody(q)}
            columns={MACHINE_COLUMNS}
            title="基地农机"
          />
        )}
      />
      <TablePage
        title="作业工单（点击查看轨迹）"
        endpoint={listNjgovOrders}
        body={(q) => ({ ...orderBody(q), ...pagingBody(q) })}
        rowKey={(r) => r.id}
        columns={ORDER_COLUMNS}
        filters={{
          area: false,
          category: { label: '状态', options: optionsOf(WORK_ORDER_STATUS) },
          dateRange: { label: '作业日期' },
        }}
        actions={(q) => (
          <TableExport
            endpoint={listNjgovOrders}
            filter={orderBody(q)}
            columns={ORDER_COLUMNS}
            title="农机作业工单"
          />
        )}
        onRowClick={(r) => {
          setSelectedOrder(r.id);
          window.scrollTo({ top: 0, behavior: 'smooth' });
        }}
      />
      <DetailSection title="农机预警" query={warnings} isEmpty={(d) => d.total === 0} emptyText="暂无预警">
        {(d) => (
          <Table
            size="small"
            pagination={false}
            rowKey={(r) => r.machineId}
            dataSource={d.list}
            columns={[
              { key: 'no', title: '农机编号', dataIndex: 'machineNo' },
              { key: 'type', title: '机具类型', dataIndex: 'machineType' },
              {
                key: 'warn',
                title: '预警类型',
                dataIndex: 'warnName',
                render: (v: string) => <Tag color="orange">{v}</Tag>,
              },
              { key: 'last', title: '最近作业', dataIndex: 'lastWorkTime' },
              { key: 'idle', title: '未作业天数', dataIndex: 'idleDays', align: 'right' },
              { key: 'sn', title: '北斗终端', dataIndex: 'terminalSn' },
            ]}
          />
        )}
      </DetailSection>
    </PageFrame>
  );
}
