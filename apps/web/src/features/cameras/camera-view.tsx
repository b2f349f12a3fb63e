import {
  deleteCamera,
  getCamera,
  listCameraAiImages,
  listCameras,
  STREAM_KIND_LABELS,
  uploadCameraCapture,
} from '@fengshou/core/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Descriptions, Popconfirm, Space, Tag } from 'antd';
import { useState } from 'react';
import { callApi, invalidateApi, useApiQuery } from '../../api';
import { usePortal } from '../../api/portal-context';
import { DataState } from '../../ui/data-state';
import { Panel } from '../../ui/panel';
import { PictureUpload } from '../../ui/picture-upload';
import { AiImageWall } from './ai-image-wall';
import { CameraSourceModal } from './camera-source-modal';
import { LivePlayer } from './live-player';
import { PtzPad } from './ptz-pad';

const PTZ_LABELS = { demo: '演示云台', wvp: 'wvp 国标云台', none: '无' } as const;

/**
 * One camera: the live view with its PTZ pad and details, and the wall of its AI-tagged captures. Who may
 * import devices may also delete it (with its stored pictures); `onDeleted` then leaves the view.
 */
export function CameraView({
  cameraId,
  onDeleted,
}: {
  cameraId: number;
  /** Runs after the deletion with the base the camera belonged to. */
  onDeleted?: (farmId: number | null) => void;
}) {
  const { permissions } = usePortal();
  const { message } = App.useApp();
  const camera = useApiQuery(getCamera, { cameraId });
  const client = useQueryClient();
  const [editing, setEditing] = useState(false);
  const source = permissions.includes('device:manage') ? (
    <Button size="small" onClick={() => setEditing(true)}>
      视频源设置
    </Button>
  ) : null;
  // A picture uploaded here joins the camera's captures: the wall and the count reload.
  const upload = permissions.includes('iot:control') ? (
    <PictureUpload
      send={(file) => callApi(uploadCameraCapture, { cameraId, ...file })}
      onDone={() => void invalidateApi(client, listCameraAiImages, [getCamera, { cameraId }])}
    />
  ) : null;
  const remove = permissions.includes('data:import') ? (
    <Popconfirm
      title="删除该摄像头及其全部抓拍图片？"
      okText="删除"
      okButtonProps={{ danger: true }}
      onConfirm={async () => {
        const r = await callApi(deleteCamera, { cameraId });
        void message.success(`已删除摄像头及 ${r.removedFiles} 张图片`);
        void invalidateApi(client, listCameras);
        onDeleted?.(camera.data?.farmId ?? null);
      }}
    >
      <Button size="small" danger>
        删除摄像头
      </Button>
    </Popconfirm>
  ) : null;
  return (
    <div className="cam-view">
      <Panel
        title={camera.data?.cameraName ?? '实时画面'}
        className="cam-live-panel"
        extra={
          <Space size={8}>
            {source}
            {remove}
          </Space>
        }
      >
        <DataState query={camera} minHeight={300}>
          {(c) => (
            <div className="cam-live">
              <LivePlayer cameraId={cameraId} label={c.cameraName} />
              <aside className="cam-live-side">
                <PtzPad
                  cameraId={cameraId}
                  enabled={c.ptzAdapter !== 'none' && permissions.includes('iot:control')}
                  reason={c.ptzAdapter !== 'none' ? '暂无控制权限' : '该摄像头不支持云台或未配置云台控制'}
                />
                <Descriptions
                  size="small"
                  column={1}
                  items={[
                    {
                      key: 'st',
                      label: '状态',
                      children: (
                        <Tag color={c.status ? 'green' : 'default'}>{c.status ? '在线' : '离线'}</Tag>
                      ),
                    },
                    { key: 'farm', label: '基地', children: c.farmName ?? '—' },
                    { key: 'sn', label: '序列号', children: `${c.serialNo} / 通道${c.channelNo}` },
                    { key: 'brand', label: '品牌', children: c.brand ?? '—' },
                    {
                      key: 'src',
                      label: '视频源',
                      children: c.streamKind ? STREAM_KIND_LABELS[c.streamKind] : '演示画面',
                    },
                    { key: 'ptz', label: '云台', children: PTZ_LABELS[c.ptzAdapter] },
                    { key: 'ai', label: 'AI图片', children: `${c.aiImageCount} 张` },
                  ]}
                />
              </aside>
            </div>
          )}
        </DataState>
      </Panel>
      <Panel title="AI识别图片" className="cam-ai-panel" extra={upload}>
        <AiImageWall cameraId={cameraId} />
      </Panel>
      {editing ? <CameraSourceModal cameraId={cameraId} onClose={() => setEditing(false)} /> : null}
    </div>
  );
}
