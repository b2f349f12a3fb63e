import {
  getCamera,
  getCameraLiveUrl,
  getCameraSource,
  issueCameraCredential,
  STREAM_KIND_LABELS,
  STREAM_KINDS,
  setCameraSource,
} from '@fengshou/core/contract';
import { Alert, App, Button, Form, Input, Modal, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { errorText, useApiMutation, useApiQuery } from '../../api';
import { DataState } from '../../ui/data-state';

type Source = NonNullable<ReturnType<typeof useApiQuery<typeof getCameraSource>>['data']>;

interface SourceValues {
  streamKind: Source['streamKind'];
  streamUrl: string;
  gbDeviceId: string;
  gbChannelId: string;
  ptzAdapter: Source['ptzAdapter'] | 'auto';
  wvpUrl: string;
  wvpUsername: string;
  wvpPassword: string;
}

const ADAPTERS = [
  { value: 'auto', label: '跟随视频源（演示画面可转动，其余无云台）' },
  { value: 'wvp', label: 'wvp-GB28181-pro 国标云台' },
  { value: 'demo', label: '演示画面' },
  { value: 'none', label: '无云台' },
];

const valuesOf = (s: Source): SourceValues => ({
  streamKind: s.streamKind,
  streamUrl: s.streamUrl ?? '',
  gbDeviceId: s.gbDeviceId ?? '',
  gbChannelId: s.gbChannelId ?? '',
  ptzAdapter: s.ptzAdapter ?? 'auto',
  wvpUrl: s.wvpUrl ?? '',
  wvpUsername: s.wvpUsername ?? '',
  wvpPassword: '',
});

/**
 * A camera's source for device administrators: the stream the player plays (a fixed address of the media
 * server, or the stream wvp opens for its GB28181 channel), the PTZ adapter with the wvp account (its
 * password is written, never read back), and the upload token of the camera's snapshots.
 */
export function CameraSourceModal({ cameraId, onClose }: { cameraId: number; onClose(): void }) {
  const source = useApiQuery(getCameraSource, { cameraId });
  const [form] = Form.useForm<SourceValues>();
  const adapter = Form.useWatch('ptzAdapter', form);
  const { message } = App.useApp();
  const save = useApiMutation(setCameraSource, {
    body: (v: SourceValues) => ({
      cameraId,
      streamUrl: v.streamUrl.trim(),
      streamKind: v.streamKind ?? null,
      gbDeviceId: v.gbDeviceId.trim(),
      gbChannelId: v.gbChannelId.trim(),
      ptzAdapter: v.ptzAdapter === 'auto' ? null : (v.ptzAdapter ?? null),
      wvpUrl: v.wvpUrl.trim(),
      wvpUsername: v.wvpUsername.trim() || null,
      ...(v.wvpPassword ? { wvpPassword: v.wvpPassword } : {}),
    }),
    notify: false,
    invalidates: () => [getCameraSource, [getCamera, { cameraId }], [getCameraLiveUrl, { cameraId }]],
    onSuccess: () => {
      void message.success('视频源已保存');
      onClose();
    },
  });
  return (
    <Modal
      open
      width={640}
      title="视频源与云台设置"
      okText="保存"
      cancelText="取消"
      onOk={() => form.submit()}
      onCancel={onClose}
      okButtonProps={{ loading: save.isPending, disabled: !source.data }}
      maskClosable={false}
    >
      <DataState query={source} minHeight={200}>
        {(s) => (
          <Form
            form={form}
            layout="vertical"
            size="small"
            initialValues={valuesOf(s)}
            onFinish={(v) => save.mutate(v)}
          >
            {save.error ? <Alert type="error" showIcon message={errorText(save.error)} /> : null}
            <Space.Compact block>
              <Form.Item name="streamKind" label="视频流类型" style={{ width: 170 }}>
                <Select
                  allowClear
                  placeholder="按地址判断"
                  options={STREAM_KINDS.map((k) => ({ value: k, label: STREAM_KIND_LABELS[k] }))}
                />
              </Form.Item>
              <Form.Item
                name="streamUrl"
                label="视频流地址（媒体服务器，如 ZLMediaKit）"
                style={{ flex: 1 }}
                extra="留空时：有国标编号与 wvp 账号则经 wvp 点播；否则用导入的 HLS 地址"
              >
                <Input placeholder="https://媒体服务器/live/stream/hls.m3u8" />
              </Form.Item>
            </Space.Compact>
            <Space.Compact block>
              <Form.Item name="gbDeviceId" label="国标设备编号" style={{ flex: 1 }}>
                <Input placeholder="20 位数字" maxLength={20} />
              </Form.Item>
              <Form.Item name="gbChannelId" label="国标通道编号" style={{ flex: 1 }}>
                <Input placeholder="20 位数字" maxLength={20} />
              </Form.Item>
            </Space.Compact>
            <Form.Item name="ptzAdapter" label="云台控制">
              <Select options={ADAPTERS} />
            </Form.Item>
            <Form.Item name="wvpUrl" label="wvp-GB28181-pro 平台地址" required={adapter === 'wvp'}>
              <Input placeholder="http://wvp.example:18080" />
            </Form.Item>
            <Space.Compact block>
              <Form.Item name="wvpUsername" label="wvp 账号" style={{ flex: 1 }} required={adapter === 'wvp'}>
                <Input autoComplete="off" />
              </Form.Item>
              <Form.Item name="wvpPassword" label="wvp 密码" style={{ flex: 1 }}>
                <Input.Password
                  autoComplete="new-password"
                  placeholder={s.wvpPasswordSet ? '已设置，留空不变' : '未设置'}
                />
              </Form.Item>
            </Space.Compact>
            <UploadToken cameraId={cameraId} issuedAt={s.tokenIssuedAt} />
          </Form>
        )}
      </DataState>
    </Modal>
  );
}

/** The camera's snapshot upload token: issued (or replaced) on request and shown this once. */
function UploadToken({ cameraId, issuedAt }: { cameraId: number; issuedAt: string | null }) {
  const [token, setToken] = useState<string | null>(null);
  const issue = useApiMutation(issueCameraCredential, {
    invalidates: () => [getCameraSource],
    onSuccess: (r) => setToken(r.token),
  });
  return (
    <div>
      <Typography.Text strong>抓拍上传令牌</Typography.Text>{' '}
      <Typography.Text type="secondary">{issuedAt ? `签发于 ${issuedAt}` : '未签发'}</Typography.Text>{' '}
      <Button size="small" loading={issue.isPending} onClick={() => issue.mutate({ cameraId })}>
        {issuedAt ? '重新签发（旧令牌失效）' : '签发令牌'}
      </Button>
      {token ? (
        <Alert
          style={{ marginTop: 8 }}
          type="warning"
          showIcon
          message="令牌只显示这一次，请立即配置到设备"
          description={
            <>
              <Typography.Paragraph copyable={{ text: token }} className="cam-source-token">
                {token}
              </Typography.Paragraph>
              设备以 <code>POST /api/device/camera/snapshot</code>，请求头 <code>X-Device-Token</code>{' '}
              上传图片与 AI 标签。
            </>
          }
        />
      ) : null}
    </div>
  );
}
