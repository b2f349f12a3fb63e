import { useCurrentArea } from '../../area/use-current-area';
import { AreaContextBar } from '../../ui/area/area-context-bar';
import { PageFrame } from '../../ui/detail-page';
import { MetricChart, MetricStrip } from '../../ui/metric';
import { Panel } from '../../ui/panel';
import type { PageProps } from '../../ui/route-meta';
import './screens.css';

/**
 * /drivingPanel (领导驾驶舱): what a leader checks of the area at a glance: entities and land, production,
 * devices and alarms, land protection cases and sales; each chart by child area or month of this year.
 */
export default function DrivingPanelPage({ meta }: PageProps) {
  const { selected } = useCurrentArea();
  return (
    <PageFrame
      title={meta.title}
      subtitle={`${selected?.areaName ?? ''}农业农村运行总览：主体、生产、设备、耕地保护与销售`}
      extra={<AreaContextBar />}
    >
      <MetricStrip
        metrics={[
          'companyCount',
          'farmAreaMu',
          'sownAreaMu',
          'harvestOutputT',
          'iotOnlineRate',
          'iotAlarmOpenCount',
          'occupationCount',
          'salesAmountWan',
        ]}
        links={{ companyCount: '/operateSubjectList', occupationCount: '/land-control/occupation' }}
      />
      <div className="screen-grid">
        <Panel title="各区域经营主体与基地" className="screen-wide">
          <MetricChart metrics={['companyCount', 'farmCount']} by="area" label="各区域经营主体与基地" />
        </Panel>
        <Panel title="在种作物结构">
          <MetricChart metrics={['sownAreaMu']} by="category" kind="pie" limit={8} label="在种作物结构" />
        </Panel>
        <Panel title="各区域设备在线">
          <MetricChart
            metrics={['iotDeviceCount', 'iotOnlineCount']}
            by="area"
            kind="hbar"
            label="各区域设备在线"
          />
        </Panel>
        <Panel title="耕地保护：占用与异常图斑">
          <MetricChart
            metrics={['occupationCount', 'abnormalCount']}
            by="area"
            label="各区域占用与异常图斑"
          />
        </Panel>
        <Panel title="本年销售额（万元，按月）">
          <MetricChart metrics={['salesAmountWan']} by="month" kind="line" label="本年销售额按月" />
        </Panel>
      </div>
    </PageFrame>
  );
}
