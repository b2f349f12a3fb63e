import { tileTemplateProblem } from '@fengshou/core';
import {
  IMAGERY_PHASE_LABELS,
  IMAGERY_SOURCE_LABELS,
  IMAGERY_SOURCE_TYPES,
  type ImageryPhase,
  type ImagerySourceType,
  SYNTHETIC_ZOOMS,
  saveBatchImagery,
} from '@fengshou/core/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, InputNumber, Modal, Radio, Segmented, Space } from 'antd';
import { useEffect, useState } from 'react';
import { callApi } from '../../api';
import { batchImageryQuery, useBatchImagery } from '../../map';

interface FormValues {
  sourceType: ImagerySourceType;
  tileUrl?: string;
  minZoom: number;
  maxZoom: number;
  attribution?: string;
}

/**
 * 影像来源: where a batch's before and after images come from, for holders of imagery:manage. A bureau
 * enters its imagery service as an XYZ or WMTS GetTile template; the server fetches the tiles, so the
 * address (and any key in it) is only ever shown here. The demo counties use synthetic imagery.
 */
export function ImagerySourceButton({ batchId, batchName }: { batchId: number; batchName: string }) {
  const [open, setOpen] = useState(false);
  const [phase, setPhase] = useState<ImageryPhase>('after');
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<FormValues>();
  const type = Form.useWatch('sourceType', form);
  const imagery = useBatchImagery(open ? batchId : undefined);
  const qc = useQueryClient();
  const { message } = App.useApp();
  const current = imagery.data?.phases.find((p) => p.phase === phase);
  const phases = imagery.data?.phases.filter((p) => p.imageDate) ?? [];

  useEffect(() => {
    if (!open || !current) return;
    form.setFieldsValue({
      sourceType: current.sourceType ?? 'template',
      tileUrl: current.tileUrl ?? undefined,
      minZoom: current.minZoom ?? SYNTHETIC_ZOOMS.min,
      maxZoom: current.maxZoom ?? SYNTHETIC_ZOOMS.max,
      attribution: current.attribution ?? undefined,
    });
  }, [open, current, form]);

  const submit = async () => {
    const v = await form.validateFields();
    setBusy(true);
    try {
      const saved = await callApi(saveBatchImagery, {
        batchId,
        phase,
        sourceType: v.sourceType,
        tileUrl: v.sourceType === 'template' ? v.tileUrl : null,
        minZoom: v.minZoom,
        maxZoom: v.maxZoom,
        attribution: v.attribution || null,
      });
      qc.setQueryData(batchImageryQuery(batchId).queryKey, saved);
      message.success(`${IMAGERY_PHASE_LABELS[phase]}影像来源已保存`);
    } catch {
      // The client showed the server's answer (a 300 names the field); the form stays open.
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        影像来源
      </Button>
      <Modal
        open={open}
        title={`影像来源 · ${batchName}`}
        okText="保存"
        confirmLoading={busy}
        onOk={submit}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Segmented
          block
          value={phase}
          onChange={(v) => setPhase(v as ImageryPhase)}
          options={phases.map((p) => ({
            value: p.phase,
            label: `${IMAGERY_PHASE_LABELS[p.phase]} ${p.imageDate}`,
          }))}
          style={{ marginBottom: 16 }}
        />
        <Form form={form} layout="vertical" disabled={!current}>
          <Form.Item name="sourceType" label="来源">
            <Radio.Group
              options={IMAGERY_SOURCE_TYPES.map((t) => ({ value: t, label: IMAGERY_SOURCE_LABELS[t] }))}
            />
          </Form.Item>
          {type === 'template' && (
            <Form.Item
              name="tileUrl"
              label="瓦片地址模板"
              extra="占位符 {z} {x} {y}（或 {-y}），子域 {a-c}、{0-7}；服务密钥直接写入地址，只保存在服务器"
              rules={[
                {
                  validator: async (_, v: string | undefined) => {
                    const problem = tileTemplateProblem(v ?? '');
                    if (problem) throw new Error(problem);
                  },
                },
              ]}
            >
              <Input.TextArea autoSize placeholder="https://img.example.gov.cn/2023q1/{z}/{x}/{y}.jpg" />
            </Form.Item>
          )}
          <Space>
            <Form.Item name="minZoom" label="最小级别" rules={[{ required: true }]}>
              <InputNumber min={0} max={22} precision={0} />
            </Form.Item>
            <Form.Item name="maxZoom" label="最大级别" rules={[{ required: true }]}>
              <InputNumber min={0} max={22} precision={0} />
            </Form.Item>
          </Space>
          <Form.Item name="attribution" label="影像说明（来源、分辨率）">
            <Input maxLength={200} />
          </Form.Item>
        </Form>
        {current?.updateTime && <div className="muted">最近保存：{current.updateTime}</div>}
      </Modal>
    </>
  );
}
