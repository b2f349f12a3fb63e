import { getPark, listParks, type ResultOf } from '@fengshou/core/contract';
import { Result, Select, Table, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useApiQuery } from '../../api';
import { useCurrentArea } from '../../area/use-current-area';
import { GisMap, zonesLayer } from '../../map';
import { AreaContextBar } from '../../ui/area/area-context-bar';
import { DataState } from '../../ui/data-state';
import { FieldList, PageFrame, StatStrip } from '../../ui/detail-page';
import { EChart } from '../../ui/echart';
import type { ChartOption } from '../../ui/echarts';
import { Panel } from '../../ui/panel';
import type { PageProps } from '../../ui/route-meta';
import './parks.css';

type Park = ResultOf<typeof getPark>;

/**
 * The park types each route shows (declared variants of one page): 农业园区详情 every park; 园区详情 (xj)
 * the industrial parks; 经营园区 (jynyyq) the production parks; 观光旅游园区 (ghly) the leisure parks.
 */
const VARIANT_TYPES: Record<string, readonly number[] | undefined> = {
  xj: [1],
  jynyyq: [1, 2, 3],
  ghly: [3, 4],
};

const wan = (v: number) => (v >= 10_000 ? `${(v / 10_000).toFixed(2)}亿` : v.toLocaleString('zh-CN'));

function cropsOption(p: Park): ChartOption {
  return {
    tooltip: { trigger: 'item', valueFormatter: (v) => `${v} 亩` },
    series: [
      {
        type: 'pie',
        radius: ['40%', '68%'],
        data: p.crops.map((c) => ({ name: c.cropName, value: c.areaMu })),
        label: { formatter: '{b} {d}%' },
      },
    ],
  };
}

function ParkBody({ park, visitors }: { park: Park; visitors: boolean }) {
  const layers = useMemo(
    () => [
      zonesLayer({
        id: 'park',
        title: '园区',
        opacity: 0.15,
        data: {
          type: 'FeatureCollection',
          features: [
            {
              type: 'Feature',
              properties: { name: park.parkName, color: '#13c2c2' },
              geometry: park.boundary,
            },
            ...park.farms.map((f) => ({
              type: 'Feature',
              properties: { name: f.farmName, 经营主体: f.companyName, color: '#fa8c16' },
              geometry: { type: 'Point', coordinates: [f.lng, f.lat] },
            })),
          ],
        },
        legend: [
          { label: '园区边界', color: '#13c2c2', shape: 'fill' },
          { label: '园内基地', color: '#fa8c16', shape: 'circle' },
        ],
      }),
    ],
    [park],
  );
  const [minX, minY, maxX, maxY] = park.bbox;
  const focus = {
    type: 'Polygon',
    coordinates: [
      [
        [minX, minY],
        [maxX, minY],
        [maxX, maxY],
        [minX, maxY],
        [minX, minY],
      ],
    ],
  };
  const option = useMemo(() => cropsOption(park), [park]);
  return (
    <>
      <StatStrip
        stats={[
          { label: '园区面积', value: park.areaMu.toLocaleString('zh-CN'), unit: '亩' },
          { label: '园内经营主体', value: park.companyCount, unit: '家' },
          { label: '园内基地', value: park.farmCount, unit: '个' },
          { label: '物联网设备（在线/总数）', value: `${park.deviceOnline}/${park.deviceCount}`, unit: '台' },
          { label: '累计投资', value: wan(park.investmentWan), unit: '万元' },
          { label: '年产值', value: wan(park.outputValueWan), unit: '万元' },
          { label: '本年收获', value: park.harvestT, unit: '吨' },
          ...(visitors || park.annualVisitors !== null
            ? [
                {
                  label: '年接待游客',
                  value: (park.annualVisitors ?? 0).toLocaleString('zh-CN'),
                  unit: '人次',
                },
              ]
            : [{ label: '合格证', value: park.certificateCount, unit: '张' }]),
        ]}
      />
      <div className="park-grid">
        <Panel title="园区边界与园内基地" className="park-map">
          <GisMap
            area={{ areaId: park.areaId, areaName: park.areaName, level: park.areaLevel }}
            layers={layers}
            focus={focus as never}
            showBreadcrumbs={false}
          />
        </Panel>
        <Panel title="园区概况" className="park-info">
          <FieldList
            columns={1}
            fields={[
              { label: '园区类型', value: `${park.parkTypeName}（${park.parkLevelName}）` },
              { label: '主导产业', value: park.leadingIndustry },
              { label: '运营单位', value: park.operatorName },
              { label: '建园年份', value: park.establishedYear },
              { label: '所在乡镇', value: park.areaName },
              { label: '简介', value: park.intro },
            ]}
          />
        </Panel>
        <Panel title="园内在种作物（亩）" className="park-crops">
          {park.crops.length ? (
            <EChart option={option} label="园内在种作物" className="metric-chart" />
          ) : (
            <p>园内暂无在种作物</p>
          )}
        </Panel>
        <Panel title={`园内经营主体与基地（${park.farmCount}）`} className="park-farms">
          <Table
            size="small"
            rowKey="farmId"
            pagination={{ pageSize: 6, hideOnSinglePage: true }}
            dataSource={park.farms}
            columns={[
              {
                title: '基地',
                dataIndex: 'farmName',
                render: (v: string, f) => <Link to={`/farmdetail/${f.farmId}`}>{v}</Link>,
              },
              { title: '经营主体', dataIndex: 'companyName' },
              { title: '品类', dataIndex: 'businessCategoryName' },
              { title: '面积（亩）', dataIndex: 'farmAreaMu', align: 'right' },
              { title: '设备', dataIndex: 'devices', align: 'right' },
            ]}
          />
        </Panel>
        <Panel title={`园内设备（${park.deviceCount}）`} className="park-devices">
          <Table
            size="small"
            rowKey="deviceId"
            pagination={{ pageSize: 6, hideOnSinglePage: true }}
            dataSource={park.devices}
            locale={{ emptyText: '园内暂无物联网设备' }}
            columns={[
              { title: '设备', dataIndex: 'deviceName' },
              { title: '类型', dataIndex: 'gateCategoryName' },
              { title: '基地', dataIndex: 'farmName' },
              {
                title: '状态',
                dataIndex: 'status',
                render: (s: number) => <Tag color={s ? 'green' : 'default'}>{s ? '在线' : '离线'}</Tag>,
              },
            ]}
          />
        </Panel>
      </div>
    </>
  );
}

