import type { DashboardDoc } from '@fengshou/core/contract';
import { Button, Drawer, Input, Popconfirm, Space, Typography } from 'antd';
import { docText } from './conflict-modal';
import { DiffList } from './diff-list';

/**
 * 我的修改: after a conflict and a reload, this editor's own copy beside the dashboard as it now is: where the
 * two differ, the whole copy as text to copy from, and a way to put it back in the editor (as unsaved
 * changes over the latest revision, so saving it is a conscious choice to replace the other editor's work).
 */
export function MyChangesDrawer({
  open,
  mine,
  current,
  onRestore,
  onDrop,
  onClose,
}: {
  open: boolean;
  mine: DashboardDoc;
  current: DashboardDoc;
  onRestore: () => void;
  onDrop: () => void;
  onClose: () => void;
}) {
  const text = docText(mine);
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title="我的修改（未保存的副本）"
      size={640}
      className="my-changes-drawer"
      extra={
        <Space>
          <Popconfirm
            title="放弃我的副本？"
            description="副本丢弃后无法找回。"
            okText="放弃"
            cancelText="取消"
            onConfirm={onDrop}
          >
            <Button>放弃副本</Button>
          </Popconfirm>
          <Popconfirm
            title="用我的版本替换编辑器中的内容？"
            description="替换后仍需保存草稿；保存将覆盖对方的修改。"
            okText="替换"
            cancelText="取消"
            onConfirm={onRestore}
          >
            <Button type="primary">恢复我的版本</Button>
          </Popconfirm>
        </Space>
      }
    >
      <div className="conflict-section-title">与最新内容相比，我的副本不同之处</div>
      <DiffList from={current} to={mine} same="我的副本与最新内容相同" />
      <div className="conflict-section-title">
        我的副本（JSON）
        <Typography.Text copyable={{ text, tooltips: ['复制', '已复制'] }} />
      </div>
      <Input.TextArea
        className="my-changes-text"
        value={text}
        readOnly
        autoSize={{ minRows: 8, maxRows: 24 }}
        aria-label="我的副本"
      />
    </Drawer>
  );
}
