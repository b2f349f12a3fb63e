import { beijingToday } from '@fengshou/core';
import { listFarmPlantings, listPlanPreviews } from '@fengshou/core/contract';
import { Table, Tag } from 'antd';
import { useApiQuery } from '../../api';
import { DetailSection } from '../../ui/detail-page';
import { daysSince, riceStage } from './rice-stage';

const RICE = 1;

/**
 * 穗优 (the rice variant of the farm page): the farm's rice fields with the growth stage each is in today,
 * and its rice plans year by year: planned against sown 亩, harvested tonnes and the yield per 亩.
 */
export function RiceSection({ farmId }: { farmId: number }) {
  const today = beijingToday();
  const fields = useApiQuery(listFarmPlantings, { farmId, pageSize: 100 });
  const plans = useApiQuery(listPlanPreviews, { farmId, cropId: RICE, pageSize: 20 });
  return (
    <>
      <DetailSection
        title="稻田生育期"
        query={fields}
        isEmpty={(d) => !d.list.some((p) => p.cropName === '水稻' && p.status === 1)}
        emptyText="该农场当前没有在种水稻"
      >
        {(d) => (
          <Table
            size="small"
            rowKey="plantingId"
            pagination={false}
            dataSource={d.list.filter((p) => p.cropName === '水稻' && p.status === 1)}
            columns={[
              { title: '地块编码', dataIndex: 'dkid' },
              { title: '播种日期', dataIndex: 'sowDate' },
              { title: '播后天数', render: (_, p) => daysSince(p.sowDate, today), align: 'right' },
              { title: '生育期', render: (_, p) => <Tag color="green">{riceStage(p.sowDate, today)}</Tag> },
              { title: '面积（亩）', dataIndex: 'plantAreaMu', align: 'right' },
            ]}
          />
        )}
      </DetailSection>
      <DetailSection
        title="稻米生产（按年度）"
        query={plans}
        isEmpty={(d) => d.list.length === 0}
        emptyText="该农场暂无水稻种植计划"
      >
        {(d) => (
          <Table
            size="small"
            rowKey="planId"
            pagination={false}
            dataSource={d.list}
            columns={[
              { title: '年度', render: (_, p) => `${p.planYear} ${p.seasonName}` },
              { title: '计划面积（亩）', dataIndex: 'planAreaMu', align: 'right' },
              { title: '实播（亩）', dataIndex: 'sownAreaMu', align: 'right' },
              { title: '收获（吨）', render: (_, p) => (p.harvestedKg / 1000).toFixed(1), align: 'right' },
              {
                title: '亩产（公斤）',
                align: 'right',
                render: (_, p) =>
                  p.harvestedKg && p.sownAreaMu ? Math.round(p.harvestedKg / p.sownAreaMu) : '--',
              },
              { title: '农事', render: (_, p) => `${p.missionsDone}/${p.missionsTotal}` },
              { title: '状态', dataIndex: 'statusName' },
            ]}
          />
        )}
      </DetailSection>
    </>
  );
}
