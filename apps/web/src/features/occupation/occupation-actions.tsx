import {
  OCCUPY_FLAG_DEFAULTS,
  OCCUPY_FLAG_LABELS,
  occupationActionsFor,
  type ProcessAction,
  TRANSITIONS,
  takesReviewEvidence,
} from '@fengshou/core';
import {
  occupationActions,
  REVIEW_IMG_MAX_COUNT,
  type ResultOf,
  uploadReviewImg,
} from '@fengshou/core/contract';
import { App, Button, Form, Input, InputNumber, Modal, Radio, Space, Upload } from 'antd';
import { useState } from 'react';
import { callApi } from '../../api';
import { keyAfterFailure, newIdempotencyKey, sendAction } from '../../review/idempotent-action';

type Occupation = ResultOf<typeof import('@fengshou/core/contract').getOccupation>;

interface FormValues {
  remark?: string;
  occupyFlag: 0 | 1;
  reviewUserAddress?: string;
  reviewUserCenterLat?: number;
  reviewUserCenterLng?: number;
}

const readBase64 = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result).replace(/^data:[^,]*,/, ''));
    r.onerror = () => reject(r.error);
    r.readAsDataURL(file);
  });

/**
 * The actions this user may take on the case in its state: each needs its own code (occupy:<action>), so a
 * 核查员 sees the screening and field-check buttons only (the server refuses the others anyway). Each opens
 * a form; the Idempotency-Key is made when the form opens, so a double click or a retried send acts once; a
 * refusal from the server spends it (keyAfterFailure). A case that another reviewer moved on while the form
 * was open closes it: the action is no longer offered.
 */
export function OccupationActions({
  occ,
  permissions,
  onDone,
}: {
  occ: Occupation;
  permissions: readonly string[];
  onDone: () => void;
}) {
  const allowed = occupationActionsFor(occ.processStatus, permissions);
  const [open, setOpen] = useState<{ action: ProcessAction; key: string } | null>(null);
  const [photos, setPhotos] = useState<{ url: string; src: string; name: string }[]>([]);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<FormValues>();
  const { message } = App.useApp();
  if (!allowed.length) return null;
  const evidence = takesReviewEvidence(occ.processStatus);

  const start = (action: ProcessAction) => {
    form.resetFields();
    form.setFieldsValue({ occupyFlag: OCCUPY_FLAG_DEFAULTS[action] ?? (occ.occupyFlag as 0 | 1) });
    setPhotos([]);
    setOpen({ action, key: newIdempotencyKey() });
  };
  const submit = async () => {
    if (!open) return;
    const v = await form.validateFields();
    setBusy(true);
    try {
      await sendAction(
        occupationActions[open.action],
        {
          occupyNum: occ.occupyNum,
          version: occ.version,
          remark: v.remark || undefined,
          occupyFlag: v.occupyFlag,
          ...(evidence
            ? {
                reviewImgUrls: photos.length ? photos.map((p) => p.url) : undefined,
                reviewUserAddress: v.reviewUserAddress || undefined,
                reviewUserCenterLat: v.reviewUserCenterLat ?? undefined,
                reviewUserCenterLng: v.reviewUserCenterLng ?? undefined,
              }
            : {}),
        },
        open.key,
      );
      message.success(`${TRANSITIONS[open.action].label}：已提交`);
      setOpen(null);
      onDone();
    } catch (e) {
      // The client already showed what went wrong; the form stays open. After an answer from the server the
      // case is refreshed (its new version, its new status) and the next submit is a new request.
      const key = keyAfterFailure(e, open.key);
      if (key !== open.key) {
        setOpen({ ...open, key });
        onDone();
      }
    } finally {
      setBusy(false);
    }
  };
  const locate = () =>
    navigator.geolocation?.getCurrentPosition(
      (p) =>
        form.setFieldsValue({
          reviewUserCenterLat: Number(p.coords.latitude.toFixed(6)),
          reviewUserCenterLng: Number(p.coords.longitude.toFixed(6)),
        }),
      () => message.warning('无法获取当前位置，请手动填写'),
    );

  return (
    <>
      <div className="review-actions">
        {allowed.map((a) => (
          <Button
            key={a}
            type={a === 'reject' ? 'default' : 'primary'}
            danger={a === 'reject'}
            onClick={() => start(a)}
          >
            {TRANSITIONS[a].label}
          </Button>
        ))}
      </div>
      <Modal
        open={!!open && allowed.includes(open.action)}
        title={open ? `${TRANSITIONS[open.action].label} · ${occ.occupyNum}` : ''}
        okText="提交"
        confirmLoading={busy}
        onOk={submit}
        onCancel={() => setOpen(null)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical">
          <Form.Item name="occupyFlag" label="认定结果">
            <Radio.Group options={[1, 0].map((f) => ({ value: f, label: OCCUPY_FLAG_LABELS[f as 0 | 1] }))} />
          </Form.Item>
          <Form.Item name="remark" label="意见">
            <Input.TextArea rows={3} maxLength={500} showCount />
          </Form.Item>
          {evidence ? (
            <>
              <Form.Item label="现场照片（JPEG/PNG/WebP，单张 5 MB 以内）">
                <Upload
                  accept="image/jpeg,image/png,image/webp"
                  listType="picture-card"
                  maxCount={REVIEW_IMG_MAX_COUNT}
                  fileList={photos.map((p) => ({ uid: p.url, name: p.name, status: 'done', url: p.src }))}
                  onRemove={(f) => setPhotos((ps) => ps.filter((p) => p.url !== f.uid))}
                  customRequest={async ({ file, onError, onSuccess }) => {
                    try {
                      const f = file as File;
                      const up = await callApi(uploadReviewImg, {
                        occupyNum: occ.occupyNum,
                        fileName: f.name,
                        contentBase64: await readBase64(f),
                      });
                      setPhotos((ps) => [...ps, { ...up, name: f.name }]);
                      onSuccess?.(up);
                    } catch (e) {
                      onError?.(e as Error);
                    }
                  }}
                >
                  上传
                </Upload>
              </Form.Item>
              <Form.Item name="reviewUserAddress" label="复核地点">
                <Input maxLength={200} />
              </Form.Item>
              <Space align="end" wrap>
                <Form.Item name="reviewUserCenterLat" label="纬度">
                  <InputNumber min={-90} max={90} step={0.000001} />
                </Form.Item>
                <Form.Item name="reviewUserCenterLng" label="经度">
                  <InputNumber min={-180} max={180} step={0.000001} />
                </Form.Item>
                <Form.Item>
                  <Button onClick={locate}>获取当前位置</Button>
                </Form.Item>
              </Space>
            </>
          ) : null}
        </Form>
      </Modal>
    </>
  );
}
