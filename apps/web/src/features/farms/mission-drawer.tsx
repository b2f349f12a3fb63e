import { getPlantMission } from '@fengshou/core/contract';
import { Drawer } from 'antd';
import { Link } from 'react-router';
import { useApiQuery } from '../../api';
import { DataState } from '../../ui/data-state';
import { FieldList } from '../../ui/detail-page';

interface MissionDrawerProps {
  /** The mission shown; null closes the drawer. */
  missionId: number | null;
  onClose(): void;
  /** Leaves out the link to the farm (the drawer opened from that farm's page). */
  hideFarmLink?: boolean;
}

/** A field-work mission (农事任务) of a plan: when, by whom, with what, and its farm. */
export function MissionDrawer({ missionId, onClose, hideFarmLink }: MissionDrawerProps) {
  const id = missionId ?? 0;
  const mission = useApiQuery(getPlantMission, { missionId: id }, { enabled: missionId !== null });
  return (
    <Drawer title="农事任务" open={missionId !== null} onClose={onClose} size={520} destroyOnHidden>
      <DataState query={mission} minHeight={200}>
        {(m) => (
          <>
            <FieldList
              columns={1}
              fields={[
                { label: '任务', value: m.missionName },
                { label: '农事类型', value: m.missionType },
                { label: '种植计划', value: m.planName },
                { label: '计划日期', value: m.plannedDate },
                { label: '完成日期', value: m.doneDate },
                { label: '状态', value: m.statusName },
                { label: '执行方', value: m.executor },
                { label: '投入品', value: m.inputs },
                { label: '农场（基地）', value: m.farmName },
              ]}
            />
            {hideFarmLink ? null : (
              <div className="record-drawer-footer">
                <Link to={`/farmdetail/${m.farmId}`}>查看农场详情</Link>
              </div>
            )}
          </>
        )}
      </DataState>
    </Drawer>
  );
}
