import { Table } from 'antd';
import { DataState } from '../../ui/data-state';
import { figureText, useMetricBreakdown } from '../../ui/metric';
import { completionText } from './completion';

const METRICS = ['supplySubjectCount', 'supplyAnnualT', 'supplyOutputT', 'supplyStockT'];
type TownRow = { key: string; name: string } & Record<string, unknown>;
const num = (r: TownRow, metric: string) => (typeof r[metric] === 'number' ? (r[metric] as number) : null);

/**
 * The supply guarantee of each area below the one selected (the towns of a county): bases, commitment,
 * this year's output and its share of the commitment, stock. Areas without a base are left out.
 */
export function TownSupplyTable() {
  const q = useMetricBreakdown(METRICS, 'area');
  return (
    <DataState query={q} isEmpty={(d) => d.rows.length === 0} minHeight={160}>
      {(d) => (
        <Table<TownRow>
          size="small"
          pagination={false}
          rowKey={(r) => r.key}
          dataSource={(d.rows as TownRow[]).filter((r) => (num(r, 'supplySubjectCount') ?? 0) > 0)}
          columns={[
            { key: 'name', title: '区域', dataIndex: 'name' },
            {
              key: 'subjects',
              title: '保供基地（个）',
              align: 'right',
              render: (_, r) => figureText(num(r, 'supplySubjectCount')),
            },
            {
              key: 'annual',
              title: '承诺年供应量（吨）',
              align: 'right',
              render: (_, r) => figureText(num(r, 'supplyAnnualT')),
            },
            {
              key: 'output',
              title: '本年产出（吨）',
              align: 'right',
              render: (_, r) => figureText(num(r, 'supplyOutputT')),
            },
            {
              key: 'rate',
              title: '承诺完成率（%）',
              align: 'right',
              render: (_, r) => completionText(num(r, 'supplyOutputT'), num(r, 'supplyAnnualT')),
            },
            {
              key: 'stock',
              title: '当前库存（吨）',
              align: 'right',
              render: (_, r) => figureText(num(r, 'supplyStockT')),
            },
          ]}
        />
      )}
    </DataState>
  );
}
