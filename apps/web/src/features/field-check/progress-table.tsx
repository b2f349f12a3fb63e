import type { fieldTaskProgress, ResultOf } from '@fengshou/core/contract';
import { Table } from 'antd';

type Progress = ResultOf<typeof fieldTaskProgress>;
type Row = Progress['total'];

const num = (title: string, key: keyof Row, danger = false) => ({
  title,
  dataIndex: key,
  align: 'right' as const,
  render: (v: number) => (danger && v > 0 ? <b style={{ color: '#f5222d' }}>{v}</b> : v),
});

/**
 * 核查进度: the area's tasks by stage and overdue, then one row per child area (a click drills into it); the
 * child rows add up to the area's.
 */
export function ProgressTable({
  data,
  onDrill,
}: {
  data: Progress;
  onDrill: (areaId: number, name: string) => void;
}) {
  const rows = [
    { ...data.total, areaName: `${data.total.areaName}（合计）`, key: 'total' },
    ...data.children,
  ];
  return (
    <Table
      size="small"
      rowKey={(r) => ('key' in r ? String(r.key) : String(r.areaId))}
      dataSource={rows}
      pagination={false}
      data-testid="field-progress"
      onRow={(r) =>
        'key' in r ? {} : { onClick: () => onDrill(r.areaId, r.areaName), style: { cursor: 'pointer' } }
      }
      columns={[
        { title: '区域', dataIndex: 'areaName' },
        num('任务数', 'total'),
        num('待核查', 'pending'),
        num('已核查', 'checked'),
        num('整改中', 'rectifying'),
        num('已销号', 'closed'),
        num('逾期', 'overdue', true),
        {
          title: '销号率',
          align: 'right',
          render: (_: unknown, r: Row) => (r.total ? `${((100 * r.closed) / r.total).toFixed(1)}%` : '—'),
        },
      ]}
    />
  );
}
