import { areaColumn, farmColumn, latColumn, lngColumn, onlineColumn, serialNoCell } from './common-columns';
import { defineImportKind } from './define';

/** Addresses a camera or its video platform serves: the live view hands them to the player as they are. */
const STREAM_URL = /^(https?|rtsps?|rtmps?|webrtc):\/\/\S+$/i;

/** Surveillance cameras of farms and bases, by serial number. */
export const camerasImport = defineImportKind({
  kind: 'cameras',
  label: '监控摄像头',
  group: '设备',
  uses: '物联网监测专题的监控摄像头数、摄像头列表与直播、地图摄像头图层、农场一张图的摄像头',
  table: 'cameras',
  key: ['serial_no'],
  keyLabel: '摄像头序列号',
  format: 'table',
  location: 'location',
  // Where the picture points is moved by the live view's pan/tilt buttons, not by the file.
  keepOnUpdate: ['pan_deg', 'tilt_deg', 'ptz_started_at', 'direction'],
  columns: [
    {
      header: '摄像头序列号',
      aliases: ['序列号', '设备序列号', 'serialNo', 'sn'],
      column: 'serial_no',
      cell: serialNoCell,
      required: true,
      example: 'D12345678',
      note: '摄像头机身或平台上的设备序列号',
    },
    {
      header: '通道号',
      aliases: ['channelNo'],
      column: 'channel_no',
      cell: { t: 'int', min: 1, max: 999 },
      fallback: '1',
      example: '1',
      note: '接入硬盘录像机（NVR）时的通道；单独接入的摄像头填1',
    },
    {
      header: '摄像头名称',
      aliases: ['名称', '设备名称', 'cameraName'],
      column: 'camera_name',
      cell: { t: 'text', max: 64 },
      required: true,
      example: '紫阳镇茶园1号球机',
    },
    {
      header: '直播地址',
      aliases: ['视频地址', '播放地址', 'liveUrl'],
      column: 'live_url',
      cell: {
        t: 'text',
        max: 500,
        pattern: STREAM_URL,
        hint: '直播地址须为http(s)、rtsp、rtmp或webrtc开头的地址',
      },
      required: true,
      example: 'rtsp://192.168.1.64:554/Streaming/Channels/101',
      note: '摄像头或视频平台提供的取流地址（RTSP、RTMP、HLS、WebRTC）',
    },
    {
      header: 'HLS地址',
      aliases: ['m3u8地址', 'hlsUrl'],
      column: 'hls_url',
      cell: { t: 'text', max: 500, pattern: /^https?:\/\/\S+$/i, hint: 'HLS地址须为http(s)开头的地址' },
      example: 'https://video.example.cn/live/D12345678.m3u8',
      note: '浏览器可直接播放的HLS流（.m3u8）；填写后直播按此地址播放',
    },
    {
      header: '云台',
      aliases: ['支持云台', '云台控制', 'ptzCapable'],
      column: 'ptz_capable',
      cell: { t: 'flag', as: 'boolean' },
      fallback: '否',
      example: '是',
      note: '球机等可远程转动的摄像头填“是”',
    },
    {
      header: '品牌',
      aliases: ['厂商', 'brand'],
      column: 'brand',
      cell: { t: 'text', max: 32 },
      example: '海康威视',
    },
    onlineColumn(),
    farmColumn,
    areaColumn,
    lngColumn,
    latColumn,
  ],
});
