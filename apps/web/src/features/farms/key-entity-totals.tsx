import { StatStrip } from '../../ui/detail-page';
import { useMetricBreakdown } from '../../ui/metric';

/**
 * The totals of the key entities' directory for the area selected: all recognitions, each category
 * (龙头企业, 示范社 …) and each level of recognition, from the statistics registry.
 */
export function KeyEntityTotals() {
  const byCategory = useMetricBreakdown(['keyEntityCount'], 'category');
  const byLevel = useMetricBreakdown(['keyEntityLevelCount'], 'category');
  if (!byCategory.data || !byLevel.data) return <div className="stat-strip-placeholder" />;
  const count = (r: Record<string, unknown>, metric: string) =>
    typeof r[metric] === 'number' ? r[metric] : 0;
  const categories = byCategory.data.rows;
  return (
    <StatStrip
      stats={[
        {
          label: '重点经营主体',
          value: categories.reduce((s, r) => s + count(r, 'keyEntityCount'), 0),
          unit: '个',
        },
        ...categories.map((r) => ({ label: r.name, value: count(r, 'keyEntityCount'), unit: '个' })),
        ...byLevel.data.rows.map((r) => ({
          label: `${r.name}认定`,
          value: count(r, 'keyEntityLevelCount'),
          unit: '个',
        })),
      ]}
    />
  );
}
