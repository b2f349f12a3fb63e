import { getPlantPlan, type listPlantPlansByFarm, type ResultOf } from '@fengshou/core/contract';
import { Table, Tag } from 'antd';
import { useState } from 'react';
import { useApiQuery } from '../../api';
import type { QueryLike } from '../../ui/data-state';
import { DataState } from '../../ui/data-state';
import { DetailSection } from '../../ui/detail-page';
import { MissionDrawer } from './mission-drawer';

type Plan = ResultOf<typeof listPlantPlansByFarm>[number];
const STATUS_COLORS: Record<number, string> = { 1: 'blue', 2: 'green', 3: 'red' };

/** The missions of one plan (plantPlan/get), each opening its detail. */
function PlanMissions({ planId, onOpen }: { planId: number; onOpen(missionId: number): void }) {
  const plan = useApiQuery(getPlantPlan, { planId });
  return (
    <DataState
      query={plan}
      minHeight={80}
      isEmpty={(p) => p.missions.length === 0}
      emptyText="该计划暂无农事任务"
    >
      {(p) => (
        <Table
          size="small"
          rowKey="missionId"
          pagination={false}
          dataSource={p.missions}
          onRow={(m) => ({ className: 'table-row-link', onClick: () => onOpen(m.missionId) })}
          columns={[
            { title: '任务', dataIndex: 'missionName' },
            { title: '计划日期', dataIndex: 'plannedDate' },
            { title: '完成日期', dataIndex: 'doneDate', render: (v: string | null) => v ?? '--' },
            { title: '执行方', dataIndex: 'executor', render: (v: string | null) => v ?? '--' },
            { title: '投入品', dataIndex: 'inputs', render: (v: string | null) => v ?? '--' },
            {
              title: '状态',
              dataIndex: 'statusName',
              render: (v: string, m) => <Tag color={STATUS_COLORS[m.status]}>{v}</Tag>,
            },
          ]}
        />
      )}
    </DataState>
  );
}

/** The farm's planting plans; a plan opens to its field work, and a mission to its detail. */
export function FarmPlansSection({ plans }: { plans: QueryLike<Plan[]> }) {
  const [mission, setMission] = useState<number | null>(null);
  return (
    <DetailSection
      className="detail-wide"
      title="种植计划与农事任务（点击计划展开农事任务）"
      query={plans}
      isEmpty={(d) => d.length === 0}
      emptyText="暂无种植计划"
    >
      {(rows) => (
        <>
          <Table
            size="small"
            rowKey="planId"
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
            dataSource={rows}
            expandable={{
              expandRowByClick: true,
              expandedRowRender: (p) => <PlanMissions planId={p.planId} onOpen={setMission} />,
            }}
            columns={[
              { title: '计划', dataIndex: 'planName' },
              { title: '作物', dataIndex: 'cropName' },
              { title: '计划面积（亩）', dataIndex: 'planAreaMu', align: 'right' },
              { title: '计划产量（公斤）', dataIndex: 'planOutputKg', align: 'right' },
              { title: '任务完成', render: (_, r) => `${r.missionDone}/${r.missionCount}` },
              { title: '状态', dataIndex: 'statusName' },
            ]}
          />
          <MissionDrawer missionId={mission} onClose={() => setMission(null)} hideFarmLink />
        </>
      )}
    </DetailSection>
  );
}
