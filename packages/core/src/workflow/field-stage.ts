/**
 * Field-check progress of a dispatched case (the cropland-use control loop: detect → dispatch → verify on
 * site → rectify → close). The stage is derived from the case's processStatus and its task, never stored
 * apart: 1 待核查 until the field check is entered, 2 已核查 after it, 3 整改中 once a rectification
 * deadline is set, 4 已销号 once closed.
 */
export const FIELD_STAGE_LABELS: Readonly<Record<1 | 2 | 3 | 4, string>> = {
  1: '待核查',
  2: '已核查',
  3: '整改中',
  4: '已销号',
};

/** The actions of a field task's log with their Chinese names. */
export const FIELD_TASK_ACTION_LABELS = {
  dispatch: '下发',
  reassign: '改派',
  return: '退回',
  rectify: '责令整改',
  recheck: '整改复查',
  close: '销号',
} as const;

/** One action of a field task's log. */
export type FieldTaskAction = keyof typeof FIELD_TASK_ACTION_LABELS;
