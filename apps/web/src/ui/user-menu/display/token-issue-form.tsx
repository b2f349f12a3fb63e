import { createDisplayToken, listDisplayTokens } from '@fengshou/core/contract';
import { Alert, Button, Form, Input, InputNumber, Typography } from 'antd';
import { useApiMutation } from '../../../api';

interface FormValues {
  name: string;
  validDays: number;
}

/** Issues a read-only wall-screen token (display:manage) and shows its entry address once. */
export function TokenIssueForm({ onDone }: { onDone(): void }) {
  const [form] = Form.useForm<FormValues>();
  const create = useApiMutation(createDisplayToken, {
    body: (v: FormValues) => v,
    invalidates: () => [listDisplayTokens],
  });
  const result = create.data;
  if (result) {
    return (
      <div className="display-token-result">
        <Alert
          type="success"
          showIcon
          title={`已生成“${result.name}”，有效期至 ${result.expireTime}`}
          description="令牌只显示这一次，请立即复制入口地址并在大屏电脑上打开。该令牌只能查看大屏，不能修改任何数据；可在下方列表中为它指定轮播。"
        />
        <Typography.Paragraph className="display-token-url" copyable={{ text: result.entryUrl }}>
          {result.entryUrl}
        </Typography.Paragraph>
        <Button type="primary" onClick={onDone}>
          完成
        </Button>
      </div>
    );
  }
  return (
    <Form<FormValues>
      form={form}
      layout="inline"
      initialValues={{ name: '', validDays: 365 }}
      onFinish={(v) => create.mutate(v)}
      className="display-token-form"
    >
      <Form.Item
        name="name"
        label="名称"
        rules={[{ required: true, whitespace: true, message: '请输入名称' }]}
      >
        <Input maxLength={64} placeholder="如：指挥中心大屏" />
      </Form.Item>
      <Form.Item name="validDays" label="有效天数" rules={[{ required: true, message: '请输入有效天数' }]}>
        <InputNumber min={1} max={3650} precision={0} suffix="天" style={{ width: 140 }} />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={create.isPending}>
          生成令牌
        </Button>
      </Form.Item>
      <Form.Item>
        <Button onClick={onDone}>取消</Button>
      </Form.Item>
    </Form>
  );
}
