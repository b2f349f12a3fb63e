import { listFarmsByArea } from '@fengshou/core/contract';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { useApiQuery } from '../../../api';
import { useCurrentArea } from '../../../area/use-current-area';

/**
 * A farm of the selected area, searched by name as the user types (the server limits it to the caller's
 * area). `current` labels the farm a device already has before any search ran.
 */
export function FarmSelect(props: {
  value?: number;
  onChange?(id: number): void;
  current?: { farmId: number; farmName: string } | null;
}) {
  const { selected } = useCurrentArea();
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const farms = useApiQuery(
    listFarmsByArea,
    { pageSize: 50, farmAreaId: selected?.areaId, ...(keyword ? { keyword } : {}) },
    { staleTime: 60_000 },
  );
  const options = (farms.data?.list ?? []).map((f) => ({
    value: f.farmId,
    label: `${f.farmName}（${f.townName ?? f.areaName}）`,
  }));
  const cur = props.current;
  if (cur && !options.some((o) => o.value === cur.farmId))
    options.unshift({ value: cur.farmId, label: cur.farmName });
  return (
    <Select
      showSearch={{ filterOption: false, onSearch: setTyped }}
      value={props.value}
      onChange={props.onChange}
      options={options}
      loading={farms.isFetching}
      placeholder="输入名称搜索本辖区的农场/基地"
      notFoundContent={farms.isFetching ? '搜索中…' : '没有匹配的农场'}
    />
  );
}
