import type { DashboardDoc, getDashboardDraft, ResultOf } from '@fengshou/core/contract';
import { Alert, Button, Modal, Typography } from 'antd';
import { usePortal } from '../../../api/portal-context';
import type { Conflict } from '../use-editor-actions';
import { DiffList } from './diff-list';

type LastChange = ResultOf<typeof getDashboardDraft>['lastChange'];

/** The document text an editor copies to keep its changes (the plates as the editor holds them). */
export const docText = (doc: DashboardDoc) => JSON.stringify(doc, null, 2);

/**
 * 大屏已被他人修改: a save (publish, discard, roll back, import) refused because another editor changed the
 * dashboard since this one opened it. Tells who did what and when, lists this editor's unsaved changes, and
 * offers to reload; the changes are kept beside the reloaded dashboard (MyChangesDrawer) and can be copied.
 */
export function ConflictModal({
  conflict,
  loaded,
  lastChange,
  reloading,
  onReload,
  onClose,
}: {
  conflict: Conflict;
  /** The document as this editor loaded it, before its changes. */
  loaded: DashboardDoc;
  /** The dashboard's last change as the server now tells it (null while it is read again). */
  lastChange: LastChange;
  reloading: boolean;
  onReload: () => void;
  onClose: () => void;
}) {
  const me = usePortal().user?.id;
  const newer = lastChange && lastChange.revision > conflict.revision ? lastChange : null;
  // The same account in another window or on another device is someone else to this copy too.
  const who = newer
    ? newer.changedById === me
      ? `您本人（在另一窗口或设备上）`
      : (newer.changedBy ?? '其他用户')
    : '';
  return (
    <Modal
      open
      width={640}
      title="大屏已被他人修改，您的修改尚未保存"
      onCancel={onClose}
      maskClosable={false}
      className="conflict-modal"
      footer={[
        <Typography.Text
          key="copy"
          className="conflict-copy"
          copyable={{ text: docText(conflict.mine), tooltips: ['复制我的版本（JSON）', '已复制'] }}
        >
          复制我的版本
        </Typography.Text>,
        <Button key="later" onClick={onClose}>
          暂不处理
        </Button>,
        <Button key="reload" type="primary" loading={reloading} onClick={onReload}>
          重新加载最新内容
        </Button>,
      ]}
    >
      <Alert
        type="warning"
        showIcon
        role="alert"
        title={
          newer ? (
            <span>
              <strong>{who}</strong> 于 {newer.changedAt} {newer.action}
            </span>
          ) : (
            conflict.detail
          )
        }
        description={`您打开大屏时为修订号 ${conflict.revision}${newer ? `，现为修订号 ${newer.revision}` : ''}。为避免覆盖他人的修改，本次操作未执行。`}
      />
      <p className="conflict-hint">
        重新加载后，您的修改会保留在“我的修改”中：可与最新内容对照、复制，或恢复为您的版本后再保存。
      </p>
      <div className="conflict-section-title">您尚未保存的修改</div>
      <DiffList from={loaded} to={conflict.mine} same="没有未保存的修改（您的操作基于旧的修订号）" />
    </Modal>
  );
}
