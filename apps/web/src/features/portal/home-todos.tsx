import { beijingToday } from '@fengshou/core';
import {
  ABNORMAL_ACTION_CODES,
  listAbnormals,
  listOccupations,
  OCCUPY_ACTION_CODES,
  REVIEW_CODES,
  type ResultOf,
  type statSummary,
} from '@fengshou/core/contract';
import { Link } from 'react-router';
import { useApiQuery } from '../../api';
import { usePortal } from '../../api/portal-context';
import { useCurrentArea } from '../../area/use-current-area';
import { pendingOf } from '../../review/review-links';
import { DataState } from '../../ui/data-state';
import { figureText, useMetricBreakdown, useMetricSummary } from '../../ui/metric';
import { REVIEW_PAGES } from '../../ui/review-pages';

/** One thing waiting for someone: how many, and where the work is done when the user may go there. */
interface Todo {
  label: string;
  value: number | undefined;
  unit: string;
  to?: string;
}

const REVIEW_PATH = Object.fromEntries(REVIEW_PAGES.map((p) => [p.key, p.path]));
/** The repair orders' status 待派单 (category key of repairOrderCount). */
const REPAIR_UNASSIGNED = '1';

type Figure = ResultOf<typeof statSummary>[number];
/** Who may open the field-check page (its route's codes). */
const FIELD_CHECK_OPENERS = [...REVIEW_CODES, 'fieldcheck:dispatch'];

const figure = (list: readonly Figure[] | undefined, metric: string) =>
  list?.find((f) => f.metric === metric);

/** Open review cases of the area for a reviewer of the list (null: not theirs, no call made). */
function useOpenCases(enabled: { occupy: boolean; abnormal: boolean }) {
  const { selected } = useCurrentArea();
  const area = { areaId: selected?.areaId ?? 0, areaLevel: selected?.level ?? 0, pageNo: 1, pageSize: 1 };
  const occ = useApiQuery(listOccupations, area, { enabled: enabled.occupy && selected !== null });
  const abn = useApiQuery(listAbnormals, area, { enabled: enabled.abnormal && selected !== null });
  return {
    occupy: enabled.occupy ? pendingOf(occ.data?.statusCounts) : null,
    abnormal: enabled.abnormal ? pendingOf(abn.data?.statusCounts) : null,
  };
}

/**
 * 待办事项: what waits for the bureau in its area today — open device alarms and today's new ones, review
 * cases not yet closed (for their reviewers), repair orders nobody took, facilities to mend and overdue
 * field checks. A figure the area has no records for at all is left out rather than shown as nought.
 */
export function HomeTodos() {
  const { permissions } = usePortal();
  const held = new Set(permissions);
  const today = beijingToday();
  const counts = useMetricSummary(['iotAlarmOpenCount', 'waterFacilityRepairCount', 'fieldTaskOverdueCount']);
  const todays = useMetricSummary(['iotAlarmCount'], { startDate: today, endDate: today });
  const repairs = useMetricBreakdown(['repairOrderCount'], 'category');
  const reviews = held.has('data:view');
  const cases = useOpenCases({
    occupy: reviews && OCCUPY_ACTION_CODES.some((c) => held.has(c)),
    abnormal: reviews && ABNORMAL_ACTION_CODES.some((c) => held.has(c)),
  });
  return (
    <DataState query={counts}>
      {(list) => {
        const open = figure(list, 'iotAlarmOpenCount');
        const mend = figure(list, 'waterFacilityRepairCount');
        const overdue = figure(list, 'fieldTaskOverdueCount');
        const unassigned = repairs.data?.rows.find((r) => r.key === REPAIR_UNASSIGNED);
        const todos: (Todo | null)[] = [
          open?.missing
            ? null
            : {
                label: '待处理告警',
                value: open?.value ?? undefined,
                unit: '条',
                to: held.has('iot:alarm') ? '/system/alarms' : undefined,
              },
          open?.missing
            ? null
            : {
                label: '今日新增告警',
                value: figure(todays.data, 'iotAlarmCount')?.value ?? undefined,
                unit: '条',
              },
          cases.occupy === null
            ? null
            : { label: '非农化图斑待办', value: cases.occupy, unit: '件', to: REVIEW_PATH.occupy },
          cases.abnormal === null
            ? null
            : { label: '耕地异常待办', value: cases.abnormal, unit: '件', to: REVIEW_PATH.abnormal },
          repairs.data?.series[0]?.missing
            ? null
            : { label: '本年待派单报修', value: Number(unassigned?.repairOrderCount ?? 0), unit: '单' },
          mend?.missing ? null : { label: '待维修水利设施', value: mend?.value ?? undefined, unit: '处' },
          overdue?.missing
            ? null
            : {
                label: '逾期核查任务',
                value: overdue?.value ?? undefined,
                unit: '个',
                to: FIELD_CHECK_OPENERS.some((c) => held.has(c)) ? REVIEW_PATH.fieldcheck : undefined,
              },
        ];
        const shown = todos.filter((t): t is Todo => t !== null);
        if (shown.length === 0) return <p className="home-empty">辖区暂无待办事项的数据来源</p>;
        return (
          <ul className="home-todos" aria-label="待办事项">
            {shown.map((t) => {
              const body = (
                <>
                  <strong className={t.value ? 'has-work' : undefined}>
                    {t.value === undefined ? '--' : figureText(t.value)}
                    <small>{t.unit}</small>
                  </strong>
                  <span>{t.label}</span>
                </>
              );
              return <li key={t.label}>{t.to ? <Link to={t.to}>{body}</Link> : body}</li>;
            })}
          </ul>
        );
      }}
    </DataState>
  );
}
