import { zLiveTopic, type zMetricInfo } from '@fengshou/core/contract';
import type { z } from 'zod';
import { dimensionsOf, type MetricDef } from './metric';
import { DIVISION_METRICS } from './metrics/divisions';
import { ECONOMY_METRICS } from './metrics/economy';
import { ENTITY_METRICS } from './metrics/entities';
import { FACILITY_METRICS } from './metrics/facilities';
import { FIELD_CHECK_METRICS } from './metrics/field-check';
import { IOT_METRICS, PEST_METRICS } from './metrics/iot';
import { LAND_METRICS } from './metrics/land';
import { CERTIFICATE_METRICS, LIVESTOCK_METRICS } from './metrics/livestock';
import { MONITORING_METRICS } from './metrics/monitoring';
import { COWPEA_METRICS, PARTY_METRICS, PRODUCT_METRICS } from './metrics/rural-life';

/** Every metric of the registry, in catalogue order. */
export const METRICS: readonly MetricDef[] = [
  ...LAND_METRICS,
  ...ENTITY_METRICS,
  ...IOT_METRICS,
  ...PEST_METRICS,
  ...LIVESTOCK_METRICS,
  ...CERTIFICATE_METRICS,
  ...ECONOMY_METRICS,
  ...FACILITY_METRICS,
  ...MONITORING_METRICS,
  ...FIELD_CHECK_METRICS,
  ...DIVISION_METRICS,
  ...PARTY_METRICS,
  ...COWPEA_METRICS,
  ...PRODUCT_METRICS,
];

const BY_ID = new Map(METRICS.map((m) => [m.id, m]));
if (BY_ID.size !== METRICS.length) throw new Error('statistics registry: duplicate metric id');
for (const m of METRICS) {
  for (const t of m.liveTopics ?? []) {
    if (!zLiveTopic.safeParse(t).success) throw new Error(`statistics registry: ${m.id} live topic ${t}`);
  }
}

/** The metric of an id, or undefined. */
export function metricOf(id: string): MetricDef | undefined {
  return BY_ID.get(id);
}

/** The catalogue the statCatalog endpoint answers. */
export function catalogue(): z.input<typeof zMetricInfo>[] {
  return METRICS.map((m) => ({
    metric: m.id,
    name: m.name,
    unit: m.unit,
    topic: m.topic,
    dimensions: dimensionsOf(m),
  }));
}
