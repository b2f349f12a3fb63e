import { ALARM_STATUS_LABELS } from '@fengshou/core';
import { bj, labels, type MetricDef } from '../metric';

const TOPIC = '物联网与监测';
const gate = { key: 'g.id', name: 'g.name', order: 'g.sort_num' };
const ALARM_LEVELS = { 1: '提示', 2: '一般', 3: '严重' };
// A new alarm row (iot.alarm) changes the alarm figures; a new reading (iot.reading) the current values.
const ON_ALARM = ['iot.alarm'];
const ON_READING = ['iot.reading'];

/**
 * A sensor property as two metrics: the mean of the devices' latest readings (now) and the daily mean of
 * the readings (series). Readings carry no area: the device's area counts.
 */
function reading(identifier: string, name: string, unit: string): MetricDef[] {
  return [
    {
      id: `${identifier}Now`,
      name: `当前${name}`,
      unit,
      topic: TOPIC,
      average: true,
      digits: 1,
      ttl: 60,
      liveTopics: ON_READING,
      from: 'iot_device_properties p JOIN iot_devices t ON t.id = p.device_id',
      where: `p.identifier = '${identifier}' AND p.last_value IS NOT NULL`,
      value: 'sum(p.last_value::float8)',
      den: 'count(p.last_value)',
    },
    {
      id: `${identifier}Daily`,
      name,
      unit,
      topic: TOPIC,
      average: true,
      digits: 1,
      ttl: 300,
      from: 'iot_readings r JOIN iot_device_properties p ON p.id = r.property_id JOIN iot_devices t ON t.id = p.device_id',
      where: `p.identifier = '${identifier}'`,
      value: 'sum(r.value::float8)',
      den: 'count(r.value)',
      time: bj('r.ts'),
      perYear: true,
    },
  ];
}

