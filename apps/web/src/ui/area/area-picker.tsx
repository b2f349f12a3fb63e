import { useQueryClient } from '@tanstack/react-query';
import { Cascader } from 'antd';
import { useEffect, useState } from 'react';
import { childAreasQuery } from '../../area/area-queries';
import type { AreaRef } from '../../area/area-store';

interface AreaOption {
  value: number;
  label: string;
  level: number;
  isLeaf: boolean;
  children?: AreaOption[];
}

interface AreaPickerProps {
  /** The subject's own area: the picker never offers anything above it. */
  root: AreaRef;
  /** The current trail from the root, shown as the value. */
  trail: readonly AreaRef[];
  onPick(trail: AreaRef[]): void;
}

/** Picks an area below the subject's own, loading each level on demand from listAreasByParentId. */
export function AreaPicker({ root, trail, onPick }: AreaPickerProps) {
  const queryClient = useQueryClient();
  const [options, setOptions] = useState<AreaOption[]>([]);

  useEffect(() => {
    setOptions([{ value: root.areaId, label: root.areaName, level: root.level, isLeaf: false }]);
  }, [root.areaId, root.areaName, root.level]);

  const loadData = async (selected: AreaOption[]) => {
    const target = selected[selected.length - 1];
    if (!target) return;
    try {
      const children = await queryClient.fetchQuery(childAreasQuery(target.value));
      target.children = children.map((c) => ({
        value: c.areaId,
        label: c.areaName,
        level: c.level,
        isLeaf: !c.hasChildren,
      }));
      if (children.length === 0) target.isLeaf = true;
    } catch {
      // The client already told the user; the option stays expandable for another try.
    }
    setOptions((o) => [...o]);
  };

  return (
    <Cascader<AreaOption>
      className="area-picker"
      options={options}
      loadData={loadData}
      changeOnSelect
      allowClear={false}
      value={trail.map((a) => a.areaId)}
      // The trail may hold areas picked on the map whose options were never loaded here.
      displayRender={() => trail.map((a) => a.areaName).join(' / ')}
      placeholder="选择区域"
      aria-label="选择区域"
      onChange={(_, selected) => {
        if (!selected?.length) return;
        onPick(selected.map((o) => ({ areaId: o.value, areaName: o.label, level: o.level })));
      }}
    />
  );
}
