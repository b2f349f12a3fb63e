import { DASHBOARD_SKINS, type DashboardSkin } from '@fengshou/core';
import type { DashboardDoc } from '@fengshou/core/contract';
import { Empty, List, Tag } from 'antd';
import { diffDocs } from '../doc-diff';

const KIND = {
  added: { color: 'green', text: '新增' },
  removed: { color: 'red', text: '删除' },
  changed: { color: 'blue', text: '修改' },
} as const;

const skinLabel = (s: string) => DASHBOARD_SKINS[s as DashboardSkin]?.label ?? s;

/** The slots and fields of `to` that differ from `from`, one line a slot (the compare dialog's wording). */
export function DiffList({ from, to, same }: { from: DashboardDoc; to: DashboardDoc; same: string }) {
  const diff = diffDocs(from, to);
  if (!diff.skin && diff.slots.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={same} />;
  }
  return (
    <List
      size="small"
      bordered
      className="conflict-diff"
      header={diff.skin ? `皮肤：${skinLabel(diff.skin.from)} → ${skinLabel(diff.skin.to)}` : undefined}
      dataSource={diff.slots}
      renderItem={(s) => (
        <List.Item data-slot={s.position}>
          <span className="compare-slot">位置 {s.position}</span>
          <Tag color={KIND[s.kind].color}>{KIND[s.kind].text}</Tag>
          <span className="compare-name">{s.name}</span>
          {s.fields.length > 0 ? <span className="compare-fields">{s.fields.join('、')}</span> : null}
        </List.Item>
      )}
    />
  );
}
