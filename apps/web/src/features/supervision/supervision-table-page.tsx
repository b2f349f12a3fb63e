import { type ResultOf, supervisionAreaTable } from '@fengshou/core/contract';
import { Link } from 'react-router';
import { useCurrentArea } from '../../area/use-current-area';
import { PageFrame } from '../../ui/detail-page';
import { TableExport } from '../../ui/export';
import type { PageProps } from '../../ui/route-meta';
import { pagingBody, type TableColumn, TablePage, type TableQuery } from '../../ui/table-page';

type Row = ResultOf<typeof supervisionAreaTable>['list'][number];

const bodyOf = (q: TableQuery) => ({
  areaId: q.areaId,
  areaLevel: q.areaLevel,
  startTime: q.filters.startDate,
  endTime: q.filters.endDate,
});

const COLUMNS: TableColumn<Row>[] = [
  { key: 'areaName', title: '区域', dataIndex: 'areaName', fixed: 'left' },
  { key: 'inspections', title: '检查次数', dataIndex: 'inspections', align: 'right' },
  { key: 'passed', title: '合格', dataIndex: 'passed', align: 'right' },
  { key: 'passRate', title: '合格率（%）', dataIndex: 'passRate', align: 'right' },
  { key: 'patrols', title: '巡查次数', dataIndex: 'patrols', align: 'right' },
  { key: 'patrolIssues', title: '发现问题', dataIndex: 'patrolIssues', align: 'right' },
  { key: 'patrolKm', title: '巡查里程（公里）', dataIndex: 'patrolKm', align: 'right' },
  { key: 'lawCases', title: '执法案件', dataIndex: 'lawCases', align: 'right' },
  { key: 'lawClosed', title: '已结案', dataIndex: 'lawClosed', align: 'right' },
  { key: 'penaltyAmount', title: '罚款（元）', dataIndex: 'penaltyAmount', align: 'right' },
];

/** /supervisionTable: inspections, patrols and cases per child area; a row drills into that area. */
export default function SupervisionTablePage({ meta }: PageProps) {
  const { select, selected } = useCurrentArea();
  return (
    <PageFrame
      title={meta.title}
      subtitle="按下级区域统计监督检查、田间巡查与执法办案；点击一行进入该区域"
      extra={<Link to="/lawSuperviseList">查看明细记录</Link>}
    >
      <TablePage
        title={`${selected?.areaName ?? ''}监管统计`}
        defaultPageSize={50}
        endpoint={supervisionAreaTable}
        body={(q) => ({ ...bodyOf(q), ...pagingBody(q) })}
        rowKey={(r) => r.areaId}
        columns={COLUMNS}
        filters={{ dateRange: { label: '统计期间' } }}
        actions={(q) => (
          <TableExport
            endpoint={supervisionAreaTable}
            filter={bodyOf(q)}
            columns={COLUMNS}
            title="监管统计表"
          />
        )}
        onRowClick={(r) => {
          if (selected && r.areaId !== selected.areaId && selected.level < 5) {
            select({ areaId: r.areaId, areaName: r.areaName, level: selected.level + 1 });
          }
        }}
      />
    </PageFrame>
  );
}
