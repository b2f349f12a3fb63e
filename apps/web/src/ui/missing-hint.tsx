import type { ListMissing } from '@fengshou/core/contract';
import { Link } from 'react-router';
import { usePortal } from '../api/portal-context';

/** The page where a bureau imports its records (数据导入). */
export const IMPORT_PAGE = '/system/import';

/** The sources a list's answer (`{list, total, missing}`) says its area lacks; none for other data. */
export function listMissingOf(data: unknown): ListMissing[] {
  const m = (data as { missing?: ListMissing } | null | undefined)?.missing;
  return m && typeof m.label === 'string' ? [m] : [];
}

/**
 * What an empty list or map layer of an area without any such record lacks and how to add it:
 * 暂无数据 · 可通过 数据导入 → 农场/基地 补充. 数据导入 links to the import page for users who may import;
 * others read which kind is missing.
 */
export function MissingHint({ missing }: { missing: readonly ListMissing[] }) {
  const { permissions } = usePortal();
  const labels = missing.map((m) => m.label).join('、');
  return (
    <span className="missing-hint" data-missing={missing.map((m) => m.kind).join(',')}>
      暂无数据 · 可通过{' '}
      {permissions.includes('data:import') ? <Link to={IMPORT_PAGE}>数据导入</Link> : '数据导入'} → {labels}{' '}
      补充
    </span>
  );
}
