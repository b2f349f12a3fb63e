import { getMenuLinks, type ResultOf } from '@fengshou/core/contract';
import { useApiQuery } from '../api';
import { usePortal } from '../api/portal-context';

const bySortNum = (links: ResultOf<typeof getMenuLinks>) => [...links].sort((a, b) => a.sortNum - b.sortNum);

/** The subject's external systems (getMenuLinks), sorted. */
export function useMenuLinks() {
  const { subject } = usePortal();
  return useApiQuery(
    getMenuLinks,
    { subjectId: subject?.id ?? 0 },
    { enabled: subject !== null, staleTime: 5 * 60_000, select: bySortNum },
  );
}
