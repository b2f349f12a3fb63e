import { PROCESS_STATUS_LABELS, PROCESS_STATUSES } from '@fengshou/core';
import { Segmented } from 'antd';

interface StatusTabsProps {
  counts: readonly { processStatus: number; count: number }[];
  value: number | undefined;
  onChange: (status: number | undefined) => void;
}

/** 全部 and one tab per process status, each with its count under the current filters. */
export function StatusTabs({ counts, value, onChange }: StatusTabsProps) {
  const total = counts.reduce((s, c) => s + c.count, 0);
  const countOf = (s: number) => counts.find((c) => c.processStatus === s)?.count ?? 0;
  return (
    <Segmented
      className="review-status-tabs"
      value={value ?? -1}
      onChange={(v) => onChange(v === -1 ? undefined : Number(v))}
      options={[
        { value: -1, label: `全部 ${total}` },
        ...PROCESS_STATUSES.map((s) => ({ value: s, label: `${PROCESS_STATUS_LABELS[s]} ${countOf(s)}` })),
      ]}
    />
  );
}
