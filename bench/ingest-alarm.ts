// Reading → alarm on open screens: STREAMS (200) live-channel streams (`iot.alarm`, as 崇明's screens hold
// them) on the real server with its embedded broker (servers/ingest-server.ts, PGlite or DATABASE_URL), while
// LOAD_DEVICES (999) simulated sensors send their readings over MQTT (a batch of 3 sample times every 2 s, as
// in ingest.ts); one more device publishes a reading across an alarm rule over MQTT, ROUNDS (10) times, each
// time cleared again in between. Per round and stream: publish → the alarm's event on the stream. Goal:
// p95 ≤ 2 s.

import mqtt from 'mqtt';
import { Fleet, MqttLink, profileCurve, type SimDeviceSpec } from '../apps/server/src/demo/simulator';
import { LIVE_STREAM_PATH } from '../apps/server/src/live/stream-route';
import { DEVICE_PROFILES } from '../apps/server/src/seed/device-profiles';
import { apiAt, pct, startServer, stop } from './lib';

const STREAMS = Number(process.env.STREAMS ?? 200);
const LOAD_DEVICES = Number(process.env.LOAD_DEVICES ?? 999);
const ROUNDS = Number(process.env.ROUNDS ?? 10);

const profile = DEVICE_PROFILES.find((p) => p.code === 'soil')!;
const simProfile = {
  code: profile.code,
  properties: profile.properties.map(([identifier, , , , normal, digits]) => ({
    identifier,
    normal,
    digits,
  })),
  states: [],
};
const sn = (i: number) => `BENCH-${String(i).padStart(5, '0')}`;

/** An event stream that stamps each `iot.alarm` frame with its arrival. */
async function stream(base: string, token: string) {
  const arrivals: number[] = [];
  const ctl = new AbortController();
  const res = await fetch(`${base}${LIVE_STREAM_PATH}?topics=iot.alarm`, {
    headers: { accessToken: token },
    signal: ctl.signal,
  });
  void (async () => {
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buf = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buf += value;
        for (let cut = buf.indexOf('\n\n'); cut >= 0; cut = buf.indexOf('\n\n')) {
          if (/^event: iot\.alarm$/m.test(buf.slice(0, cut))) arrivals.push(performance.now());
          buf = buf.slice(cut + 2);
        }
      }
    } catch {
      // closed
    }
  })();
  return { arrivals, close: () => ctl.abort() };
}

const server = await startServer('bench/servers/ingest-server.ts', [], {
  BENCH_DEVICES: String(LOAD_DEVICES + 1),
  BENCH_BACKEND: process.env.DATABASE_URL ? 'pg' : 'pglite',
});
const base = `http://127.0.0.1:${server.port}`;
const mqttUrl = `mqtt://127.0.0.1:${server.token}`;
try {
  const token = await apiAt(base).login('chongming_admin');
  const streams = await Promise.all(Array.from({ length: STREAMS }, () => stream(base, token)));
  const load: SimDeviceSpec[] = Array.from({ length: LOAD_DEVICES }, (_, k) => ({
    sn: sn(k + 2),
    token: `bench-token-${k + 2}`,
    controller: false,
    profile: simProfile,
  }));
  const fleet = new Fleet(load, {
    link: (d) => new MqttLink(mqttUrl, d),
    values: profileCurve,
    intervalMs: 2000,
    batch: 3,
    connectConcurrency: 100,
  });
  await fleet.start();
  await fetch(`${base}/bench/rule`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sn: sn(1), identifier: 'soilMoisture', threshold: 90 }),
  });
  const trigger = await mqtt.connectAsync(mqttUrl, { username: sn(1), password: 'bench-token-1' });
  const topic = `fengshou/devices/${sn(1)}/telemetry`;
  const delays: number[] = [];
  let missing = 0;
  for (let round = 0; round < ROUNDS; round++) {
    await trigger.publishAsync(topic, JSON.stringify({ soilMoisture: 30 }), { qos: 1 });
    await new Promise((r) => setTimeout(r, 2000));
    const marks = streams.map((s) => s.arrivals.length);
    const t0 = performance.now();
    await trigger.publishAsync(topic, JSON.stringify({ soilMoisture: 95 }), { qos: 1 });
    await new Promise((r) => setTimeout(r, 5000));
    streams.forEach((s, i) => {
      const at = s.arrivals[marks[i]!];
      if (at === undefined) missing++;
      else delays.push(at - t0);
    });
  }
  const f = fleet.snapshot();
  await trigger.endAsync();
  await fleet.stop();
  for (const s of streams) s.close();
  console.log(
    `reading → alarm on ${STREAMS} streams × ${ROUNDS} rounds, ${LOAD_DEVICES} devices sending meanwhile ` +
      `(${f.readings} readings acknowledged): p50 ${pct(delays, 0.5).toFixed(0)} ms, p95 ${pct(delays, 0.95).toFixed(0)} ms, ` +
      `max ${Math.max(...delays).toFixed(0)} ms, missing ${missing}`,
  );
} finally {
  await stop(server.child);
}
process.exit(0);
