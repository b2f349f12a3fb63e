import { Modal, Tabs } from 'antd';
import { PlaylistList } from './playlist-list';
import { TokenList } from './token-list';

interface DisplayModalProps {
  open: boolean;
  onClose(): void;
}

/** Wall screens of the subject (display:manage): their read-only tokens and the playlists they play. */
export function DisplayModal({ open, onClose }: DisplayModalProps) {
  return (
    <Modal title="大屏展示管理" open={open} onCancel={onClose} footer={null} width={980} destroyOnHidden>
      <Tabs
        items={[
          { key: 'tokens', label: '展示令牌', children: <TokenList /> },
          { key: 'playlists', label: '轮播列表', children: <PlaylistList /> },
        ]}
      />
    </Modal>
  );
}
