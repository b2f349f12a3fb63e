import { getFarmDetail, getIotFoodSafety } from '@fengshou/core/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Empty, Result, Segmented } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router';
import { invalidateApi, useApiQuery } from '../../api';
import { type LiveMessage, useLiveEvents } from '../../api/live';
import { DataState } from '../../ui/data-state';
import { PageFrame, StatStrip } from '../../ui/detail-page';
import { Panel } from '../../ui/panel';
import type { PageProps } from '../../ui/route-meta';
import { FoodReadingsTable } from './food-readings-table';
import { FoodExcursionsTable, FoodProductsTable, FoodStoragesSection } from './food-sections';
import { type FoodProperty, foodSummary, kindsText } from './food-summary';
import { HistoryChart } from './history-chart';
import './iot.css';

const PERIODS = [
  { label: '近7天', value: 7 },
  { label: '近30天', value: 30 },
  { label: '近90天', value: 90 },
];

/**
 * /iotDeviceFood/:baseid: a base's food-safety devices — the monitors of its cold rooms, freezers,
 * controlled-atmosphere rooms and grain bins — with each value against its range and alarm rules, the
 * excursions of the period and how long they lasted, the stores the base registered, and the products it put
 * on the market under 合格证 with their trace-code scans. A base without such devices is told so, with the
 * kinds looked for.
 */
export default function IotFoodPage({ meta }: PageProps) {
  const farmId = Number(useParams().baseid);
  if (!Number.isSafeInteger(farmId) || farmId <= 0) return <Result status="warning" title="基地编号无效" />;
  return <IotFoodScreen key={farmId} farmId={farmId} title={meta.title} />;
}

function IotFoodScreen({ farmId, title }: { farmId: number; title: string }) {
  const qc = useQueryClient();
  const [days, setDays] = useState(30);
  const [selected, setSelected] = useState<FoodProperty | undefined>();
  const farm = useApiQuery(getFarmDetail, { farmId });
  const q = useApiQuery(getIotFoodSafety, { farmId, days }, { placeholderData: (prev) => prev });
  useLiveEvents(['iot.alarm'], (e: LiveMessage) => {
    if ((e.data as { farmId: number | null }).farmId === farmId) void invalidateApi(qc, getIotFoodSafety);
  });
  const shown = selected ?? q.data?.properties.find((p) => p.readings > 0);
  return (
    <PageFrame
      back
      title={title}
      subtitle={farm.data?.farmName}
      extra={<Segmented size="small" options={PERIODS} value={days} onChange={(v) => setDays(Number(v))} />}
      className="iot-food"
    >
      <DataState query={q} minHeight={240}>
        {(a) => {
          const s = foodSummary(a);
          return (
            <>
              <StatStrip
                stats={[
                  { label: '食品贮藏监测设备', value: `${s.online}/${s.devices}`, unit: '在线/总数' },
                  { label: '当前超出适宜范围', value: s.abnormalNow, unit: '项' },
                  { label: `近${days}天超限告警`, value: s.alarms, unit: '起' },
                  { label: '告警未闭环', value: s.openAlarms, unit: '起' },
                  { label: `近${days}天开具合格证`, value: s.certificates, unit: '张' },
                ]}
              />
              {s.devices === 0 ? (
                <Alert
                  className="food-none"
                  type="info"
                  showIcon
                  message="该基地暂无食品安全物联网设备"
                  description={`本页查找的设备类型：${kindsText(a.kinds)}（冷藏库、冷冻库、气调库的温湿度与气体监测，粮仓的粮情测控）。基地的贮藏监测设备接入平台后，其读数、阈值与超限告警显示在这里。`}
                />
              ) : null}
              <div className="detail-grid food-grid">
                {s.devices > 0 ? (
                  <>
                    <Panel title="贮藏环境：最新读数与阈值" className="detail-section detail-wide">
                      {a.properties.length ? (
                        <FoodReadingsTable
                          properties={a.properties}
                          days={days}
                          selectedId={shown?.devicePropertyId}
                          onSelect={setSelected}
                        />
                      ) : (
                        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="设备尚未上报读数" />
                      )}
                    </Panel>
                    {shown ? (
                      <Panel title="读数曲线" className="detail-section">
                        <HistoryChart property={shown} tick={0} />
                      </Panel>
                    ) : null}
                    <Panel title={`超限事件（近${days}天，最近20起）`} className="detail-section">
                      {a.excursions.length ? (
                        <FoodExcursionsTable excursions={a.excursions} />
                      ) : (
                        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={`近${days}天无超限告警`} />
                      )}
                    </Panel>
                  </>
                ) : null}
                <FoodStoragesSection farmId={farmId} />
                <Panel title={`合格证上市产品（近${days}天）`} className="detail-section">
                  {a.products.length ? (
                    <FoodProductsTable products={a.products} />
                  ) : (
                    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={`近${days}天未开具合格证`} />
                  )}
                </Panel>
              </div>
            </>
          );
        }}
      </DataState>
    </PageFrame>
  );
}
