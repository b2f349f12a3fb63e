import './farms.css';
import { Result, Table, Tag } from 'antd';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { GisMap, zonesLayer } from '../../map';
import { DataState } from '../../ui/data-state';
import { PageFrame, StatStrip, useRouteId } from '../../ui/detail-page';
import { Panel } from '../../ui/panel';
import type { PageProps } from '../../ui/route-meta';
import { type BaseZone, splitZones } from './base-zones';
import { useFarmDetail } from './farm-queries';
import { mu } from './labels';

/**
 * /basesplit/:farmid (基地分区): a farm's base split into its zones, the village groups its parcels lie in:
 * each zone on the map in its own colour, with its parcels, 亩 and crops growing now.
 */
export default function BaseSplitPage({ meta }: PageProps) {
  const farmId = useRouteId('farmid', 'farmId', 'id');
  const q = useFarmDetail(farmId);
  const zones = useMemo(
    () => splitZones((q.map.data?.parcels.features ?? []).map((f) => f.properties)),
    [q.map.data],
  );
  const layers = useMemo(() => {
    const color = new Map(zones.flatMap((z) => z.parcels.map((p) => [p.landId, z.color] as const)));
    const features = (q.map.data?.parcels.features ?? []).map((f) => ({
      ...f,
      properties: { ...f.properties, color: color.get(f.properties.landId) },
    }));
    return [
      zonesLayer({
        id: 'base-zones',
        title: '基地分区',
        data: { type: 'FeatureCollection', features },
        legend: zones.slice(0, 8).map((z) => ({ label: z.name, color: z.color, shape: 'fill' as const })),
      }),
    ];
  }, [zones, q.map.data]);
  if (farmId === null) {
    return <Result status="warning" title="农场编号无效" subTitle="请从农场列表进入" />;
  }
  const farm = q.farm.data;
  const village = farm?.areaChain[farm.areaChain.length - 1];
  const bbox = q.map.data?.bbox;
  return (
    <PageFrame
      back
      title={meta.title}
      subtitle={farm ? <Link to={`/farmdetail/${farm.farmId}`}>{farm.farmName}</Link> : undefined}
      className="base-split"
    >
      <DataState
        query={q.map}
        isEmpty={(m) => m.parcels.features.length === 0}
        emptyText="该农场暂无登记地块"
      >
        {(m) => (
          <>
            <StatStrip
              stats={[
                { label: '分区', value: zones.length, unit: '个' },
                { label: '地块', value: m.parcels.features.length, unit: '块' },
                { label: '地块面积', value: mu(m.parcelAreaMu), unit: '亩' },
                { label: '在种作物', value: new Set(zones.flatMap((z) => z.crops)).size, unit: '种' },
              ]}
            />
            <div className="detail-grid">
              <Panel title="分区分布" className="detail-section farm-map-section">
                <div className="farm-map">
                  {q.farm.isPending ? (
                    <div className="data-state" role="status" aria-label="加载中" />
                  ) : village ? (
                    <GisMap
                      area={{ areaId: village.areaId, areaName: village.areaName, level: village.level }}
                      layers={layers}
                      focus={
                        bbox
                          ? ({
                              type: 'Polygon',
                              coordinates: [
                                [
                                  [bbox[0], bbox[1]],
                                  [bbox[2], bbox[1]],
                                  [bbox[2], bbox[3]],
                                  [bbox[0], bbox[3]],
                                  [bbox[0], bbox[1]],
                                ],
                              ],
                            } as never)
                          : undefined
                      }
                      showBreadcrumbs={false}
                    />
                  ) : null}
                </div>
              </Panel>
              <Panel title="各分区" className="detail-section">
                <Table<BaseZone>
                  size="small"
                  rowKey="name"
                  pagination={false}
                  dataSource={zones}
                  expandable={{
                    expandedRowRender: (z) =>
                      z.parcels.map((p) => `${p.landName ?? p.dkid}（${p.areaMu} 亩）`).join('、'),
                  }}
                  columns={[
                    {
                      title: '分区',
                      dataIndex: 'name',
                      render: (v: string, z) => <Tag color={z.color}>{v}</Tag>,
                    },
                    { title: '地块数', render: (_, z) => z.parcels.length, align: 'right' },
                    { title: '面积（亩）', dataIndex: 'areaMu', align: 'right', render: mu },
                    { title: '在种作物', render: (_, z) => (z.crops.length ? z.crops.join('、') : '休耕') },
                  ]}
                />
              </Panel>
            </div>
          </>
        )}
      </DataState>
    </PageFrame>
  );
}
