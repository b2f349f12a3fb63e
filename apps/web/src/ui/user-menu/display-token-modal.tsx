import { createDisplayToken } from '@fengshou/core/contract';
import { Alert, Button, Form, Input, InputNumber, Modal, Typography } from 'antd';
import { useApiMutation } from '../../api';

interface DisplayTokenModalProps {
  open: boolean;
  onClose(): void;
}

interface FormValues {
  name: string;
  validDays: number;
}

/** Issues a read-only wall-screen token (display:manage) and shows its entry address once. */
export function DisplayTokenModal({ open, onClose }: DisplayTokenModalProps) {
  const [form] = Form.useForm<FormValues>();
  const create = useApiMutation(createDisplayToken, { body: (v: FormValues) => v });
  const close = () => {
    create.reset();
    form.resetFields();
    onClose();
  };
  const result = create.data;
  return (
    <Modal
      title="大屏展示令牌"
      open={open}
      onCancel={close}
      destroyOnHidden
      footer={
        result ? (
          <Button type="primary" onClick={close}>
            完成
          </Button>
        ) : (
          [
            <Button key="cancel" onClick={close}>
              取消
            </Button>,
            <Button key="ok" type="primary" loading={create.isPending} onClick={() => form.submit()}>
              生成令牌
            </Button>,
          ]
        )
      }
    >
      {result ? (
        <div className="display-token-result">
          <Alert
            type="success"
            showIcon
            title={`已生成“${result.name}”，有效期至 ${result.expireTime}`}
            description="令牌只显示这一次，请立即复制入口地址并在大屏电脑上打开。该令牌只能查看大屏，不能修改任何数据。"
          />
          <Typography.Paragraph className="display-token-url" copyable={{ text: result.entryUrl }}>
            {result.entryUrl}
          </Typography.Paragraph>
        </div>
      ) : (
        <Form<FormValues>
          form={form}
          layout="vertical"
          initialValues={{ name: '', validDays: 365 }}
          onFinish={(v) => create.mutate(v)}
        >
          <Form.Item
            name="name"
            label="名称"
            rules={[{ required: true, whitespace: true, message: '请输入名称' }]}
          >
            <Input maxLength={64} placeholder="如：指挥中心大屏" />
          </Form.Item>
          <Form.Item
            name="validDays"
            label="有效天数"
            rules={[{ required: true, message: '请输入有效天数' }]}
          >
            <InputNumber min={1} max={3650} precision={0} addonAfter="天" style={{ width: '100%' }} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
