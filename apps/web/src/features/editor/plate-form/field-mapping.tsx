import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { PlateView } from '@fengshou/core/contract';
import { AutoComplete, Button, Form, Input, Select, Typography } from 'antd';
import { errorText } from '../../../api';
import type { SampleResult } from './use-sample';

type Value = NonNullable<PlateView['values']>[number];

const FORMATS = [
  { value: 'large', label: '万/亿' },
  { value: 'plain', label: '原值' },
  { value: 'percent', label: '百分比' },
  { value: 'text', label: '文本' },
];

const FIELD = /^[A-Za-z_][\w]*(\.[\w]+)*$/;

function SampleLine({ sample }: { sample: SampleResult }) {
  const text =
    sample.status === 'none'
      ? '未配置数据源'
      : sample.status === 'loading'
        ? '正在读取预览区域的数据…'
        : sample.status === 'error'
          ? `数据读取失败：${errorText(sample.error)}`
          : `预览区域返回 ${sample.rowCount} 行；字段：${sample.fields.join('、') || '无'}`;
  return (
    <Typography.Text type={sample.status === 'error' ? 'danger' : 'secondary'} className="mapping-sample">
      {text}
    </Typography.Text>
  );
}

/**
 * 字段映射: where the rows are in the answer, which field labels them and which fields are drawn (series of a
 * chart, columns of a table), with names, units and number formats; the fields offered are those the data
 * source answers in the preview's area.
 */
export function FieldMapping({
  view,
  onChange,
  sample,
}: {
  view: PlateView;
  onChange: (patch: Partial<PlateView>) => void;
  sample: SampleResult;
}) {
  const fieldOptions = sample.fields.map((f) => ({ value: f }));
  const values = view.values ?? [];
  const setValue = (i: number, patch: Partial<Value>) =>
    onChange({ values: values.map((v, j) => (j === i ? { ...v, ...patch } : v)) });
  const bad = (f: string | undefined) => f !== undefined && f !== '' && !FIELD.test(f);
  return (
    <fieldset className="field-mapping">
      <legend>字段映射</legend>
      <SampleLine sample={sample} />
      <div className="mapping-grid">
        <Form.Item label="数据行位置" extra="不填：结果本身或其中的 rows / list">
          <Input
            value={view.rows ?? ''}
            placeholder="rows"
            onChange={(e) => onChange({ rows: e.target.value.trim() || undefined })}
            aria-label="数据行位置"
          />
        </Form.Item>
        <Form.Item
          label="分类字段"
          extra="横轴或名称；不填时自动识别"
          validateStatus={bad(view.label) ? 'error' : undefined}
        >
          <AutoComplete
            value={view.label ?? ''}
            options={fieldOptions}
            placeholder="name"
            onChange={(v: string) => onChange({ label: v.trim() || undefined })}
            aria-label="分类字段"
          />
        </Form.Item>
      </div>
      <div className="mapping-values">
        <div className="mapping-values-head">
          <span>数值字段（图表系列或表格列）</span>
          <Button
            size="small"
            icon={<PlusOutlined />}
            disabled={values.length >= 8}
            onClick={() => onChange({ values: [...values, { field: sample.fields[0] ?? 'value' }] })}
          >
            添加
          </Button>
        </div>
        {values.length === 0 ? (
          <Typography.Text type="secondary">未配置：按数据源默认（统计指标时为所选全部指标）</Typography.Text>
        ) : null}
        {values.map((v, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: series are positional
          <div key={i} className={`mapping-value${bad(v.field) || v.field === '' ? ' has-problem' : ''}`}>
            <AutoComplete
              value={v.field}
              options={fieldOptions}
              placeholder="字段"
              onChange={(f: string) => setValue(i, { field: f.trim() })}
              aria-label={`数值字段${i + 1}`}
            />
            <Input
              value={v.name ?? ''}
              placeholder="显示名称"
              maxLength={32}
              onChange={(e) => setValue(i, { name: e.target.value || undefined })}
              aria-label={`数值字段${i + 1}名称`}
            />
            <Input
              value={v.unit ?? ''}
              placeholder="单位"
              maxLength={16}
              onChange={(e) => setValue(i, { unit: e.target.value || undefined })}
              aria-label={`数值字段${i + 1}单位`}
            />
            <Select
              value={v.format}
              placeholder="格式"
              allowClear
              options={FORMATS}
              onChange={(format) => setValue(i, { format })}
              aria-label={`数值字段${i + 1}格式`}
            />
            <Button
              type="text"
              icon={<DeleteOutlined />}
              onClick={() => onChange({ values: values.filter((_, j) => j !== i) })}
              aria-label={`删除数值字段${i + 1}`}
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}