/**
 * A park's page (/agricultural-park-detail and its declared variants /xj/park-detail, /jynyyq/park-detail,
 * /jynyyq/ghly-park-detail): the parks of the area of the variant's types to choose from, then the park's
 * boundary with the bases inside it, its figures (investment, output, visitors), crops, entities and devices.
 */
export default function ParkDetailPage({ meta }: PageProps) {
  const { selected } = useCurrentArea();
  const types = VARIANT_TYPES[meta.variant ?? ''];
  const parks = useApiQuery(
    listParks,
    { areaId: selected?.areaId ?? 0, areaLevel: selected?.level ?? 0 },
    { enabled: selected !== null },
  );
  const shown = (parks.data ?? []).filter((p) => !types || types.includes(p.parkType));
  const [picked, setPicked] = useState<number | null>(null);
  const parkId = shown.some((p) => p.parkId === picked) ? picked : (shown[0]?.parkId ?? null);
  const park = useApiQuery(getPark, { parkId: parkId ?? 0 }, { enabled: parkId !== null });
  return (
    <PageFrame
      title={meta.title}
      subtitle={
        park.data
          ? `${park.data.parkName} · ${park.data.parkTypeName}`
          : '农业园区的边界、园内主体、产出、投资与设备'
      }
      extra={
        <div className="park-picker">
          <Select
            aria-label="选择园区"
            placeholder="选择园区"
            value={parkId ?? undefined}
            onChange={setPicked}
            options={shown.map((p) => ({ value: p.parkId, label: `${p.parkName}（${p.parkTypeName}）` }))}
            style={{ minWidth: 280 }}
          />
          <AreaContextBar />
        </div>
      }
    >
      <DataState
        query={parks}
        isEmpty={() => shown.length === 0}
        emptyText="本区域暂无此类园区，可通过 数据导入 → 农业园区 补充"
      >
        {() =>
          parkId === null ? (
            <Result status="info" title="请选择园区" />
          ) : (
            <DataState query={park} minHeight={400}>
              {(p) => <ParkBody park={p} visitors={meta.variant === 'ghly'} />}
            </DataState>
          )
        }
      </DataState>
    </PageFrame>
  );
}
