import type { DashboardDoc, DocPlate } from '@fengshou/core/contract';
import { bodyKey } from '@fengshou/core/plates';
import { compact } from './editor-doc';

/** The plate fields a comparison names, with their labels. */
const FIELDS: readonly [keyof DocPlate, string][] = [
  ['plateName', '名称'],
  ['remark', '提示说明'],
  ['declaration', '描述'],
  ['view', '可视化与字段映射'],
  ['interfaceUrl', '数据源'],
  ['parameters', '参数'],
  ['linkage', '联动'],
  ['detailFlag', '显示详情'],
  ['detailType', '详情类型'],
  ['detailImgShowType', '图片展示方式'],
  ['detailUrl', '详情链接'],
  ['detailSource', '实时明细表'],
  ['detailTables', '明细表'],
  ['images', '图片'],
];

/** How one slot differs between two documents. */
export interface SlotDiff {
  position: number;
  kind: 'added' | 'removed' | 'changed';
  /** Name of the plate in the version compared with (removed) or in the draft. */
  name: string;
  /** Labels of the fields that differ (changed slots). */
  fields: string[];
}

/** What differs between a version (`from`) and the draft (`to`): the skin and each slot. */
export interface DocDiff {
  skin: { from: string; to: string } | null;
  slots: SlotDiff[];
}

// Absent, null and empty are the same to a reader of the screen (a remark of '' shows nothing).
function norm(v: unknown): string {
  if (v === undefined || v === null || v === '') return 'null';
  if (Array.isArray(v) && v.length === 0) return 'null';
  return bodyKey(v);
}

/** The slots and fields that differ between two documents, slot by slot. */
export function diffDocs(from: DashboardDoc, to: DashboardDoc): DocDiff {
  const a = compact(from.plates);
  const b = compact(to.plates);
  const slots: SlotDiff[] = [];
  for (let position = 1; position <= Math.max(a.length, b.length); position++) {
    const was = a[position - 1];
    const now = b[position - 1];
    if (!was && now) slots.push({ position, kind: 'added', name: now.plateName, fields: [] });
    else if (was && !now) slots.push({ position, kind: 'removed', name: was.plateName, fields: [] });
    else if (was && now) {
      const fields = FIELDS.filter(([k]) => norm(was[k]) !== norm(now[k])).map(([, label]) => label);
      if (fields.length > 0) slots.push({ position, kind: 'changed', name: now.plateName, fields });
    }
  }
  return { skin: from.skin === to.skin ? null : { from: from.skin, to: to.skin }, slots };
}
