import { beijing, relativeTime } from '@fengshou/core';
import { statBreakdown } from '@fengshou/core/contract';
import { useQueries } from '@tanstack/react-query';
import { apiQuery } from '../../api';
import type { AreaRef } from '../../area/area-store';
import { DataState } from '../../ui/data-state';
import { ACTIVITY_KINDS, mergeActivity } from './home-activity-kinds';

/** How far back the home looks for recent work, and how many lines it shows. */
const DAYS = 30;
const SHOWN = 10;
// A few of each kind, so that the day's many certificates do not push the patrols and repairs off the list.
const PER_KIND = 3;

/** The newest records of every activity kind in the area over the last DAYS days, merged by time. */
function useRecentActivity(area: AreaRef) {
  const today = beijing();
  const range = {
    startDate: today.subtract(DAYS - 1, 'day').format('YYYY-MM-DD'),
    endDate: today.format('YYYY-MM-DD'),
  };
  return useQueries({
    queries: ACTIVITY_KINDS.map((k) =>
      apiQuery(statBreakdown, {
        metrics: [k.metric],
        by: 'latest',
        areaId: area.areaId,
        areaLevel: area.level,
        limit: PER_KIND,
        ...range,
      }),
    ),
    combine: (answers) => ({
      isPending: answers.some((a) => a.isPending),
      isError: answers.some((a) => a.isError),
      error: answers.find((a) => a.isError)?.error ?? null,
      data: answers.every((a) => a.isSuccess)
        ? mergeActivity(
            answers.map((a) => a.data?.rows),
            ACTIVITY_KINDS,
            SHOWN,
          )
        : undefined,
      refetch: () => Promise.all(answers.map((a) => a.refetch())),
    }),
  });
}

/** 最近动态: the area's latest patrols, inspections, tests, certificates, repairs, trades and cases. */
export function HomeActivity({ area }: { area: AreaRef }) {
  const activity = useRecentActivity(area);
  return (
    <DataState query={activity} isEmpty={(list) => list.length === 0} emptyText={`近${DAYS}天暂无业务动态`}>
      {(list) => (
        <ol className="home-activity" aria-label="最近动态">
          {list.map((a) => (
            <li key={a.id}>
              <span className={`home-activity-kind kind-${a.label}`}>{a.label}</span>
              <span className="home-activity-text" title={a.text}>
                {a.text}
              </span>
              <time className="home-activity-time" dateTime={a.time} title={a.time}>
                {relativeTime(a.time)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </DataState>
  );
}
