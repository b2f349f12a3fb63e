import { getMachine, listMachineTracks, listNjgovOrders, type ResultOf } from '@fengshou/core/contract';
import { Result, Table, Tag } from 'antd';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useApiQuery } from '../../api';
import { GisMap, machineTracksLayer, tracksFocus, zonesLayer } from '../../map';
import { DataState } from '../../ui/data-state';
import { DetailSection, FieldList, PageFrame, StatStrip, useRouteId } from '../../ui/detail-page';
import { EChart } from '../../ui/echart';
import type { ChartOption } from '../../ui/echarts';
import { Panel } from '../../ui/panel';
import type { PageProps } from '../../ui/route-meta';

type Machine = ResultOf<typeof getMachine>;

const STATUS_COLORS: Record<number, string> = { 1: 'processing', 2: 'default', 3: 'error', 4: 'warning' };

/** Hours and 亩 per month of the last twelve months, as bars and a line. */
function monthsOption(m: Machine): ChartOption {
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 48, right: 48, top: 32, bottom: 28 },
    xAxis: { type: 'category', data: m.months.map((x) => x.month.slice(2)) },
    yAxis: [
      { type: 'value', name: '小时' },
      { type: 'value', name: '亩' },
    ],
    series: [
      { name: '作业时长', type: 'bar', barMaxWidth: 24, data: m.months.map((x) => x.hours) },
      { name: '作业面积', type: 'line', yAxisIndex: 1, smooth: true, data: m.months.map((x) => x.areaMu) },
    ],
  };
}

/**
 * /jywrnj/:id (无人农机详情): one machine — whether it drives itself, its Beidou terminal and status, where its
 * latest track ended, its tracks on the map, its work by month and its latest orders.
 */
export default function UnmannedMachinePage({ meta }: PageProps) {
  const id = useRouteId('id');
  const enabled = id !== null;
  const q = useApiQuery(getMachine, { machineId: id ?? 0 }, { enabled });
  const tracks = useApiQuery(listMachineTracks, { machineId: id ?? 0, limit: 20 }, { enabled });
  const orders = useApiQuery(listNjgovOrders, { machineId: id ?? 0, pageSize: 10 }, { enabled });
  const layers = useMemo(() => {
    const last = q.data?.lastPosition;
    return [
      machineTracksLayer(tracks.data ?? [], null),
      ...(last
        ? [
            zonesLayer({
              id: 'machine-position',
              title: '最近位置',
              data: {
                type: 'Feature',
                properties: { name: '最近位置', color: '#f5222d' },
                geometry: { type: 'Point', coordinates: last },
              },
              legend: [{ label: '最近位置', color: '#f5222d', shape: 'circle' }],
            }),
          ]
        : []),
    ];
  }, [tracks.data, q.data]);
  const focus = useMemo(() => tracksFocus(tracks.data ?? []) ?? undefined, [tracks.data]);
  const option = useMemo(() => (q.data ? monthsOption(q.data) : null), [q.data]);
  if (id === null) return <Result status="warning" title="农机编号无效" subTitle="请从农机列表进入" />;
  const m = q.data;
  const village = m?.areaChain[m.areaChain.length - 1];
  return (
    <PageFrame
      back
      title={meta.title}
      subtitle={m ? `${m.machineNo} · ${m.brand} ${m.model} ${m.machineType}` : undefined}
      extra={
        m ? (
          <Tag color={m.autonomous ? 'green' : 'default'}>{m.autonomous ? '无人驾驶' : '人工驾驶'}</Tag>
        ) : null
      }
    >
      <DataState query={q}>
        {(d) => (
          <>
            <StatStrip
              stats={[
                { label: '状态', value: <Tag color={STATUS_COLORS[d.status]}>{d.statusName}</Tag> },
                { label: '近12个月作业', value: d.yearOrders, unit: '单' },
                { label: '作业时长', value: d.yearHours, unit: '小时' },
                { label: '作业面积', value: d.yearAreaMu, unit: '亩' },
                { label: '最近作业', value: d.lastWorkTime?.slice(0, 10) ?? '--' },
              ]}
            />
            <div className="detail-grid">
              <Panel title="农机信息" className="detail-section">
                <FieldList
                  columns={2}
                  fields={[
                    { label: '农机编号', value: d.machineNo },
                    { label: '机具类型', value: d.machineType },
                    { label: '品牌型号', value: `${d.brand} ${d.model}` },
                    { label: '驾驶方式', value: d.autonomous ? '无人驾驶（北斗自动导航）' : '人工驾驶' },
                    { label: '北斗终端', value: d.terminalSn },
                    { label: '购置年份', value: d.purchaseYear },
                    { label: '购机补贴', value: d.subsidyAmount === null ? null : `${d.subsidyAmount} 元` },
                    {
                      label: '所属基地',
                      value: d.farmId ? <Link to={`/farmdetail/${d.farmId}`}>{d.farmName}</Link> : null,
                    },
                    {
                      label: '最近位置',
                      value: d.lastPosition
                        ? `${d.lastPosition[0].toFixed(5)}, ${d.lastPosition[1].toFixed(5)}`
                        : null,
                    },
                    {
                      label: '所在地',
                      value: d.areaChain
                        .slice(2)
                        .map((a) => a.areaName)
                        .join(' / '),
                      span: 2,
                    },
                  ]}
                />
              </Panel>
              <Panel title="作业轨迹（最近 20 次）" className="detail-section farm-map-section">
                <div className="farm-map">
                  {village ? (
                    <GisMap
                      area={{ areaId: village.areaId, areaName: village.areaName, level: village.level }}
                      layers={layers}
                      focus={focus}
                      showBreadcrumbs={false}
                    />
                  ) : null}
                </div>
              </Panel>
              <Panel title="近12个月作业" className="detail-section metric-panel">
                {option ? (
                  <EChart option={option} label="近12个月作业时长与面积" className="metric-chart" />
                ) : null}
              </Panel>
              <DetailSection
                title="最近作业工单"
                query={orders}
                isEmpty={(o) => o.list.length === 0}
                emptyText="暂无作业工单"
              >
                {(o) => (
                  <Table
                    size="small"
                    rowKey="id"
                    pagination={false}
                    dataSource={o.list}
                    columns={[
                      { title: '开始时间', dataIndex: 'startTime' },
                      { title: '作业类型', dataIndex: 'workType' },
                      { title: '作业基地', dataIndex: 'farmName' },
                      { title: '时长（小时）', dataIndex: 'hours', align: 'right' },
                      { title: '面积（亩）', dataIndex: 'workAreaMu', align: 'right' },
                      { title: '状态', dataIndex: 'statusName' },
                    ]}
                  />
                )}
              </DetailSection>
            </div>
          </>
        )}
      </DataState>
    </PageFrame>
  );
}
