import { Alert, Button, Descriptions, Modal, Typography } from 'antd';

/** A password the server generated, with whom it belongs to. */
export interface IssuedPassword {
  /** 已创建用户 / 已重置密码 */
  title: string;
  loginName: string;
  nickname: string;
  password: string;
}

/**
 * Shows an initial password once. The server keeps only its hash, so this dialog is the one place it can be
 * read: the administrator copies it and hands it over; the user must change it at the first sign-in.
 */
export function PasswordNotice({ issued, onClose }: { issued: IssuedPassword | null; onClose(): void }) {
  return (
    <Modal
      title={issued?.title}
      open={issued !== null}
      onCancel={onClose}
      maskClosable={false}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={onClose}>
          我已记下，关闭
        </Button>
      }
    >
      {issued ? (
        <div className="admin-password-notice">
          <Alert
            type="warning"
            showIcon
            title="初始密码只显示这一次"
            description="请立即复制并通过安全渠道交给本人。关闭后无法再次查看，只能重新重置。用户首次登录时须修改密码。"
          />
          <Descriptions column={1} size="small" bordered className="admin-password-table">
            <Descriptions.Item label="账号">{issued.loginName}</Descriptions.Item>
            <Descriptions.Item label="姓名">{issued.nickname}</Descriptions.Item>
            <Descriptions.Item label="初始密码">
              <Typography.Text code copyable={{ text: issued.password }} className="admin-password">
                {issued.password}
              </Typography.Text>
            </Descriptions.Item>
          </Descriptions>
        </div>
      ) : null}
    </Modal>
  );
}
