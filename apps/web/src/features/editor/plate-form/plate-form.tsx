import type { DocPlate } from '@fengshou/core/contract';
import { Alert, Collapse, Empty, Form } from 'antd';
import { useCallback } from 'react';
import { useEditorStore, useSelectedPlate } from '../editor-store';
import { VISUAL_LABELS } from '../visual-labels';
import { PLATE_FORM_SECTIONS } from './sections';
import { useSample } from './use-sample';

function Sections({ plate, problem }: { plate: DocPlate; problem: string | undefined }) {
  const patch = useEditorStore((s) => s.patch);
  const onChange = useCallback((p: Partial<DocPlate>) => patch(plate.position, p), [patch, plate.position]);
  const sample = useSample(plate);
  return (
    <Form layout="vertical" size="small" className="plate-form" aria-label={`板块${plate.position}配置`}>
      {problem ? <Alert type="error" showIcon className="plate-form-problem" title={problem} /> : null}
      <Collapse
        className="plate-form-sections"
        defaultActiveKey={PLATE_FORM_SECTIONS.map((s) => s.key)}
        items={PLATE_FORM_SECTIONS.filter((s) => s.shows?.(plate) ?? true).map(
          ({ key, title, Component }) => ({
            key,
            label: title,
            children: <Component plate={plate} onChange={onChange} sample={sample} />,
          }),
        )}
      />
    </Form>
  );
}

/** 板块配置: the selected plate's form, section by section; every change shows in the preview at once. */
export function PlateForm({ problems }: { problems: Readonly<Record<number, string>> }) {
  const plate = useSelectedPlate();
  if (!plate) {
    return (
      <div className="plate-form-empty">
        <Empty description="在左侧选择一个板块，或添加新板块" />
      </div>
    );
  }
  return (
    <div className="plate-form-wrap">
      <div className="editor-pane-head">
        <span className="editor-pane-title">板块 {plate.position} 配置</span>
        <span className="editor-pane-sub">
          {plate.view ? VISUAL_LABELS[plate.view.visual] : '无数据视图'}
        </span>
      </div>
      <Sections key={plate.position} plate={plate} problem={problems[plate.position]} />
    </div>
  );
}
