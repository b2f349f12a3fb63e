import { describe, expect, it } from 'vitest';
import { type Config, testConfig } from '../../config';
import { mqttEndpoint } from './connection';

const withMqtt = (mqtt: object) => ({ ...testConfig(), mqtt }) as unknown as Config;

describe('MQTT endpoint shown to installers', () => {
  it('is the embedded broker’s port on the page’s host, or none when MQTT is off', () => {
    expect(mqttEndpoint(withMqtt({ enabled: true, port: 1884 }))).toEqual({ mqttHost: null, mqttPort: 1884 });
    expect(mqttEndpoint(withMqtt({ enabled: false, port: 1883 }))).toEqual({
      mqttHost: null,
      mqttPort: null,
    });
  });

  it('is the external broker’s host and port, its scheme’s default when the URL names none', () => {
    expect(mqttEndpoint(withMqtt({ enabled: true, port: 1883, url: 'mqtts://emqx.agri.local' }))).toEqual({
      mqttHost: 'emqx.agri.local',
      mqttPort: 8883,
    });
    expect(mqttEndpoint(withMqtt({ enabled: true, port: 1883, url: 'mqtt://10.1.2.3:2883' }))).toEqual({
      mqttHost: '10.1.2.3',
      mqttPort: 2883,
    });
  });
});
