import {
  getPestStatistics30,
  getPestTrend30,
  listBugDevices,
  listTodayPestImages,
} from '@fengshou/core/contract';
import { useQuery } from '@tanstack/react-query';
import { Image, Table, Tag } from 'antd';
import { useMemo } from 'react';
import { callApi } from '../../api';
import { DataState } from '../../ui/data-state';
import { EChart } from '../../ui/echart';
import type { ChartOption } from '../../ui/echarts';
import { Panel } from '../../ui/panel';

/** Pest monitoring of a base: trap devices, the latest sticky-board photos, 30-day trend and species. */
export function PestPanel({ farmId }: { farmId: number }) {
  const devices = useQuery({
    queryKey: ['pest-devices', farmId],
    queryFn: ({ signal }) => callApi(listBugDevices, { farmId, pageSize: 50 }, { signal }),
  });
  const images = useQuery({
    queryKey: ['pest-images', farmId],
    queryFn: ({ signal }) => callApi(listTodayPestImages, { farmId, limit: 6 }, { signal }),
  });
  const trend = useQuery({
    queryKey: ['pest-trend', farmId],
    queryFn: ({ signal }) => callApi(getPestTrend30, { farmId }, { signal }),
  });
  const stats = useQuery({
    queryKey: ['pest-stats', farmId],
    queryFn: ({ signal }) => callApi(getPestStatistics30, { farmId }, { signal }),
  });
  const trendOption = useMemo<ChartOption | undefined>(
    () =>
      trend.data && {
        grid: { left: 40, right: 12, top: 16, bottom: 24 },
        tooltip: { trigger: 'axis' },
        xAxis: { type: 'category', data: trend.data.days.map((d) => d.date.slice(5)) },
        yAxis: { type: 'value', name: '头' },
        series: [
          {
            type: 'line',
            data: trend.data.days.map((d) => d.count),
            smooth: true,
            areaStyle: { opacity: 0.15 },
          },
        ],
      },
    [trend.data],
  );
  const pieOption = useMemo<ChartOption | undefined>(
    () =>
      stats.data && {
        tooltip: { trigger: 'item' },
        legend: { type: 'scroll', bottom: 0 },
        series: [
          {
            type: 'pie',
            radius: ['35%', '65%'],
            center: ['50%', '45%'],
            data: stats.data.species.map((s) => ({ name: s.name, value: s.count })),
          },
        ],
      },
    [stats.data],
  );
  return (
    <div className="iot-pest">
      <Panel title="虫情测报设备">
        <DataState query={devices} isEmpty={(d) => d.list.length === 0} emptyText="该基地暂无虫情设备">
          {(d) => (
            <Table
              size="small"
              rowKey="deviceId"
              pagination={false}
              dataSource={d.list}
              columns={[
                { title: '设备', dataIndex: 'deviceName' },
                {
                  title: '类型',
                  dataIndex: 'deviceType',
                  width: 100,
                  render: (t: number) => (t === 1 ? '虫情测报灯' : '性诱测报仪'),
                },
                {
                  title: '状态',
                  dataIndex: 'status',
                  width: 70,
                  render: (s: number) => <Tag color={s ? 'green' : 'default'}>{s ? '在线' : '离线'}</Tag>,
                },
                { title: '最近一日', dataIndex: 'lastDate', width: 110 },
                { title: '诱虫数', dataIndex: 'lastTotal', width: 80 },
              ]}
            />
          )}
        </DataState>
      </Panel>
      <Panel title="今日虫情图片">
        <DataState query={images} isEmpty={(d) => d.length === 0} emptyText="今日暂无图片">
          {(d) => (
            <Image.PreviewGroup>
              <div className="iot-pest-images">
                {d.map((i) => (
                  <figure key={i.imageId}>
                    <Image src={i.url} alt={`${i.deviceName} ${i.captureTime}`} width="100%" />
                    <figcaption>
                      {i.deviceName} · {i.captureTime.slice(11, 16)} · {i.insectTotal} 头
                    </figcaption>
                  </figure>
                ))}
              </div>
            </Image.PreviewGroup>
          )}
        </DataState>
      </Panel>
      <Panel title="近30天虫量趋势">
        <div className="iot-pest-chart">
          <DataState query={trend}>
            {() => (trendOption ? <EChart option={trendOption} label="近30天虫量趋势" /> : null)}
          </DataState>
        </div>
      </Panel>
      <Panel title={`虫种构成（近30天，共 ${stats.data?.total ?? 0} 头）`}>
        <div className="iot-pest-chart">
          <DataState query={stats} isEmpty={(s) => s.total === 0}>
            {() => (pieOption ? <EChart option={pieOption} label="虫种构成" /> : null)}
          </DataState>
        </div>
      </Panel>
    </div>
  );
}
