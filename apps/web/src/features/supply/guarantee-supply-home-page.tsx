import { Link } from 'react-router';
import { PageFrame, StatStrip } from '../../ui/detail-page';
import type { PageProps } from '../../ui/route-meta';
import { SubjectTable } from './subject-table';
import { useSupplyStatistics } from './supply-queries';

/** /home/guaranteeSupply: the supply overview (totals per category) with the city-level subjects. */
export default function GuaranteeSupplyHomePage({ meta }: PageProps) {
  const stats = useSupplyStatistics();
  const rows = stats.data ?? [];
  const sum = (k: 'subjects' | 'cityLevel' | 'baseAreaMu' | 'annualSupplyT') =>
    rows.reduce((s, r) => s + r[k], 0);
  return (
    <PageFrame
      title={meta.title}
      subtitle="蔬菜、粮食、畜禽、水产等保供主体与供应能力"
      extra={<Link to="/guaranteeSupply/BjsubjectTable">保供主体统计表</Link>}
    >
      <StatStrip
        stats={[
          { label: '保供主体', value: stats.data ? sum('subjects') : undefined, unit: '个' },
          { label: '其中市级', value: stats.data ? sum('cityLevel') : undefined, unit: '个' },
          { label: '基地面积', value: stats.data ? sum('baseAreaMu').toFixed(0) : undefined, unit: '亩' },
          {
            label: '年供应能力',
            value: stats.data ? sum('annualSupplyT').toFixed(0) : undefined,
            unit: '吨',
          },
          ...rows.map((r) => ({
            label: `${r.supplyCategory}年供应`,
            value: r.annualSupplyT.toFixed(0),
            unit: '吨',
          })),
        ]}
      />
      <SubjectTable title="保供主体" />
    </PageFrame>
  );
}
