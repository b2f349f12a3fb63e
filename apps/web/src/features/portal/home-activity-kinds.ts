/** A 'latest' row of the statistics breakdown: key, name, time and the metric's own text fields. */
export type LatestRow = Readonly<Record<string, string | number | null | undefined>>;

/** A kind of recent work the home lists: the metric whose newest records it is, and how one reads. */
export interface ActivityKind {
  metric: string;
  label: string;
  describe: (row: LatestRow) => string;
}

/** One line of the home's recent activity. */
export interface Activity {
  id: string;
  time: string;
  label: string;
  text: string;
}

const text = (v: LatestRow[string]) => (v === null || v === undefined ? '' : String(v).trim());

/** Parts joined with the separator, empty ones left out (a record without a reporter still reads). */
const join = (sep: string, ...parts: LatestRow[string][]) => parts.map(text).filter(Boolean).join(sep);

/**
 * The supervision and service work a bureau does day by day, from the metric registry's newest records:
 * patrols, inspections, quality tests, certificates, repair orders, land transactions and law cases.
 */
export const ACTIVITY_KINDS: readonly ActivityKind[] = [
  {
    metric: 'patrolCount',
    label: '巡查',
    describe: (r) => join('，', `${text(r.name)}巡查${text(r.distance)}`, r.issue),
  },
  {
    metric: 'inspectionCount',
    label: '检查',
    describe: (r) => join('，', `${text(r.name)}完成监管检查`, r.result),
  },
  {
    metric: 'detectionCount',
    label: '检测',
    describe: (r) => join('，', `${text(r.name)}抽检${text(r.item)}`, r.result),
  },
  {
    metric: 'qualifiedCertCount',
    label: '合格证',
    describe: (r) => join(' ', `${text(r.producer)}开具${text(r.name)}合格证`, r.quantity),
  },
  {
    metric: 'repairOrderCount',
    label: '报修',
    describe: (r) => join('，', join('报修：', r.reporter, r.name), r.status),
  },
  { metric: 'transactionCount', label: '交易', describe: (r) => join('，', r.name, r.area, r.status) },
  { metric: 'lawCaseCount', label: '执法', describe: (r) => join('：', r.party, r.name) },
];

/**
 * The newest records of every kind as one list, newest first, at most `limit`: each kind's rows are its
 * own newest already, so the merge is by time alone ('YYYY-MM-DD HH:mm' sorts as text).
 */
export function mergeActivity(
  rowsByKind: readonly (readonly LatestRow[] | undefined)[],
  kinds: readonly ActivityKind[],
  limit: number,
): Activity[] {
  const all = kinds.flatMap((kind, i) =>
    (rowsByKind[i] ?? []).map((row) => ({
      id: `${kind.metric}-${text(row.key)}`,
      time: text(row.time),
      label: kind.label,
      text: kind.describe(row),
    })),
  );
  return all
    .filter((a) => a.time !== '' && a.text !== '')
    .sort((a, b) => (a.time < b.time ? 1 : a.time > b.time ? -1 : 0))
    .slice(0, limit);
}
