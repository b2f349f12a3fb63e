import { statBreakdown, statSummary } from '@fengshou/core/contract';
import type { Database } from '../../db/client';
import type { LiveHub } from '../../live/hub';
import { invalidateMetricAreas } from './engine';
import { METRICS, metricOf } from './registry';

/**
 * What a live event makes stale, in one place for the server and the screens. Metrics declare the topics
 * that change them (`liveTopics`); when an event is delivered, the cached answers of those metrics for the
 * event's area and the areas above it are dropped before any stream sees the event, and the plate list tells
 * each dashboard which plates to refetch on which topics. Wall screens refetching together then share one
 * recomputation per metric and area (the cache's single-flight load).
 */

const topicMatches = (topic: string, t: string) => (t.endsWith('.') ? topic.startsWith(t) : t === topic);

/** Metric ids by the exact topic that changes them; a topic never seen before is computed once. */
const byTopic = new Map<string, ReadonlySet<string>>();
function metricsChangedBy(topic: string): ReadonlySet<string> {
  let ids = byTopic.get(topic);
  if (!ids) {
    ids = new Set(METRICS.filter((m) => m.liveTopics?.some((t) => topicMatches(topic, t))).map((m) => m.id));
    byTopic.set(topic, ids);
  }
  return ids;
}

/**
 * Drops, on every live event this server delivers, the cached answers the event changed. Registered once
 * per app (its hub and database); returns the function that stops it.
 */
export function watchLiveEvents(hub: LiveHub, db: Database): () => void {
  return hub.observe((event) => {
    const ids = metricsChangedBy(event.topic);
    if (ids.size > 0) invalidateMetricAreas(db, ids, event.areaId);
  });
}

const STAT_PATHS: ReadonlySet<string> = new Set([statSummary.path, statBreakdown.path]);

/**
 * The live topics that make a plate stale: those its view lists, and for a statistic plate those its
 * metrics declare, sorted and without repeats (empty for a plate nothing live changes).
 */
export function plateLiveTopics(plate: {
  interfaceUrl: string | null;
  parameters: Record<string, unknown>;
  view: { liveTopics?: readonly string[] } | null;
}): string[] {
  const topics = new Set(plate.view?.liveTopics ?? []);
  const metrics = plate.parameters.metrics;
  if (plate.interfaceUrl && STAT_PATHS.has(plate.interfaceUrl) && Array.isArray(metrics)) {
    for (const id of metrics) {
      for (const t of (typeof id === 'string' && metricOf(id)?.liveTopics) || []) topics.add(t);
    }
  }
  return [...topics].sort();
}
