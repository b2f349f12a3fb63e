import { DASHBOARD_SKINS, type DashboardSkin } from '@fengshou/core';
import type { DashboardDoc } from '@fengshou/core/contract';
import { Empty, List, Modal, Tag } from 'antd';
import { DataState } from '../../../ui/data-state';
import { diffDocs } from '../doc-diff';
import { useVersionDoc } from '../editor-queries';

const KIND: Record<'added' | 'removed' | 'changed', { color: string; text: string }> = {
  added: { color: 'green', text: '草稿新增' },
  removed: { color: 'red', text: '草稿已删除' },
  changed: { color: 'blue', text: '有改动' },
};

const skinLabel = (s: string) => DASHBOARD_SKINS[s as DashboardSkin]?.label ?? s;

/** 与草稿比较: which slots and which fields of their plates differ between a version and the editor's document. */
export function CompareModal({
  subjectId,
  menuKey,
  versionNo,
  draft,
  onClose,
}: {
  subjectId: number;
  menuKey: number;
  versionNo: number;
  draft: DashboardDoc;
  onClose: () => void;
}) {
  const version = useVersionDoc(subjectId, menuKey, versionNo);
  return (
    <Modal open title={`版本 ${versionNo} 与当前草稿比较`} onCancel={onClose} footer={null} width={720}>
      <DataState query={version}>
        {({ doc }) => {
          const diff = diffDocs(doc, draft);
          if (!diff.skin && diff.slots.length === 0) {
            return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="当前草稿与该版本相同" />;
          }
          return (
            <div className="compare-result">
              {diff.skin ? (
                <p className="compare-skin">
                  皮肤：{skinLabel(diff.skin.from)} → <strong>{skinLabel(diff.skin.to)}</strong>
                </p>
              ) : null}
              <List
                size="small"
                bordered
                dataSource={diff.slots}
                renderItem={(s) => (
                  <List.Item data-slot={s.position}>
                    <span className="compare-slot">位置 {s.position}</span>
                    <Tag color={KIND[s.kind].color}>{KIND[s.kind].text}</Tag>
                    <span className="compare-name">{s.name}</span>
                    {s.fields.length > 0 ? (
                      <span className="compare-fields">{s.fields.join('、')}</span>
                    ) : null}
                  </List.Item>
                )}
              />
            </div>
          );
        }}
      </DataState>
    </Modal>
  );
}
