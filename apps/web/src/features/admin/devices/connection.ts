/** What the server states about where devices connect (getDeviceConnection), or nothing while it loads. */
export interface ConnectionInfo {
  mqttPort: number | null;
  mqttHost: string | null;
  httpTelemetryPath: string;
  telemetryTopic: string;
  stateTopic: string;
  commandTopic: string;
  commandAckTopic: string;
}

/** Used until the server answers: the embedded broker's default port and the documented topics. */
export const DEFAULT_CONNECTION: ConnectionInfo = {
  mqttPort: 1883,
  mqttHost: null,
  httpTelemetryPath: '/api/device/telemetry',
  telemetryTopic: 'fengshou/devices/{sn}/telemetry',
  stateTopic: 'fengshou/devices/{sn}/state',
  commandTopic: 'fengshou/devices/{sn}/commands',
  commandAckTopic: 'fengshou/devices/{sn}/commands/ack',
};

/** One line of the connection details a device installer copies. */
export interface ConnectionLine {
  label: string;
  value: string;
}

/**
 * The connection details of one device: the HTTP address on the page's origin (the address the bureau
 * reaches the platform by is the one its devices reach), the MQTT broker and the device's own topics.
 */
export function connectionLines(origin: string, sn: string, info: ConnectionInfo): ConnectionLine[] {
  const host = info.mqttHost ?? new URL(origin).hostname;
  const topic = (t: string) => t.replace('{sn}', sn);
  const http: ConnectionLine[] = [
    { label: 'HTTP 上报地址', value: `POST ${origin}${info.httpTelemetryPath}` },
    { label: 'HTTP 请求头', value: 'X-Device-Token: <访问令牌>' },
  ];
  if (info.mqttPort === null) return http;
  return [
    ...http,
    { label: 'MQTT 服务器', value: `${host}:${info.mqttPort}` },
    { label: 'MQTT 登录', value: `用户名 ${sn}，密码为访问令牌（或设备自己的 MQTT 用户名与密码）` },
    { label: '遥测主题', value: topic(info.telemetryTopic) },
    { label: '开关状态主题', value: topic(info.stateTopic) },
    { label: '下发指令主题', value: topic(info.commandTopic) },
    { label: '指令回执主题', value: topic(info.commandAckTopic) },
  ];
}

/** A token list as CSV (UTF-8 with BOM so spreadsheet programs read the Chinese header). */
export function tokensCsv(
  rows: readonly { deviceSn: string; deviceName: string; token: string; issuedAt: string }[],
): string {
  const cell = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  const lines = [
    ['设备序列号', '设备名称', '访问令牌', '签发时间'],
    ...rows.map((r) => [r.deviceSn, r.deviceName, r.token, r.issuedAt]),
  ];
  return `\uFEFF${lines.map((l) => l.map(cell).join(',')).join('\r\n')}\r\n`;
}
