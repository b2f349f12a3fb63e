import type { PlateView, PlateVisual } from '@fengshou/core/contract';
import { Checkbox, Form, InputNumber, Select, Space } from 'antd';
import { VISUAL_OPTIONS } from '../visual-labels';
import { FieldMapping } from './field-mapping';
import type { SectionProps } from './section-types';

const REFRESH_OPTIONS = [
  { value: 0, label: '不自动刷新（切换区域时刷新）' },
  { value: 60, label: '每 1 分钟' },
  { value: 300, label: '每 5 分钟' },
  { value: 900, label: '每 15 分钟' },
  { value: 1800, label: '每 30 分钟' },
  { value: 3600, label: '每 1 小时' },
];

const CHARTS_WITH_ROWS: readonly PlateVisual[] = ['rank', 'table', 'scroll-list'];
const DRILLABLE: readonly PlateVisual[] = ['bar', 'rank', 'table', 'scroll-list', 'pie', 'ring', 'line'];

/** 可视化: the visualisation of the registry, its options, the field mapping and the refresh interval. */
export function VisualSection({ plate, onChange, sample }: SectionProps) {
  const view: PlateView = plate.view ?? { visual: 'bar' };
  const set = (patch: Partial<PlateView>) => onChange({ view: { ...view, ...patch } });
  const visual = view.visual;
  return (
    <>
      <Form.Item label="可视化类型" required>
        <Select
          value={visual}
          options={VISUAL_OPTIONS}
          showSearch={{ optionFilterProp: 'label' }}
          onChange={(v) => set({ visual: v })}
          aria-label="可视化类型"
        />
      </Form.Item>
      {visual === 'bar' || visual === 'line' || DRILLABLE.includes(visual) ? (
        <Form.Item label="显示选项">
          <Space wrap size={[16, 4]}>
            {visual === 'bar' ? (
              <>
                <Checkbox
                  checked={view.horizontal ?? false}
                  onChange={(e) => set({ horizontal: e.target.checked })}
                >
                  横向
                </Checkbox>
                <Checkbox checked={view.stack ?? false} onChange={(e) => set({ stack: e.target.checked })}>
                  堆叠
                </Checkbox>
              </>
            ) : null}
            {visual === 'line' ? (
              <>
                <Checkbox checked={view.smooth ?? false} onChange={(e) => set({ smooth: e.target.checked })}>
                  平滑曲线
                </Checkbox>
                <Checkbox checked={view.area ?? false} onChange={(e) => set({ area: e.target.checked })}>
                  面积
                </Checkbox>
              </>
            ) : null}
            {DRILLABLE.includes(visual) ? (
              <Checkbox checked={view.drill ?? false} onChange={(e) => set({ drill: e.target.checked })}>
                点击区域下钻
              </Checkbox>
            ) : null}
          </Space>
        </Form.Item>
      ) : null}
      {visual === 'gauge' ? (
        <Form.Item label="仪表盘最大值" extra="不填时百分比按100">
          <InputNumber
            min={0.01}
            value={view.max ?? null}
            onChange={(v) => set({ max: v ?? undefined })}
            aria-label="仪表盘最大值"
          />
        </Form.Item>
      ) : null}
      {CHARTS_WITH_ROWS.includes(visual) ? (
        <Form.Item label="最多显示行数">
          <InputNumber
            min={1}
            max={100}
            value={view.limit ?? null}
            onChange={(v) => set({ limit: v ?? undefined })}
            aria-label="最多显示行数"
          />
        </Form.Item>
      ) : null}
      {visual === 'image-carousel' ? null : <FieldMapping view={view} onChange={set} sample={sample} />}
      <Form.Item label="刷新间隔" extra="大屏长时间打开时按此间隔重新取数">
        <Select
          value={view.refreshSeconds ?? 0}
          options={REFRESH_OPTIONS}
          onChange={(v) => set({ refreshSeconds: v || undefined })}
          aria-label="刷新间隔"
        />
      </Form.Item>
    </>
  );
}
