import { Input, Modal } from 'antd';
import { useState } from 'react';

/** 发布: the note kept with the version (what changed and why), then publish. */
export function PublishModal({
  open,
  busy,
  dirty,
  onCancel,
  onPublish,
}: {
  open: boolean;
  busy: boolean;
  dirty: boolean;
  onCancel: () => void;
  onPublish: (note: string) => void;
}) {
  const [note, setNote] = useState('');
  return (
    <Modal
      open={open}
      title="发布大屏"
      okText={dirty ? '保存并发布' : '发布'}
      cancelText="取消"
      confirmLoading={busy}
      onCancel={onCancel}
      onOk={() => onPublish(note)}
      destroyOnHidden
    >
      <p className="publish-hint">发布后本单位用户立即看到新内容，并记录为一个新版本（可随时回滚）。</p>
      <Input.TextArea
        value={note}
        onChange={(e) => setNote(e.target.value)}
        maxLength={100}
        showCount
        autoSize={{ minRows: 2, maxRows: 4 }}
        placeholder="版本说明，例如：新增种植面积板块"
        aria-label="版本说明"
      />
    </Modal>
  );
}
