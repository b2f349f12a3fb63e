import { Table, Tag } from 'antd';
import { type FoodProperty, rangeText } from './food-summary';

const fmt = (v: number | null) => (v === null ? '--' : Number.isInteger(v) ? String(v) : v.toFixed(1));

interface FoodReadingsTableProps {
  properties: readonly FoodProperty[];
  /** The period's length in days, for the column headings. */
  days: number;
  selectedId: number | undefined;
  onSelect: (p: FoodProperty) => void;
}

/**
 * Each watched value of the base's food stores: the latest reading against its normal range and the rules
 * that raise alarms, then the period — lowest and highest, the share of readings outside the range and the
 * alarms (still open). A row opens its curve.
 */
export function FoodReadingsTable({ properties, days, selectedId, onSelect }: FoodReadingsTableProps) {
  return (
    <Table<FoodProperty>
      size="small"
      rowKey="devicePropertyId"
      pagination={false}
      dataSource={[...properties]}
      rowClassName={(r) => `table-row-link${r.devicePropertyId === selectedId ? ' is-selected' : ''}`}
      onRow={(r) => ({ onClick: () => onSelect(r) })}
      columns={[
        {
          title: '贮藏设备',
          dataIndex: 'deviceName',
          onCell: (r, i) => ({
            rowSpan:
              i !== undefined && properties[i - 1]?.deviceId === r.deviceId ? 0 : sameDevice(properties, i),
          }),
          render: (v: string, r) => (
            <span className="food-device">
              {v} <Tag color={r.status === 1 ? 'green' : 'default'}>{r.status === 1 ? '在线' : '离线'}</Tag>
            </span>
          ),
        },
        { title: '监测项', dataIndex: 'propertyName' },
        {
          title: '最新读数',
          align: 'right',
          render: (_, r) => (
            <span className={r.abnormal ? 'food-abnormal' : undefined}>
              {fmt(r.value)} {r.unit}
              {r.abnormal ? <Tag color="red">超限</Tag> : null}
            </span>
          ),
        },
        { title: '适宜范围', render: (_, r) => rangeText(r.normalMin, r.normalMax, r.unit) },
        {
          title: '告警规则',
          dataIndex: 'rules',
          render: (rules: string[]) => (rules.length ? rules.join('；') : '未设规则'),
        },
        {
          title: `近${days}天最低 ~ 最高`,
          render: (_, r) => (r.readings ? `${fmt(r.min)} ~ ${fmt(r.max)}` : '无读数'),
        },
        {
          title: '超限读数占比',
          align: 'right',
          render: (_, r) =>
            r.outOfRangeRate === null ? '--' : `${r.outOfRangeRate}%（${r.outOfRange}/${r.readings}）`,
        },
        {
          title: '告警（未闭环）',
          align: 'right',
          render: (_, r) => (r.openAlarms ? `${r.alarms}（${r.openAlarms}）` : r.alarms),
        },
      ]}
    />
  );
}

/** Rows a device's name spans: its properties follow each other. */
function sameDevice(properties: readonly FoodProperty[], i: number | undefined): number {
  if (i === undefined) return 1;
  let n = 1;
  while (properties[i + n]?.deviceId === properties[i]!.deviceId) n++;
  return n;
}
