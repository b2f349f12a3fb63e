import { Alert, Form, Radio, Select, Typography } from 'antd';
import { useParams } from 'react-router';
import { usePortal } from '../../../api/portal-context';
import { useEditorStore } from '../editor-store';
import { filterFollowers, linkTargets } from '../linkage-model';
import type { SectionProps } from './section-types';

type Mode = 'none' | 'filter' | 'jump';

const MODES: { value: Mode; label: string }[] = [
  { value: 'none', label: '无联动' },
  { value: 'filter', label: '筛选本屏其他板块' },
  { value: 'jump', label: '跳转到专题' },
];

/**
 * 联动: what a click on one of the plate's chart elements does. It chooses an area (a town's bar, a map
 * region, a rank row), a period (a month, a year) or a category (a slice); `filter` hands the choice to the
 * other plates as `$_filter…` names their parameters read, `jump` opens a topic carrying it.
 */
export function LinkageSection({ plate, onChange }: SectionProps) {
  const { menuRoutes } = usePortal();
  const self = Number(useParams().menuKey);
  const plates = useEditorStore((s) => s.doc.plates);
  const mode: Mode = plate.linkage?.action ?? 'none';
  const targets = linkTargets(menuRoutes, self);
  const followers = mode === 'filter' ? filterFollowers(plates, plate.position) : [];

  const setMode = (next: Mode) => {
    if (next === 'none') onChange({ linkage: null });
    else if (next === 'filter') onChange({ linkage: { action: 'filter' } });
    else onChange({ linkage: targets[0] ? { action: 'jump', menuKey: targets[0].key } : { action: 'jump' } });
  };

  return (
    <>
      <Form.Item
        label="点击图表元素时"
        extra="点击乡镇的柱、地图区域或排名行选择区域；点击月份、年份选择时段；点击其他类别（如饼图扇区）选择类别。"
      >
        <Radio.Group
          value={mode}
          options={MODES}
          optionType="button"
          size="small"
          onChange={(e) => setMode(e.target.value as Mode)}
          aria-label="联动方式"
        />
      </Form.Item>
      {mode === 'jump' ? (
        <Form.Item
          label="目标专题"
          required
          validateStatus={plate.linkage?.menuKey ? undefined : 'error'}
          help={plate.linkage?.menuKey ? '跳转时带上当前区域、时段与所选内容' : '请选择目标专题'}
        >
          <Select
            value={plate.linkage?.menuKey}
            options={targets.map((t) => ({ value: t.key, label: t.name }))}
            onChange={(menuKey: number) => onChange({ linkage: { action: 'jump', menuKey } })}
            showSearch={{ optionFilterProp: 'label' }}
            notFoundContent="本主体菜单中没有可跳转的专题"
            aria-label="目标专题"
          />
        </Form.Item>
      ) : null}
      {mode === 'filter' && followers.length > 0 ? (
        <section className="linkage-followers" aria-label="随之筛选的板块">
          <Typography.Text type="secondary">随之筛选的板块：</Typography.Text>
          <ul>
            {followers.map((f) => (
              <li key={f.name}>
                {f.name}（{f.parts.join('、')}）
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {mode === 'filter' && followers.length === 0 ? (
        <Alert
          type="warning"
          showIcon
          title="本屏其他板块的参数还没有读取筛选条件，点击后不会有板块变化"
          description="在其他板块的参数中使用 $_filterAreaId、$_filterCategory、$_filterStartDate 等变量，例如 parameter{$_filterAreaId || $_areaId}。"
        />
      ) : null}
    </>
  );
}
