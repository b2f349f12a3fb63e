import { beijingYear } from '@fengshou/core';
import { MetricChart, MetricStrip } from '../../ui/metric';
import { Panel } from '../../ui/panel';

/**
 * The figures above a planting list of a declared variant: 蔬菜信息 (vegetables sown this year per
 * vegetable, and the vegetable area against all land sown), the new 田块统计 (fields, crops growing now
 * per crop and the year's harvest). From the metric registry, for the area selected.
 */
export function PlantingSummary({ variant }: { variant: 'vegetable' | 'new' }) {
  const year = beijingYear();
  if (variant === 'vegetable') {
    return (
      <div className="summary-grid">
        <MetricStrip metrics={['vegetableSownAreaMu', 'sownAreaYearMu', 'seasonSownAreaMu']} />
        <Panel title={`${year}年各蔬菜播种面积（亩）`} className="summary-chart">
          <MetricChart
            metrics={['vegetableSownAreaMu']}
            by="category"
            kind="bar"
            limit={12}
            label="各蔬菜播种面积"
          />
        </Panel>
      </div>
    );
  }
  return (
    <div className="summary-grid">
      <MetricStrip metrics={['parcelCount', 'parcelAreaMu', 'sownAreaMu', 'harvestOutputT']} />
      <div className="summary-charts">
        <Panel title="在种作物面积（亩）" className="summary-chart">
          <MetricChart metrics={['sownAreaMu']} by="category" kind="pie" limit={8} label="在种作物面积" />
        </Panel>
        <Panel title="各区域在种面积（亩）" className="summary-chart">
          <MetricChart metrics={['sownAreaMu']} by="area" kind="bar" label="各区域在种面积" />
        </Panel>
      </div>
    </div>
  );
}
