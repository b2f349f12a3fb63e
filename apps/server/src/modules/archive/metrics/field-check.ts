import { FIELD_STAGE_LABELS } from '@fengshou/core';
import { bj, labels, type MetricDef } from '../metric';

const TOPIC = '遥感监测';
// field_task_progress (migration 022) derives each dispatched case's stage from its task and its case, the
// same view the progress screen reads: the plates and the screen show one figure.
const FROM = 'field_task_progress t';
const STAGE = { key: 't.stage', name: labels('t.stage', FIELD_STAGE_LABELS), order: 't.stage' };

const stageCount = (id: string, stage: 1 | 2 | 3 | 4): MetricDef => ({
  id,
  name: FIELD_STAGE_LABELS[stage],
  unit: '个',
  topic: TOPIC,
  from: FROM,
  where: `t.stage = ${stage}`,
  value: 'count(*)',
  time: bj('t.create_time'),
  ttl: 60,
});

/** Field-check progress of dispatched change parcels (核查任务): by stage, overdue, closing rate. */
export const FIELD_CHECK_METRICS: MetricDef[] = [
  {
    id: 'fieldTaskCount',
    name: '核查任务',
    unit: '个',
    topic: TOPIC,
    from: FROM,
    value: 'count(*)',
    time: bj('t.create_time'),
    ttl: 60,
    category: STAGE,
  },
  stageCount('fieldTaskPendingCount', 1),
  stageCount('fieldTaskCheckedCount', 2),
  stageCount('fieldTaskRectifyingCount', 3),
  stageCount('fieldTaskClosedCount', 4),
  {
    id: 'fieldTaskOverdueCount',
    name: '逾期任务',
    unit: '个',
    topic: TOPIC,
    from: FROM,
    where: 't.overdue',
    value: 'count(*)',
    time: bj('t.create_time'),
    ttl: 60,
    category: STAGE,
  },
  {
    id: 'fieldTaskClosedRate',
    name: '核查销号率',
    unit: '%',
    topic: TOPIC,
    from: FROM,
    time: bj('t.create_time'),
    ttl: 60,
    value: '100.0 * count(*) FILTER (WHERE t.stage = 4)',
    den: 'count(*)',
    average: true,
    digits: 1,
  },
];
