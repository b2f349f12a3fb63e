import { areaChainOfCode, type DataSourceContext, type DataSourceFilter } from '@fengshou/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { type LiveMessage, subscribeLive } from '../api/live';
import { type PlateRow, plateDataQuery } from './use-dashboard-data';

type LivePlate = Pick<PlateRow, 'id' | 'liveTopics'>;

/** Events arriving this close together (one ticker minute, one burst of alarms) cause one refetch. */
export const LIVE_BURST_MS = 150;

const topicMatches = (t: string, topic: string) => (t.endsWith('.') ? topic.startsWith(t) : t === topic);

/** Every live topic the plates declare, sorted and without repeats (the one stream's topic list). */
export function liveTopicsOf(plates: readonly LivePlate[]): string[] {
  return [...new Set(plates.flatMap((p) => p.liveTopics ?? []))].sort();
}

/**
 * The plates an event makes stale: those declaring its topic, when the event's area lies in the area on
 * screen (an alarm in another town leaves a town's dashboard alone).
 */
export function stalePlates<P extends LivePlate>(
  plates: readonly P[],
  event: Pick<LiveMessage, 'topic' | 'areaId'>,
  areaId: number,
): P[] {
  if (!areaChainOfCode(event.areaId).includes(areaId)) return [];
  return plates.filter((p) => p.liveTopics?.some((t) => topicMatches(t, event.topic)));
}

/**
 * Keeps a dashboard's plates current with the live channel: one subscription for the topics its plates
 * declare (shared with any other listener of the page), and on an event in the area on screen a refetch of
 * exactly the plates declaring that topic (a burst of events costs one refetch per plate). After a
 * reconnection every live plate is refetched: events may have been missed meanwhile. Plates that declare
 * nothing keep their interval only.
 */
export function useLivePlates(
  plates: readonly PlateRow[],
  ctx: DataSourceContext | null,
  filters?: ReadonlyMap<number, DataSourceFilter | undefined>,
): void {
  const queryClient = useQueryClient();
  const topics = useMemo(() => liveTopicsOf(plates), [plates]);
  const latest = useRef({ plates, ctx, filters });
  latest.current = { plates, ctx, filters };
  const key = topics.join(',');

  useEffect(() => {
    if (!key) return;
    const stale = new Set<number>();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      timer = undefined;
      const { plates: now, ctx: area, filters: chosen } = latest.current;
      if (!area) return stale.clear();
      for (const plate of now) {
        if (!stale.has(plate.id)) continue;
        // The query the plate reads: asked with the linkage filter it sees, if any.
        const filter = chosen?.get(plate.id);
        const asked = filter ? { ...area, filter } : area;
        // Plates asking the same thing share one query: it is refetched once.
        void queryClient.invalidateQueries({ queryKey: plateDataQuery(plate, asked).queryKey, exact: true });
      }
      stale.clear();
    };
    const mark = (ids: readonly number[]) => {
      for (const id of ids) stale.add(id);
      if (stale.size > 0 && timer === undefined) timer = setTimeout(flush, LIVE_BURST_MS);
    };
    let opened = false;
    const stop = subscribeLive(
      key.split(','),
      (event) => {
        const { plates: now, ctx: area } = latest.current;
        if (area) mark(stalePlates(now, event, area.areaId).map((p) => p.id));
      },
      () => {
        // The first connection follows the plates' own first load; a later one may have missed events.
        if (opened) mark(latest.current.plates.filter((p) => p.liveTopics?.length).map((p) => p.id));
        opened = true;
      },
    );
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [key, queryClient]);
}
