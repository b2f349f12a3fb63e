import { listFarmStorages } from '@fengshou/core/contract';
import { Table } from 'antd';
import { useApiQuery } from '../../api';
import { DetailSection } from '../../ui/detail-page';
import { AlarmLevelTag, AlarmStatusTag } from './alarm-status-tag';
import { durationText, type FoodSafety } from './food-summary';

type Excursion = FoodSafety['excursions'][number];
type Product = FoodSafety['products'][number];

/** The stores the base registered (仓储设施): what each holds now against its capacity, at which setting. */
export function FoodStoragesSection({ farmId }: { farmId: number }) {
  const q = useApiQuery(listFarmStorages, { farmId, pageSize: 50 });
  return (
    <DetailSection
      title="登记库房与库存"
      query={q}
      isEmpty={(d) => d.list.length === 0}
      emptyText="该基地未登记冷库、粮仓等仓储设施"
    >
      {(d) => (
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={d.list}
          columns={[
            { title: '库房', dataIndex: 'storageName' },
            { title: '库型', dataIndex: 'storageTypeName' },
            {
              title: '设定温度',
              dataIndex: 'temperatureC',
              align: 'right',
              render: (v: number | null) => (v === null ? '常温' : `${v} ℃`),
            },
            { title: '库容（吨）', dataIndex: 'capacityT', align: 'right' },
            { title: '在库（吨）', dataIndex: 'stockT', align: 'right' },
            { title: '利用率', dataIndex: 'usageRate', align: 'right', render: (v: number) => `${v}%` },
            { title: '在库产品', dataIndex: 'cropName', render: (v: string | null) => v ?? '空库' },
            { title: '最近入库', dataIndex: 'lastInDate', render: (v: string | null) => v ?? '--' },
          ]}
        />
      )}
    </DetailSection>
  );
}

/** The latest excursions of the period: how far past the threshold, how long, and where each stands. */
export function FoodExcursionsTable({ excursions }: { excursions: readonly Excursion[] }) {
  return (
    <Table<Excursion>
      size="small"
      rowKey="alarmId"
      pagination={false}
      dataSource={[...excursions]}
      columns={[
        { title: '超限时间', dataIndex: 'alarmTime', render: (v: string) => v.slice(5, 16) },
        { title: '贮藏设备', dataIndex: 'deviceName' },
        { title: '监测项', dataIndex: 'propertyName' },
        {
          title: '超限值 / 阈值',
          align: 'right',
          render: (_, r) => `${r.alarmValue} / ${r.threshold} ${r.unit}`,
        },
        { title: '级别', dataIndex: 'alarmLevel', render: (v: number) => <AlarmLevelTag level={v} /> },
        {
          title: '持续',
          dataIndex: 'minutes',
          render: (v: number, r) => (r.endTime ? durationText(v) : `已持续${durationText(v)}`),
        },
        {
          title: '处置',
          dataIndex: 'status',
          render: (v: number, r) => <AlarmStatusTag status={v} name={r.statusName} />,
        },
      ]}
    />
  );
}

/** What the base put on the market under its 合格证 in the period, by product, and how often it was traced. */
export function FoodProductsTable({ products }: { products: readonly Product[] }) {
  return (
    <Table<Product>
      size="small"
      rowKey={(r) => `${r.productName}:${r.unit}`}
      pagination={false}
      dataSource={[...products]}
      columns={[
        { title: '上市产品', dataIndex: 'productName' },
        { title: '合格证（张）', dataIndex: 'certificates', align: 'right' },
        { title: '上市数量', align: 'right', render: (_, r) => `${r.quantity} ${r.unit}` },
        { title: '赋追溯码', dataIndex: 'traced', align: 'right' },
        { title: '消费者扫码', dataIndex: 'scans', align: 'right' },
        { title: '最近开具', dataIndex: 'lastIssueDate' },
      ]}
    />
  );
}
