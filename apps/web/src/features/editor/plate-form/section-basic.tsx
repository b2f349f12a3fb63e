import { Form, Input } from 'antd';
import type { SectionProps } from './section-types';

/** 基本信息: the plate's name, the remark shown as its tooltip and the declaration line under it. */
export function BasicSection({ plate, onChange }: SectionProps) {
  const name = plate.plateName.trim();
  return (
    <>
      <Form.Item
        label="板块名称"
        required
        validateStatus={name === '' ? 'error' : undefined}
        help={name === '' ? '请填写板块名称' : undefined}
      >
        <Input
          value={plate.plateName}
          maxLength={32}
          showCount
          onChange={(e) => onChange({ plateName: e.target.value })}
          aria-label="板块名称"
        />
      </Form.Item>
      <Form.Item label="提示说明" extra="鼠标悬停在板块名称上时显示">
        <Input
          value={plate.remark ?? ''}
          maxLength={200}
          onChange={(e) => onChange({ remark: e.target.value || null })}
          aria-label="提示说明"
        />
      </Form.Item>
      <Form.Item label="描述" extra="显示在板块名称下方的一行说明">
        <Input.TextArea
          value={plate.declaration ?? ''}
          maxLength={500}
          autoSize={{ minRows: 1, maxRows: 3 }}
          onChange={(e) => onChange({ declaration: e.target.value || null })}
          aria-label="描述"
        />
      </Form.Item>
    </>
  );
}
