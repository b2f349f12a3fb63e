import { usePortal } from '../../api/portal-context';
import { PageFrame } from '../../ui/detail-page';
import { Panel } from '../../ui/panel';
import type { PageProps } from '../../ui/route-meta';
import { AlarmTable } from './alarm-table';
import './iot.css';

/**
 * 告警处理: every IoT alarm of the caller's area in one list (the device page shows one base's), where a
 * holder of 物联网告警处理 acknowledges, assigns and closes them; new and changed alarms arrive live.
 */
export default function AlarmsPage({ meta }: PageProps) {
  const portal = usePortal();
  return (
    <PageFrame title={meta.title} subtitle={portal.subject?.subjectName} className="iot-alarms-page">
      <Panel title="物联网告警">
        <AlarmTable pageSize={15} wide />
      </Panel>
    </PageFrame>
  );
}
