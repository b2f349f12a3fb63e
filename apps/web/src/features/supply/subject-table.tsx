import { listGuaranteeSupply, optionsOf, type ResultOf, SUPPLY_LEVELS } from '@fengshou/core/contract';
import { Tag } from 'antd';
import { useNavigate } from 'react-router';
import { TableExport } from '../../ui/export';
import { pagingBody, sortBody, type TableColumn, TablePage, type TableQuery } from '../../ui/table-page';
import { useSupplyStatistics } from './supply-queries';

type Subject = ResultOf<typeof listGuaranteeSupply>['list'][number];

const bodyOf = (q: TableQuery) => ({
  areaId: q.areaId,
  areaLevel: q.areaLevel,
  supplyCategory: q.filters.category === undefined ? undefined : String(q.filters.category),
  supplyLevel: q.filters.extra?.level === undefined ? undefined : Number(q.filters.extra.level),
  keyword: q.filters.keyword,
  ...sortBody(q, ['baseAreaMu', 'annualSupplyT', 'farmName'] as const),
});

const COLUMNS: TableColumn<Subject>[] = [
  { key: 'farmName', title: '保供基地', dataIndex: 'farmName', sorter: true },
  { key: 'companyName', title: '经营主体', dataIndex: 'companyName' },
  { key: 'creditCode', title: '统一社会信用代码', dataIndex: 'creditCode' },
  { key: 'supplyCategory', title: '保供品类', dataIndex: 'supplyCategory' },
  {
    key: 'supplyLevelName',
    title: '保供级别',
    dataIndex: 'supplyLevelName',
    render: (v: string, r) => <Tag color={r.supplyLevel === 1 ? 'red' : 'blue'}>{v}</Tag>,
  },
  { key: 'baseAreaMu', title: '基地面积（亩）', dataIndex: 'baseAreaMu', align: 'right', sorter: true },
  { key: 'annualSupplyT', title: '年供应量（吨）', dataIndex: 'annualSupplyT', align: 'right', sorter: true },
  { key: 'contactName', title: '联系人', dataIndex: 'contactName' },
  { key: 'contactPhone', title: '联系电话', dataIndex: 'contactPhone' },
  { key: 'townName', title: '所在镇', dataIndex: 'townName' },
  { key: 'areaName', title: '所在村', dataIndex: 'areaName' },
];

/** The guarantee supply subjects (保供主体) of the selected area; a row opens the base's farm detail. */
export function SubjectTable({ title = '保供主体名录' }: { title?: string }) {
  const navigate = useNavigate();
  const stats = useSupplyStatistics();
  const categories = (stats.data ?? []).map((s) => ({ value: s.supplyCategory, label: s.supplyCategory }));
  return (
    <TablePage
      title={title}
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
        <TableExport endpoint={listGuaranteeSupply} filter={bodyOf(q)} columns={COLUMNS} title={title} />
      )}
      onRowClick={(r) => void navigate(`/farmdetail/${r.farmId}`)}
    />
  );
}
