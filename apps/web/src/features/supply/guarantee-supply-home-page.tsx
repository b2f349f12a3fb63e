import { beijingYear } from '@fengshou/core';
import { Link } from 'react-router';
import { PageFrame } from '../../ui/detail-page';
import { MetricChart } from '../../ui/metric';
import { Panel } from '../../ui/panel';
import type { PageProps } from '../../ui/route-meta';
import { MonthOutputChart } from './month-output-chart';
import { SupplyFigures } from './supply-figures';
import { TownSupplyTable } from './town-supply-table';
import './supply.css';

/**
 * /home/guaranteeSupply, 保供稳价: the supply-guarantee overview of the area selected — what the bases
 * committed to supply against what they harvested this year (month by month against last year, per
 * category of produce, per town), what their storage holds, and the vegetable prices the supply keeps
 * steady. The bases themselves are listed on /guaranteeSupply/BjsubjectTable.
 */
export default function GuaranteeSupplyHomePage({ meta }: PageProps) {
  const year = beijingYear();
  return (
    <PageFrame
      title={meta.title}
      subtitle="保供基地承诺供应量与本年产出、库存对照，逐月与分镇变化，以及蔬菜价格走势"
      extra={<Link to="/guaranteeSupply/BjsubjectTable">保供主体统计表</Link>}
    >
      <div className="summary-grid">
        <SupplyFigures />
        <div className="supply-charts">
          <Panel title={`逐月产出（${year}年与${year - 1}年，吨）`} className="summary-chart">
            <MonthOutputChart />
          </Panel>
          <Panel title="各品类承诺、产出与库存（吨）" className="summary-chart">
            <MetricChart
              metrics={['supplyAnnualT', 'supplyOutputT', 'supplyStockT']}
              by="category"
              kind="bar"
              label="各品类承诺、产出与库存"
            />
          </Panel>
          <Panel title="各镇承诺与本年产出（吨）" className="summary-chart">
            <MetricChart
              metrics={['supplyAnnualT', 'supplyOutputT']}
              by="area"
              kind="bar"
              label="各镇承诺与本年产出"
            />
          </Panel>
          <Panel title={`${year}年蔬菜价格走势（元/斤）`} className="summary-chart">
            <MetricChart
              metrics={['avgPrice', 'wholesalePrice']}
              by="month"
              kind="line"
              label="蔬菜价格走势"
            />
          </Panel>
        </div>
        <Panel title="各镇保供完成情况">
          <TownSupplyTable />
        </Panel>
      </div>
    </PageFrame>
  );
}
