import { setDeviceMqttLogin } from '@fengshou/core/contract';
import { Alert, Button, Form, Input, Modal, Popconfirm, Space } from 'antd';
import { useApiMutation } from '../../../api';
import { problemOf } from '../api-problem';
import { type AdminDevice, DEVICE_FIELD_LABELS } from './queries';

/**
 * A device's own MQTT user name and password, for devices whose firmware cannot send the access token as
 * the MQTT password. Only a hash of the password is kept: the form never shows the current one.
 */
export function MqttLoginModal(props: { device: AdminDevice; onClose(): void; onSaved(): void }) {
  const { device } = props;
  const [form] = Form.useForm<{ username: string; password: string }>();
  const save = useApiMutation(setDeviceMqttLogin, { notify: false, onSuccess: props.onSaved });
  const problem = save.error ? problemOf(save.error, DEVICE_FIELD_LABELS) : null;
  return (
    <Modal
      open
      title={`MQTT 登录：${device.deviceName}`}
      onCancel={props.onClose}
      destroyOnHidden
      footer={
        <Space>
          {device.mqttUsername ? (
            <Popconfirm
              title="清除该设备的 MQTT 用户名与密码？"
              description="清除后设备只能以序列号和访问令牌登录 MQTT。"
              okText="清除"
              cancelText="取消"
              onConfirm={() => save.mutate({ deviceId: device.deviceId, username: null, password: null })}
            >
              <Button danger>清除登录</Button>
            </Popconfirm>
          ) : null}
          <Button onClick={props.onClose}>取消</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
            保存
          </Button>
        </Space>
      }
    >
      <Alert
        className="admin-alert"
        type="info"
        showIcon
        title={
          device.mqttUsername
            ? `当前 MQTT 用户名：${device.mqttUsername}（保存将替换用户名与密码）`
            : `未设置时，设备以序列号 ${device.deviceSn} 为用户名、访问令牌为密码登录 MQTT。`
        }
      />
      {problem ? <Alert className="admin-alert" type="error" showIcon title={problem.text} /> : null}
      <Form
        form={form}
        layout="vertical"
        initialValues={{ username: device.mqttUsername ?? '' }}
        onFinish={(v) =>
          save.mutate({ deviceId: device.deviceId, username: v.username.trim(), password: v.password })
        }
      >
        <Form.Item
          name="username"
          label="MQTT 用户名"
          rules={[
            { required: true, message: '请填写 MQTT 用户名' },
            { min: 3, max: 64 },
            { pattern: /^[\w.:@-]+$/, message: '须为字母、数字、下划线、点、冒号、@ 或连字符' },
          ]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="password"
          label="MQTT 密码"
          rules={[
            { required: true, message: '请填写 MQTT 密码' },
            { min: 8, message: '至少 8 位' },
            { max: 128 },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
