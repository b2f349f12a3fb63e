import { getMenuLinks } from '@fengshou/core/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../api';
import { usePortal } from '../api/portal-context';

/** The subject's external systems (getMenuLinks), sorted. */
export function useMenuLinks() {
  const { subject } = usePortal();
  return useQuery({
    queryKey: ['menu-links', subject?.id],
    queryFn: async ({ signal }) => {
      const links = await callApi(getMenuLinks, { subjectId: subject!.id }, { signal });
      return [...links].sort((a, b) => a.sortNum - b.sortNum);
    },
    enabled: subject !== null,
    staleTime: 5 * 60_000,
  });
}
