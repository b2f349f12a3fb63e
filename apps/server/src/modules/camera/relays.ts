import {
  cameraRelayStatistics,
  listCameraRelays,
  RELAY_ROUTES,
  type RelayRoute,
  type zCameraRelay,
} from '@fengshou/core/contract';
import { areaOf, type Route, route } from '../../http/route';
import { camerasImport } from '../../import/kinds/cameras';
import { contains } from '../../query/keyword';
import { defineList, listRoute } from '../../query/list';
import type { Row } from '../../query/list-page';
import { areaJoin } from '../../query/paged';
import { Filter } from '../../query/sql-filter';
import { ts } from '../../query/sql-time';

// How a camera reaches a browser, in the order the player tries its sources (live-url.ts): a fixed stream
// of the media server, a GB28181 channel through wvp, an imported HLS address, the demo's drawn picture.
const ROUTE = `CASE WHEN c.stream_url IS NOT NULL THEN 'stream'
  WHEN c.gb_device_id IS NOT NULL AND c.wvp_url IS NOT NULL THEN 'wvp'
  WHEN c.hls_url IS NOT NULL THEN 'hls'
  WHEN c.live_url LIKE '/files/%' THEN 'frame' ELSE 'none' END`;
const PLAY = `CASE WHEN c.stream_url IS NOT NULL THEN c.stream_kind
  WHEN c.gb_device_id IS NOT NULL AND c.wvp_url IS NOT NULL THEN coalesce(c.stream_kind, 'hls')
  WHEN c.hls_url IS NOT NULL THEN 'hls' WHEN c.live_url LIKE '/files/%' THEN 'frame' ELSE 'none' END`;
const PROTOCOL = `CASE WHEN c.live_url LIKE '/files/%' THEN '演示'
  WHEN c.gb_device_id IS NOT NULL AND c.live_url !~* '^(rtsp|rtmp)://' THEN 'GB28181'
  WHEN c.live_url ~* '^rtsp://' THEN 'RTSP' WHEN c.live_url ~* '^rtmp://' THEN 'RTMP'
  WHEN c.live_url ~* '^webrtc://' THEN 'WebRTC' ELSE 'HTTP' END`;
// The camera's own address without a user name or password (an NVR's rtsp://admin:pass@… stays on the server).
const ADDRESS = `CASE WHEN c.live_url LIKE '/files/%' THEN NULL
  ELSE regexp_replace(c.live_url, '^([a-zA-Z]+://)[^/@]*@', '\\1') END`;
const HOST = (col: string) => `substring(${col} from '^[a-zA-Z]+://(?:[^/@]*@)?([^/?#]+)')`;
const RELAY_HOST = `CASE WHEN c.stream_url IS NOT NULL THEN ${HOST('c.stream_url')}
  WHEN c.gb_device_id IS NOT NULL AND c.wvp_url IS NOT NULL THEN ${HOST('c.wvp_url')}
  WHEN c.hls_url IS NOT NULL THEN ${HOST('c.hls_url')} END`;
const PLAYABLE = `(c.status = 1 AND ${ROUTE} <> 'none')`;

const A = areaJoin('c');

type RelayRow = Row<typeof zCameraRelay, 'relayRouteName' | 'problem'>;

/** Why a camera cannot be played, or null. */
function problemOf(r: RelayRow): string | null {
  if (r.relayRoute === 'none') {
    return `${r.sourceProtocol} 源浏览器不能直接播放：须经媒体服务（ZLMediaKit / wvp）转为 HLS、FLV 或 WebRTC 后在设备管理中填写播放地址`;
  }
  if (r.status !== 1) return '摄像头离线';
  return null;
}

/** Every camera of the area with its source, how it is relayed and whether a browser can play it now. */
export const cameraRelayList = defineList<typeof listCameraRelays, RelayRow>({
  endpoint: listCameraRelays,
  imports: camerasImport,
  sql: {
    select: `c.id AS "cameraId", c.camera_name AS "cameraName", c.serial_no AS "serialNo", f.farm_name AS "farmName",
      ${A.select}, c.status::int AS status, ${PROTOCOL} AS "sourceProtocol", ${ADDRESS} AS "sourceAddress",
      ${ROUTE} AS "relayRoute", ${PLAY} AS "playKind", ${RELAY_HOST} AS "relayHost", c.gb_channel_id AS "gbChannelId",
      ${PLAYABLE} AS playable,
      (SELECT ${ts('max(i.capture_time)')} FROM camera_ai_images i WHERE i.camera_id = c.id) AS "lastCaptureTime"`,
    from: `cameras c LEFT JOIN farms f ON f.id = c.farm_id ${A.join}`,
    countFrom: 'cameras c',
    key: 'c.id',
  },
  area: 'c.area_id',
  filters: {
    farmId: 'c.farm_id',
    relayRoute: (f, v) => f.add(`${ROUTE} = $?`, v),
    playable: (f, v) => f.add(v ? PLAYABLE : `NOT ${PLAYABLE}`),
  },
  keyword: (f, _word, pattern) => {
    const p = f.p(pattern);
    return `(${contains('c.camera_name', p)} OR ${contains('c.serial_no', p)})`;
  },
  // What cannot be played first: that is what the page is opened for.
  order: `${PLAYABLE}, c.id`,
  tieBreak: 'c.id',
  present: (r) => ({
    ...r,
    relayRouteName: RELAY_ROUTES[r.relayRoute as RelayRoute],
    problem: problemOf(r),
  }),
  exportColumns: {
    cameraName: '摄像头',
    serialNo: '序列号',
    farmName: '基地',
    sourceProtocol: '源协议',
    sourceAddress: '源地址',
    relayRouteName: '转流方式',
    playKind: '浏览器播放',
    relayHost: '媒体服务',
    playable: '可播放',
    lastCaptureTime: '最近抓拍',
  },
});

/** The stream relay list and its figures per relay route. */
export const cameraRelayRoutes: Route[] = [
  listRoute(cameraRelayList),
  route(cameraRelayStatistics, async (ctx) => {
    const f = new Filter().add('c.area_id BETWEEN $? AND $?', ...areaOf(ctx).range);
    const rows = await ctx.services.db.query<{
      r: RelayRoute;
      total: number;
      online: number;
      playable: number;
    }>(
      `SELECT ${ROUTE} AS r, count(*)::int AS total, count(*) FILTER (WHERE c.status = 1)::int AS online,
              count(*) FILTER (WHERE ${PLAYABLE})::int AS playable
         FROM cameras c ${f.where()} GROUP BY 1`,
      f.params,
    );
    return (Object.keys(RELAY_ROUTES) as RelayRoute[]).map((key) => {
      const r = rows.find((x) => x.r === key);
      return {
        relayRoute: key,
        relayRouteName: RELAY_ROUTES[key],
        total: r?.total ?? 0,
        online: r?.online ?? 0,
        playable: r?.playable ?? 0,
      };
    });
  }),
];
