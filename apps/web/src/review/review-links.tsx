import { isFinalStatus } from '@fengshou/core';
import { holdsReviewCode, listAbnormals, listOccupations } from '@fengshou/core/contract';
import { Link, useParams } from 'react-router';
import { useApiQuery } from '../api';
import { usePortal } from '../api/portal-context';
import { useCurrentArea } from '../area/use-current-area';
import { Panel } from '../ui/panel';
import { REVIEW_PAGES } from '../ui/review-pages';
import './review.css';

/**
 * The address of a review page from where the user is: inside the menu-driven dashboard
 * (/data-dashboard/:menuGroupId/…) the page opens in the same frame, keeping the group's navigation.
 */
export function useReviewHref(): (path: string) => string {
  const { menuGroupId } = useParams();
  return (path) => (menuGroupId ? `/data-dashboard/${menuGroupId}${path}` : path);
}

/** Cases of a list's status counts that are not final yet: the reviewers' open work. */
export const pendingOf = (counts: { processStatus: number; count: number }[] | undefined) =>
  counts?.reduce((n, c) => (isFinalStatus(c.processStatus) ? n : n + c.count), 0);

/**
 * 监管审核: the way from the land-use and monitoring maps to the review screens, with the cases still open in
 * the area shown. Only for holders of a review code (occupy:*, abnormal:*); nothing for anyone else.
 */
export function ReviewEntryPanel() {
  const { permissions } = usePortal();
  const reviewer = holdsReviewCode(permissions);
  const { selected } = useCurrentArea();
  const href = useReviewHref();
  const area = selected ? { areaId: selected.areaId, areaLevel: selected.level } : {};
  const occ = useApiQuery(
    listOccupations,
    { ...area, pageNo: 1, pageSize: 1 },
    { enabled: reviewer && !!selected },
  );
  const abn = useApiQuery(
    listAbnormals,
    { ...area, pageNo: 1, pageSize: 1 },
    { enabled: reviewer && !!selected },
  );
  if (!reviewer) return null;
  const open: Record<string, number | undefined> = {
    occupy: pendingOf(occ.data?.statusCounts),
    abnormal: pendingOf(abn.data?.statusCounts),
  };
  return (
    <Panel title="监管审核">
      <ul className="review-entry" aria-label="监管审核">
        {REVIEW_PAGES.map((p) => (
          <li key={p.key}>
            <Link to={href(p.path)}>{p.label}</Link>
            <span className="review-entry-hint">
              {open[p.key] === undefined ? p.hint : `待办 ${open[p.key]!.toLocaleString('zh-CN')} 件`}
            </span>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
