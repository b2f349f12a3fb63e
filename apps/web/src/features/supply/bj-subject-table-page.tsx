import { Table } from 'antd';
import { PageFrame } from '../../ui/detail-page';
import { Panel } from '../../ui/panel';
import type { PageProps } from '../../ui/route-meta';
import { SubjectTable } from './subject-table';
import { useSupplyStatistics } from './supply-queries';

/**
 * /guaranteeSupply/BjsubjectTable, 保供主体统计表: the supply-guarantee bases counted per category and level,
 * and the table of the bases with their commitment, output, stock and contact. The overview of supply
 * against the commitments over time is /home/guaranteeSupply.
 */
export default function BjSubjectTablePage({ meta }: PageProps) {
  const stats = useSupplyStatistics();
  return (
    <PageFrame
      title={meta.title}
      subtitle="保供主体按品类与级别统计，逐个基地的承诺供应量、本年产出、完成率与库存；点击一行查看基地详情"
    >
      <Panel title="按保供品类与级别统计">
        <Table
          size="small"
          pagination={false}
          loading={stats.isPending}
          rowKey={(r) => r.supplyCategory}
          dataSource={stats.data ?? []}
          columns={[
            { key: 'c', title: '保供品类', dataIndex: 'supplyCategory' },
            { key: 's', title: '保供主体（个）', dataIndex: 'subjects', align: 'right' },
            { key: 'city', title: '市级', dataIndex: 'cityLevel', align: 'right' },
            { key: 'district', title: '区级', dataIndex: 'districtLevel', align: 'right' },
            { key: 'mu', title: '基地面积（亩）', dataIndex: 'baseAreaMu', align: 'right' },
            { key: 't', title: '承诺年供应量（吨）', dataIndex: 'annualSupplyT', align: 'right' },
          ]}
        />
      </Panel>
      <SubjectTable />
    </PageFrame>
  );
}
