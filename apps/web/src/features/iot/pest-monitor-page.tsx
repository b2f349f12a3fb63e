import { getFarmDetail } from '@fengshou/core/contract';
import { Button } from 'antd';
import { useSearchParams } from 'react-router';
import { useApiQuery } from '../../api';
import { useCurrentArea } from '../../area/use-current-area';
import { AreaContextBar } from '../../ui/area/area-context-bar';
import { PageFrame } from '../../ui/detail-page';
import type { PageProps } from '../../ui/route-meta';
import { PestPanel } from './pest-panel';
import './iot.css';

/**
 * /pestMonitor: pest monitoring of the area selected across pages: every trap of the area, those standing
 * in the fields on no base included, with today's sticky-board photos, the 30-day trend, the species and
 * this month's figures. With ?farmId= it shows one base's traps (farm detail links here).
 */
export default function PestMonitorPage({ meta }: PageProps) {
  const [params, setParams] = useSearchParams();
  const farmId = Number(params.get('farmId'));
  const oneFarm = Number.isSafeInteger(farmId) && farmId > 0;
  const { selected } = useCurrentArea();
  const farm = useApiQuery(getFarmDetail, { farmId }, { enabled: oneFarm });
  return (
    <PageFrame
      title={meta.title}
      className="pest-page"
      subtitle={
        oneFarm
          ? `${farm.data?.farmName ?? ''}的虫情测报设备`
          : `${selected?.areaName ?? ''}全部虫情测报设备（含未入驻基地的田间站点）；点击设备查看该设备的图片与趋势`
      }
      extra={
        oneFarm ? (
          <Button onClick={() => setParams({})} data-action="area">
            查看全区虫情
          </Button>
        ) : (
          <AreaContextBar />
        )
      }
    >
      {oneFarm ? (
        <PestPanel key={`farm-${farmId}`} scope={{ farmId }} imageLimit={12} />
      ) : selected ? (
        <PestPanel key={`area-${selected.areaId}`} scope={{ areaId: selected.areaId }} imageLimit={12} />
      ) : null}
    </PageFrame>
  );
}
