import { describe, expect, it } from 'vitest';
import { connectionLines, DEFAULT_CONNECTION, tokensCsv } from './connection';

describe('device connection details', () => {
  it('names the HTTP address on the page origin and the device’s own MQTT topics', () => {
    const lines = connectionLines('https://iot.example.gov.cn:8443', 'WY-QX-0001', DEFAULT_CONNECTION);
    const v = new Map(lines.map((l) => [l.label, l.value]));
    expect(v.get('HTTP 上报地址')).toBe('POST https://iot.example.gov.cn:8443/api/device/telemetry');
    expect(v.get('MQTT 服务器')).toBe('iot.example.gov.cn:1883');
    expect(v.get('遥测主题')).toBe('fengshou/devices/WY-QX-0001/telemetry');
    expect(v.get('指令回执主题')).toBe('fengshou/devices/WY-QX-0001/commands/ack');
  });

  it('names an external broker, and leaves MQTT out when the server has none', () => {
    const ext = connectionLines('http://10.0.0.5', 'A1', {
      ...DEFAULT_CONNECTION,
      mqttHost: 'emqx.local',
      mqttPort: 8883,
    });
    expect(ext.find((l) => l.label === 'MQTT 服务器')?.value).toBe('emqx.local:8883');
    const none = connectionLines('http://10.0.0.5', 'A1', { ...DEFAULT_CONNECTION, mqttPort: null });
    expect(none.map((l) => l.label)).toEqual(['HTTP 上报地址', 'HTTP 请求头']);
  });
});

describe('token CSV', () => {
  it('writes a BOM, a header and quotes cells with commas or quotes', () => {
    const csv = tokensCsv([
      { deviceSn: 'A-1', deviceName: '一号站,东区', token: 'tok_1', issuedAt: '2026-11-28 17:00:00' },
      { deviceSn: 'A-2', deviceName: '说"明"', token: 'tok-2', issuedAt: '2026-11-28 17:00:01' },
    ]);
    expect(csv.startsWith('\uFEFF设备序列号,设备名称,访问令牌,签发时间\r\n')).toBe(true);
    expect(csv).toContain('A-1,"一号站,东区",tok_1,2026-11-28 17:00:00\r\n');
    expect(csv).toContain('A-2,"说""明""",tok-2,');
  });
});
