import { listGuaranteeSupply, optionsOf, type ResultOf, SUPPLY_LEVELS } from '@fengshou/core/contract';
import { Progress, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { TableExport } from '../../ui/export';
import { pagingBody, sortBody, type TableColumn, TablePage, type TableQuery } from '../../ui/table-page';
import { useSupplyStatistics } from './supply-queries';

type Subject = ResultOf<typeof listGuaranteeSupply>['list'][number];

const SORTABLE = ['baseAreaMu', 'annualSupplyT', 'farmName', 'outputYearT', 'completionRate'] as const;

const bodyOf = (q: TableQuery) => ({
  areaId: q.areaId,
  areaLevel: q.areaLevel,
  supplyCategory: q.filters.category === undefined ? undefined : String(q.filters.category),
  supplyLevel: q.filters.extra?.level === undefined ? undefined : Number(q.filters.extra.level),
  keyword: q.filters.keyword,
  ...sortBody(q, SORTABLE),
});

const orDash = (v: string | number | null) => (v === null || v === '' ? '--' : v);

const COLUMNS: TableColumn<Subject>[] = [
  { key: 'companyName', title: '保供主体', dataIndex: 'companyName', fixed: 'left', width: 220 },
  { key: 'farmName', title: '保供基地', dataIndex: 'farmName', sorter: true },
  { key: 'supplyCategory', title: '保供品类', dataIndex: 'supplyCategory' },
  { key: 'mainProducts', title: '主要产品', dataIndex: 'mainProducts', width: 200, render: orDash },
  {
    key: 'supplyLevelName',
    title: '保供级别',
    dataIndex: 'supplyLevelName',
    render: (v: string, r) => <Tag color={r.supplyLevel === 1 ? 'red' : 'blue'}>{v}</Tag>,
  },
  { key: 'baseAreaMu', title: '基地面积（亩）', dataIndex: 'baseAreaMu', align: 'right', sorter: true },
  {
    key: 'annualSupplyT',
    title: '承诺年供应量（吨）',
    dataIndex: 'annualSupplyT',
    align: 'right',
    sorter: true,
  },
  { key: 'outputYearT', title: '本年产出（吨）', dataIndex: 'outputYearT', align: 'right', sorter: true },
  {
    key: 'completionRate',
    title: '完成率',
    dataIndex: 'completionRate',
    sorter: true,
    width: 150,
    render: (v: number | null) =>
      v === null ? (
        '--'
      ) : (
        <Progress
          percent={Math.min(100, v)}
          format={() => `${v}%`}
          size="small"
          status={v >= 100 ? 'success' : 'normal'}
        />
      ),
  },
  { key: 'stockT', title: '当前库存（吨）', dataIndex: 'stockT', align: 'right', render: orDash },
  { key: 'contactName', title: '联系人', dataIndex: 'contactName', render: orDash },
  { key: 'contactPhone', title: '联系电话', dataIndex: 'contactPhone', render: orDash },
  { key: 'townName', title: '所在镇', dataIndex: 'townName', render: orDash },
];

/**
 * The supply-guarantee bases (保供主体) of the selected area: each base's commitment beside its output this
 * year, the share reached and its stock, with its products and contact; a row opens the base's farm detail.
 */
export function SubjectTable() {
  const navigate = useNavigate();
  const stats = useSupplyStatistics();
  const categories = (stats.data ?? []).map((s) => ({ value: s.supplyCategory, label: s.supplyCategory }));
  return (
    <TablePage
      title="保供主体名录"
      endpoint={listGuaranteeSupply}
      body={(q) => ({ ...bodyOf(q), ...pagingBody(q) })}
      rowKey={(r) => r.id}
      columns={COLUMNS}
      filters={{
        category: { label: '保供品类', options: categories },
        extra: [{ key: 'level', label: '保供级别', options: optionsOf(SUPPLY_LEVELS) }],
        keyword: { placeholder: '基地或主体名称' },
      }}
      actions={(q) => (
        <TableExport
          endpoint={listGuaranteeSupply}
          filter={bodyOf(q)}
          columns={COLUMNS}
          title="保供主体名录"
        />
      )}
      onRowClick={(r) => void navigate(`/farmdetail/${r.farmId}`)}
    />
  );
}
