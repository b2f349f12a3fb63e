import {
  deletePestDevice,
  getPestCurrentMonth,
  getPestStatistics30,
  getPestTrend30,
  issuePestDeviceCredential,
  listBugDevices,
  listTodayPestImages,
  type ResultOf,
  uploadPestImage,
} from '@fengshou/core/contract';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { App, Button, Image, Popconfirm, Statistic, Table, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { callApi, invalidateApi, useApiQuery } from '../../api';
import { usePortal } from '../../api/portal-context';
import { DataState } from '../../ui/data-state';
import { EChart } from '../../ui/echart';
import type { ChartOption } from '../../ui/echarts';
import { Panel } from '../../ui/panel';
import { PictureUpload } from '../../ui/picture-upload';
import { speciesPieOption } from './pest-species-pie';

/** Whose traps the panel shows: one base's, or every trap of an area (traps on no base included). */
export type PestScope = { farmId: number; areaId?: undefined } | { areaId: number; farmId?: undefined };

type Device = ResultOf<typeof listBugDevices>['list'][number];

const DEVICE_PAGE = 10;

/**
 * Pest monitoring of a base or an area: the trap devices, the latest sticky-board photos (a click opens
 * the full-screen viewer), the 30-day trend, the species breakdown and this month's figures. Choosing a
 * device narrows the photos, trend, species and month to that trap.
 */
export function PestPanel({ scope, imageLimit = 6 }: { scope: PestScope; imageLimit?: number }) {
  const [page, setPage] = useState(1);
  const [device, setDevice] = useState<Device | undefined>();
  const { permissions } = usePortal();
  const client = useQueryClient();
  const { message, modal } = App.useApp();
  const canUpload = permissions.includes('iot:control');
  const canDelete = permissions.includes('data:import');
  const canIssue = permissions.includes('device:manage');
  // A trap's report token is shown once, when issued; issuing again stops the old one.
  const issueToken = async (d: Device) => {
    const r = await callApi(issuePestDeviceCredential, { deviceId: d.deviceId });
    modal.info({
      title: `「${d.deviceName}」上报令牌`,
      width: 560,
      content: (
        <>
          <Typography.Paragraph copyable={{ text: r.token }} code>
            {r.token}
          </Typography.Paragraph>
          令牌只显示这一次，旧令牌已失效。设备以 <code>POST /api/device/trap/report</code>（请求头{' '}
          <code>X-Device-Token</code>）上报当日各虫种计数与虫板图片。
        </>
      ),
    });
  };
  // A photo uploaded for a trap is its latest: the photos and the device list (its last day) reload. A trap
  // deleted takes its counts and photos with it: every figure of the panel reloads.
  const actionsFor = (d: Device) => (
    // The row's click chooses the trap; the buttons keep their clicks.
    // biome-ignore lint/a11y/noStaticElementInteractions: only stops the row's click; the buttons inside are the controls
    // biome-ignore lint/a11y/useKeyWithClickEvents: keys reach the buttons themselves
    <span className="iot-pest-actions" onClick={(e) => e.stopPropagation()}>
      {canUpload ? (
        <PictureUpload
          send={(file) => callApi(uploadPestImage, { deviceId: d.deviceId, ...file })}
          onDone={() => void invalidateApi(client, listTodayPestImages, listBugDevices)}
        />
      ) : null}
      {canIssue ? (
        <Popconfirm title="签发新的上报令牌？旧令牌将立即失效" okText="签发" onConfirm={() => issueToken(d)}>
          <Button size="small">令牌</Button>
        </Popconfirm>
      ) : null}
      {canDelete ? (
        <Popconfirm
          title={`删除「${d.deviceName}」及其虫情记录与图片？`}
          okText="删除"
          okButtonProps={{ danger: true }}
          onConfirm={async () => {
            const r = await callApi(deletePestDevice, { deviceId: d.deviceId });
            void message.success(`已删除设备及 ${r.removedFiles} 张图片`);
            if (device?.deviceId === d.deviceId) setDevice(undefined);
            void invalidateApi(
              client,
              listBugDevices,
              listTodayPestImages,
              getPestTrend30,
              getPestStatistics30,
              getPestCurrentMonth,
            );
          }}
        >
          <Button size="small" danger>
            删除
          </Button>
        </Popconfirm>
      ) : null}
    </span>
  );
  const figures = device ? { deviceId: device.deviceId } : scope;
  const devices = useApiQuery(
    listBugDevices,
    { ...scope, pageNo: page, pageSize: DEVICE_PAGE },
    { placeholderData: keepPreviousData },
  );
  const images = useApiQuery(listTodayPestImages, { ...figures, limit: imageLimit });
  const trend = useApiQuery(getPestTrend30, figures);
  const stats = useApiQuery(getPestStatistics30, figures);
  const month = useApiQuery(getPestCurrentMonth, figures);
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
  const pieOption = useMemo(() => stats.data && speciesPieOption(stats.data), [stats.data]);
  const chosen = device ? (
    <Tag closable color="processing" onClose={() => setDevice(undefined)} className="iot-pest-chosen">
      {device.deviceName}
    </Tag>
  ) : null;
  return (
    <div className="iot-pest" data-pest-scope={device ? `device:${device.deviceId}` : 'all'}>
      <Panel title="本月虫情" className="iot-pest-month" extra={chosen}>
        <DataState query={month} minHeight={72}>
          {(m) => (
            <div className="iot-pest-figures">
              <Statistic title={`${m.month} 诱虫（头）`} value={m.total} />
              <Statistic title="上月诱虫（头）" value={m.lastMonthTotal} />
              <Statistic title="高峰日" value={m.peakDate ?? '--'} />
              <Statistic
                title="测报设备（在线/总数）"
                value={stats.data ? `${stats.data.onlineCount}/${stats.data.deviceCount}` : '--'}
              />
              <div className="iot-pest-top">
                <span>本月主要害虫</span>
                <div>
                  {m.species.slice(0, 5).map((s) => (
                    <Tag key={s.speciesId} color="orange">
                      {s.name} {s.count}
                    </Tag>
                  ))}
                  {m.species.length === 0 ? '--' : null}
                </div>
              </div>
            </div>
          )}
        </DataState>
      </Panel>
      <Panel title={`虫情测报设备${devices.data ? `（${devices.data.total} 台）` : ''}`}>
        <DataState query={devices} isEmpty={(d) => d.total === 0} emptyText="暂无虫情测报设备">
          {(d) => (
            <Table<Device>
              size="small"
              rowKey="deviceId"
              dataSource={d.list}
              loading={devices.isFetching}
              rowClassName={(r) =>
                r.deviceId === device?.deviceId ? 'is-selected table-row-link' : 'table-row-link'
              }
              onRow={(r) => ({ onClick: () => setDevice(r.deviceId === device?.deviceId ? undefined : r) })}
              pagination={{
                current: page,
                pageSize: DEVICE_PAGE,
                total: d.total,
                onChange: setPage,
                showSizeChanger: false,
                hideOnSinglePage: true,
                size: 'small',
              }}
              columns={[
                { title: '设备', dataIndex: 'deviceName' },
                {
                  title: '类型',
                  dataIndex: 'deviceType',
                  width: 96,
                  render: (t: number) => (t === 1 ? '虫情测报灯' : '性诱测报仪'),
                },
                ...(scope.areaId !== undefined
                  ? [
                      {
                        title: '所在基地',
                        dataIndex: 'farmName',
                        render: (name: string | null, r: Device) =>
                          r.farmId ? (
                            <Link to={`/farmdetail/${r.farmId}`} onClick={(e) => e.stopPropagation()}>
                              {name}
                            </Link>
                          ) : (
                            <span className="iot-pest-loose">田间站点</span>
                          ),
                      },
                    ]
                  : []),
                {
                  title: '状态',
                  dataIndex: 'status',
                  width: 64,
                  render: (s: number) => <Tag color={s ? 'green' : 'default'}>{s ? '在线' : '离线'}</Tag>,
                },
                { title: '最近一日', dataIndex: 'lastDate', width: 104 },
                { title: '诱虫数', dataIndex: 'lastTotal', width: 72, align: 'right' },
                ...(canUpload || canDelete
                  ? [{ title: '操作', key: 'actions', render: (_: unknown, r: Device) => actionsFor(r) }]
                  : []),
              ]}
            />
          )}
        </DataState>
      </Panel>
      <Panel title="今日虫情图片" extra={chosen}>
        <DataState query={images} isEmpty={(d) => d.length === 0} emptyText="今日暂无图片">
          {(d) => (
            <Image.PreviewGroup>
              <div className="iot-pest-images">
                {d.map((i) => (
                  <figure key={i.imageId} data-pest-image={i.imageId}>
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
      <Panel title="近30天虫量趋势" extra={chosen}>
        <div className="iot-pest-chart">
          <DataState query={trend}>
            {() => (trendOption ? <EChart option={trendOption} label="近30天虫量趋势" /> : null)}
          </DataState>
        </div>
      </Panel>
      <Panel title={`虫种构成（近30天，共 ${stats.data?.total ?? 0} 头）`} extra={chosen}>
        <div className="iot-pest-chart">
          <DataState query={stats} isEmpty={(s) => s.total === 0} emptyText="近30天未诱到害虫">
            {() => (pieOption ? <EChart option={pieOption} label="虫种构成" /> : null)}
          </DataState>
        </div>
      </Panel>
    </div>
  );
}
