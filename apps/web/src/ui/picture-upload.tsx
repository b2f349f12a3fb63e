import { UploadOutlined } from '@ant-design/icons';
import { PICTURE_MAX_BYTES } from '@fengshou/core/contract';
import { App, Button, Upload } from 'antd';
import { useState } from 'react';

/** What the picture upload endpoints take: the file's name and its bytes as Base64. */
export interface PictureFile {
  fileName: string;
  contentBase64: string;
}

const TYPES = ['image/jpeg', 'image/png'];
const MAX_MB = PICTURE_MAX_BYTES / 1024 / 1024;

/** Why a chosen file cannot be uploaded as a picture (JPEG or PNG within the server's limit), or null. */
export function pictureProblem(file: { type: string; size: number }): string | null {
  if (!TYPES.includes(file.type)) return '只能上传 JPG 或 PNG 图片';
  if (file.size > PICTURE_MAX_BYTES) return `图片不能超过 ${MAX_MB} MB`;
  return null;
}

/** A file's bytes as Base64 (without the data: prefix), as the picture upload endpoints take them. */
export function readBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('读取文件失败'));
    reader.readAsDataURL(file);
  });
}

/**
 * 上传图片: picks a JPEG or PNG (refused in the browser beyond the server's size limit), hands it to `send`
 * (the device's upload endpoint) and calls `onDone` after it is stored, so the device's pictures reload.
 * The server's refusals toast like every call's.
 */
export function PictureUpload({
  send,
  onDone,
  label = '上传图片',
}: {
  send: (file: PictureFile) => Promise<unknown>;
  onDone?: () => void;
  label?: string;
}) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  return (
    <Upload
      accept={TYPES.join(',')}
      showUploadList={false}
      beforeUpload={(file) => {
        const problem = pictureProblem(file);
        if (problem) void message.error(problem);
        return problem ? Upload.LIST_IGNORE : true;
      }}
      customRequest={async ({ file, onSuccess, onError }) => {
        const f = file as File;
        setBusy(true);
        try {
          const result = await send({ fileName: f.name, contentBase64: await readBase64(f) });
          void message.success('图片已上传');
          onSuccess?.(result);
          onDone?.();
        } catch (e) {
          onError?.(e as Error);
        } finally {
          setBusy(false);
        }
      }}
    >
      <Button size="small" icon={<UploadOutlined />} loading={busy}>
        {label}
      </Button>
    </Upload>
  );
}
