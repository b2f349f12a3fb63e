import { useCurrentArea } from '../../area/use-current-area';
import { AreaContextBar } from '../../ui/area/area-context-bar';
import { PageFrame } from '../../ui/detail-page';
import { MetricChart, MetricStrip } from '../../ui/metric';
import { Panel } from '../../ui/panel';
import type { PageProps } from '../../ui/route-meta';
import './screens.css';

/**
 * /jyNHome (农业农村数据首页) and its declared new version /jyNHomeNew: the area's agriculture (land,
 * entities, crops, output) and rural figures (divisions, collective economy, finance). The new version
 * adds the trends year by year.
 */
export default function RuralHomePage({ meta }: PageProps) {
  const { selected } = useCurrentArea();
  const trends = meta.variant === 'new';
  return (
    <PageFrame
      title={meta.title}
      subtitle={`${selected?.areaName ?? ''}农业与农村基础数据${trends ? '及历年变化' : ''}`}
      extra={<AreaContextBar />}
    >
      <h2 className="section-title">农业</h2>
      <MetricStrip
        metrics={[
          'parcelAreaMu',
          'companyCount',
          'farmCount',
          'sownAreaYearMu',
          'harvestOutputT',
          'greenCertCount',
        ]}
      />
      <h2 className="section-title">农村</h2>
      <MetricStrip
        metrics={[
          'townCount',
          'villageCommitteeCount',
          'assetNetValueWan',
          'collectiveIncomeWan',
          'loanAmountWan',
          'insuredAmountWan',
        ]}
      />
      <div className="screen-grid">
        <Panel title="各区域集体经济收入（万元）">
          <MetricChart metrics={['collectiveIncomeWan']} by="area" kind="hbar" label="各区域集体经济收入" />
        </Panel>
        <Panel title="各区域农用地（亩）">
          <MetricChart metrics={['parcelAreaMu']} by="area" label="各区域农用地" />
        </Panel>
        <Panel title="经营主体信用等级">
          <MetricChart metrics={['companyCreditCount']} by="category" kind="pie" label="经营主体信用等级" />
        </Panel>
        {trends ? (
          <>
            <Panel title="历年播种面积（亩）">
              <MetricChart metrics={['sownAreaYearMu']} by="year" kind="line" label="历年播种面积" />
            </Panel>
            <Panel title="历年集体经济收入与分红（万元）">
              <MetricChart
                metrics={['collectiveIncomeWan', 'collectiveDividendWan']}
                by="year"
                label="历年集体经济收入"
              />
            </Panel>
            <Panel title="历年收获产量（吨）">
              <MetricChart metrics={['harvestOutputT']} by="year" kind="line" label="历年收获产量" />
            </Panel>
          </>
        ) : null}
      </div>
    </PageFrame>
  );
}
