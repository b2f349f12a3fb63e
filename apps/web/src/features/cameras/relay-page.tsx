import {
  cameraRelayStatistics,
  listCameraRelays,
  RELAY_ROUTES,
  type RelayRoute,
  type ResultOf,
} from '@fengshou/core/contract';
import { Tag, Tooltip } from 'antd';
import { useNavigate } from 'react-router';
import { useApiQuery } from '../../api';
import { useCurrentArea } from '../../area/use-current-area';
import { PageFrame, StatStrip } from '../../ui/detail-page';
import { TableExport } from '../../ui/export';
import type { PageProps } from '../../ui/route-meta';
import { pagingBody, type TableColumn, TablePage, type TableQuery } from '../../ui/table-page';

type Relay = ResultOf<typeof listCameraRelays>['list'][number];

const PLAY_LABELS: Record<Relay['playKind'], string> = {
  hls: 'HLS',
  flv: 'HTTP-FLV',
  webrtc: 'WebRTC',
  frame: '画面帧',
  none: '无法播放',
};

const COLUMNS: TableColumn<Relay>[] = [
  { key: 'cameraName', title: '摄像头', dataIndex: 'cameraName', fixed: 'left', width: 240 },
  { key: 'farmName', title: '基地', dataIndex: 'farmName', render: (v: string | null) => v ?? '--' },
  {
    key: 'sourceProtocol',
    title: '源协议',
    dataIndex: 'sourceProtocol',
    render: (v: string) => <Tag>{v}</Tag>,
  },
  {
    key: 'sourceAddress',
    title: '源地址',
    dataIndex: 'sourceAddress',
    ellipsis: true,
    render: (v: string | null, r) => v ?? (r.gbChannelId ? `国标通道 ${r.gbChannelId}` : '平台生成'),
  },
  { key: 'relayRouteName', title: '转流方式', dataIndex: 'relayRouteName' },
  { key: 'relayHost', title: '媒体服务', dataIndex: 'relayHost', render: (v: string | null) => v ?? '--' },
  {
    key: 'playKind',
    title: '浏览器播放',
    dataIndex: 'playKind',
    render: (v: Relay['playKind']) => <Tag color={v === 'none' ? 'red' : 'blue'}>{PLAY_LABELS[v]}</Tag>,
  },
  {
    key: 'playable',
    title: '状态',
    dataIndex: 'playable',
    render: (v: boolean, r) =>
      v ? (
        <Tag color="green">可播放</Tag>
      ) : (
        <Tooltip title={r.problem}>
          <Tag color="red">{r.status ? '未转流' : '离线'}</Tag>
        </Tooltip>
      ),
  },
  { key: 'lastCaptureTime', title: '最近抓拍', dataIndex: 'lastCaptureTime', render: (v) => v ?? '--' },
];

function relayFilter(q: TableQuery) {
  const extra = q.filters.extra ?? {};
  return {
    areaId: q.areaId,
    areaLevel: q.areaLevel,
    relayRoute: q.filters.category as RelayRoute | undefined,
    playable: extra.playable === undefined ? undefined : extra.playable === 1,
    keyword: q.filters.keyword,
  };
}

/** The cameras per relay route: how many, online, playable. */
function RelayFigures() {
  const { selected } = useCurrentArea();
  const stats = useApiQuery(
    cameraRelayStatistics,
    { areaId: selected?.areaId ?? 0, areaLevel: selected?.level ?? 0 },
    { enabled: selected !== null },
  );
  if (!stats.data) return null;
  const all = stats.data.reduce((s, r) => s + r.total, 0);
  const playable = stats.data.reduce((s, r) => s + r.playable, 0);
  return (
    <StatStrip
      stats={[
        { label: '摄像头', value: all, unit: '路' },
        { label: '浏览器可播放', value: playable, unit: '路' },
        ...stats.data.map((r) => ({
          label: r.relayRouteName,
          value: `${r.playable}/${r.total}`,
          unit: '可播/路',
        })),
      ]}
    />
  );
}

/**
 * /rtsp2rtmp (视频流转换): every camera's source (RTSP/RTMP from the camera or recorder, a GB28181 channel,
 * an HTTP stream), how the media server relays it to a browser (a fixed stream, wvp on demand, HLS), what
 * the browser plays and why a camera cannot be played. A row opens the camera.
 */
export default function RelayPage({ meta }: PageProps) {
  const navigate = useNavigate();
  return (
    <PageFrame
      title={meta.title}
      subtitle="摄像头 RTSP/RTMP/国标源经媒体服务（ZLMediaKit、wvp-GB28181-pro）转为浏览器可播放的 HLS、FLV、WebRTC 的状态"
    >
      <RelayFigures />
      <TablePage
        title="转流状态"
        endpoint={listCameraRelays}
        body={(q) => ({ ...relayFilter(q), ...pagingBody(q) })}
        columns={COLUMNS}
        rowKey={(r) => r.cameraId}
        onRowClick={(r) => void navigate(`/cameraDetail?cameraId=${r.cameraId}`)}
        filters={{
          category: {
            label: '转流方式',
            options: Object.entries(RELAY_ROUTES).map(([value, label]) => ({ value, label })),
          },
          extra: [
            {
              key: 'playable',
              label: '播放状态',
              options: [
                { value: 1, label: '可播放' },
                { value: 0, label: '不可播放' },
              ],
            },
          ],
          keyword: { placeholder: '摄像头名称或序列号' },
        }}
        actions={(q) => (
          <TableExport
            endpoint={listCameraRelays}
            filter={relayFilter(q)}
            columns={COLUMNS}
            title={meta.title}
          />
        )}
      />
    </PageFrame>
  );
}
