import { PROCESS_STATUS_LABELS, type ProcessStatus } from '@fengshou/core';
import { Timeline } from 'antd';

/** One operator-log row as the API answers it. */
export interface LogRow {
  id: number;
  action: string;
  fromStatus: number | null;
  toStatus: number;
  operatorName: string;
  remark: string | null;
  createTime: string;
}

const label = (s: number | null) =>
  s === null ? '' : (PROCESS_STATUS_LABELS[s as ProcessStatus] ?? String(s));

/** The operator log of a case as a timeline, oldest first. */
export function CaseTimeline({ logs }: { logs: readonly LogRow[] }) {
  return (
    <Timeline
      className="review-timeline"
      items={logs.map((l) => ({
        key: l.id,
        color: l.toStatus === 4 ? 'red' : l.toStatus === 5 ? 'green' : 'blue',
        children: (
          <div>
            <div className="review-timeline-head">
              <strong>{l.action}</strong>
              <span>{l.operatorName}</span>
              <time>{l.createTime}</time>
            </div>
            <div className="review-timeline-status">
              {l.fromStatus === null ? '' : `${label(l.fromStatus)} → `}
              {label(l.toStatus)}
            </div>
            {l.remark ? <div className="review-timeline-remark">{l.remark}</div> : null}
          </div>
        ),
      }))}
    />
  );
}