/** IoT devices, alarms, cameras and pest monitoring. */
export const IOT_METRICS: MetricDef[] = [
  {
    id: 'iotDeviceCount',
    name: '物联网设备',
    unit: '台',
    topic: TOPIC,
    from: 'iot_devices t JOIN gate_categories g ON g.id = t.gate_category_id',
    value: 'count(*)',
    category: gate,
    ttl: 60,
  },
  {
    id: 'iotOnlineCount',
    name: '在线设备',
    unit: '台',
    topic: TOPIC,
    from: 'iot_devices t JOIN gate_categories g ON g.id = t.gate_category_id',
    where: 't.status = 1',
    value: 'count(*)',
    category: gate,
    ttl: 60,
  },
  {
    id: 'iotOnlineRate',
    name: '设备在线率',
    unit: '%',
    topic: TOPIC,
    from: 'iot_devices t JOIN gate_categories g ON g.id = t.gate_category_id',
    // Closed by a person, or cleared by the rule's clear condition.
    value: '100.0 * count(*) FILTER (WHERE t.status IN (1, 4))',
    den: 'count(*)',
    average: true,
    digits: 1,
    category: gate,
    ttl: 60,
  },
  {
    id: 'controllerCount',
    name: '控制设备',
    unit: '台',
    topic: TOPIC,
    from: 'iot_devices t',
    where: 't.is_controller',
    value: 'count(*)',
    ttl: 60,
  },
  {
    id: 'iotAlarmCount',
    name: '告警次数',
    unit: '次',
    topic: TOPIC,
    from: 'iot_alarm_records t',
    value: 'count(*)',
    time: bj('t.alarm_time'),
    perYear: true,
    ttl: 60,
    liveTopics: ON_ALARM,
    category: { key: 't.alarm_level', name: labels('t.alarm_level', ALARM_LEVELS), order: 't.alarm_level' },
    latest: {
      name: 't.alarm_content',
      level: labels('t.alarm_level', ALARM_LEVELS),
      status: labels('t.status', ALARM_STATUS_LABELS),
    },
  },
  {
    id: 'iotAlarmOpenCount',
    name: '待处理告警',
    unit: '次',
    topic: TOPIC,
    from: 'iot_alarm_records t',
    // Raised, acknowledged or assigned: someone still has to act on it.
    where: 't.status IN (0, 2, 3)',
    value: 'count(*)',
    time: bj('t.alarm_time'),
    ttl: 60,
    liveTopics: ON_ALARM,
    category: { key: 't.alarm_level', name: labels('t.alarm_level', ALARM_LEVELS), order: 't.alarm_level' },
    latest: {
      name: 't.alarm_content',
      level: labels('t.alarm_level', ALARM_LEVELS),
      status: labels('t.status', ALARM_STATUS_LABELS),
    },
  },
  {
    id: 'iotAlarmHandledRate',
    name: '告警处理率',
    unit: '%',
    topic: TOPIC,
    from: 'iot_alarm_records t',
    time: bj('t.alarm_time'),
    perYear: true,
    ttl: 60,
    liveTopics: ON_ALARM,
    // Closed by a person, or cleared by the rule's clear condition.
    value: '100.0 * count(*) FILTER (WHERE t.status IN (1, 4))',
    den: 'count(*)',
    average: true,
    digits: 1,
  },
  {
    id: 'cameraCount',
    name: '监控摄像头',
    unit: '路',
    topic: TOPIC,
    from: 'cameras t',
    value: 'count(*)',
    ttl: 60,
  },
  {
    id: 'cameraOnlineCount',
    name: '在线摄像头',
    unit: '路',
    topic: TOPIC,
    from: 'cameras t',
    where: 't.status = 1',
    value: 'count(*)',
    ttl: 60,
  },
  {
    id: 'aiImageCount',
    name: 'AI识别抓拍',
    unit: '张',
    topic: TOPIC,
    from: 'camera_ai_images t',
    value: 'count(*)',
    time: bj('t.capture_time'),
    perYear: true,
    ttl: 60,
    category: { key: 't.tags[1]', name: 't.tags[1]' },
    latest: {
      name: "array_to_string(t.tags, '、')",
      confidence: "round(t.confidence::numeric * 100) || '%'",
    },
  },
  ...reading('airTemp', '气温', '℃'),
  ...reading('airHumidity', '空气湿度', '%'),
  ...reading('soilMoisture', '土壤墒情', '%'),
  {
    id: 'weatherStationCount',
    name: '气象站',
    unit: '台',
    topic: TOPIC,
    from: 'iot_devices t JOIN gate_categories g ON g.id = t.gate_category_id',
    where: "g.name LIKE '%气象%'",
    value: 'count(*)',
    ttl: 60,
  },
];

/** Pest traps and their counts. */
export const PEST_METRICS: MetricDef[] = [
  {
    id: 'pestDeviceCount',
    name: '虫情测报设备',
    unit: '台',
    topic: '病虫害',
    from: 'pest_devices t',
    value: 'count(*)',
    ttl: 60,
    category: {
      key: 't.device_type',
      name: labels('t.device_type', { 1: '虫情测报灯', 2: '性诱测报仪' }),
      order: 't.device_type',
    },
  },
  {
    id: 'pestInsectCount',
    name: '诱虫数量',
    unit: '头',
    topic: '病虫害',
    from: 'pest_counts t JOIN pest_species s ON s.id = t.species_id',
    value: 'sum(t.insect_count)',
    time: 't.count_date',
    perYear: true,
    category: { key: 's.id', name: 's.name', order: 's.id' },
    ttl: 300,
  },
  {
    id: 'pestImageCount',
    name: '虫情图片',
    unit: '张',
    topic: '病虫害',
    from: 'pest_images t JOIN pest_devices d ON d.id = t.device_id',
    value: 'count(*)',
    time: bj('t.capture_time'),
    perYear: true,
    ttl: 60,
    latest: { name: 'd.device_name', insects: "t.insect_total || '头'" },
  },
];
