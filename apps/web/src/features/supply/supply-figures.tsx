import { StatStrip } from '../../ui/detail-page';
import { figureText, useMetricSummary } from '../../ui/metric';
import { completionText } from './completion';

const METRICS = ['supplySubjectCount', 'supplyAnnualT', 'supplyOutputT', 'supplyStockT', 'supplyCapacityT'];

/**
 * The supply guarantee of the area at a glance: the bases, what they committed to supply in a year, what
 * they have harvested this year and the share of the commitment that is, and what their storage holds.
 */
export function SupplyFigures() {
  const q = useMetricSummary(METRICS);
  if (!q.data) return <div className="stat-strip-placeholder" />;
  const value = (metric: string) => q.data.find((f) => f.metric === metric)?.value ?? null;
  return (
    <StatStrip
      stats={[
        { label: '保供基地', value: figureText(value('supplySubjectCount')), unit: '个' },
        { label: '承诺年供应量', value: figureText(value('supplyAnnualT')), unit: '吨' },
        { label: '本年产出', value: figureText(value('supplyOutputT')), unit: '吨' },
        {
          label: '承诺完成率',
          value: completionText(value('supplyOutputT'), value('supplyAnnualT')),
          unit: '%',
        },
        { label: '当前库存', value: figureText(value('supplyStockT')), unit: '吨' },
        { label: '保供库容', value: figureText(value('supplyCapacityT')), unit: '吨' },
      ]}
    />
  );
}
