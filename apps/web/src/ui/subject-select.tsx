import { listSubjects } from '@fengshou/core/contract';
import { Select } from 'antd';
import { useApiQuery } from '../api';

// Subjects number in the dozens per province, well inside one page.
const ALL = { pageNo: 1, pageSize: 500 };

/**
 * Picks a subject of the caller's area (主体管理 holders only: listSubjects needs portal:manage): whose users
 * a page shows, whose menus it edits. The server refuses any other.
 */
export function SubjectSelect(props: {
  value: number | undefined;
  onChange(id: number): void;
  label?: string;
  className?: string;
}) {
  const subjects = useApiQuery(listSubjects, ALL, { staleTime: 60_000 });
  return (
    <Select
      aria-label={props.label ?? '所属主体'}
      className={props.className}
      value={props.value}
      onChange={props.onChange}
      loading={subjects.isLoading}
      showSearch={{ optionFilterProp: 'label' }}
      options={(subjects.data?.list ?? []).map((s) => ({ value: s.id, label: s.subjectName }))}
    />
  );
}
