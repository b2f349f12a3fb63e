import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { HELPER_NAMES, resolveDataSourceParams } from '@fengshou/core';
import { bodyKey } from '@fengshou/core/plates';
import { Button, Input, Select, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useDataSourceContext } from '../../../dashboard/use-dashboard-data';
import {
  type ParamKind,
  type ParamRow,
  parametersOf,
  rowProblem,
  rowsOf,
  VARIABLE_LABELS,
  VARIABLES,
} from '../param-rows';
import type { SectionProps } from './section-types';
import { sourceModeOf } from './source-model';

const KINDS: { value: ParamKind; label: string }[] = [
  { value: 'var', label: '变量' },
  { value: 'expr', label: '表达式' },
  { value: 'text', label: '文本' },
  { value: 'number', label: '数字' },
  { value: 'json', label: 'JSON' },
];

const VARIABLE_OPTIONS = VARIABLES.map((v) => ({ value: v, label: `$_${v}　${VARIABLE_LABELS[v]}` }));

/** Parameters the data-source section edits itself (the metrics, the dimension, the row limit). */
function managedKeys(interfaceUrl: string | null | undefined): string[] {
  const mode = sourceModeOf(interfaceUrl);
  return mode === 'summary' ? ['metrics'] : mode === 'breakdown' ? ['metrics', 'by', 'limit'] : [];
}

function split(parameters: Readonly<Record<string, unknown>>, managed: readonly string[]) {
  const own: Record<string, unknown> = {};
  const kept: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(parameters)) (managed.includes(k) ? kept : own)[k] = v;
  return { own, kept };
}

function ValueInput({ row, onChange }: { row: ParamRow; onChange: (text: string) => void }) {
  if (row.kind === 'var') {
    return (
      <Select
        value={row.text || undefined}
        options={VARIABLE_OPTIONS}
        onChange={onChange}
        labelRender={(o) => `$_${o.value}`}
        placeholder="选择变量"
        popupMatchSelectWidth={false}
        aria-label={`${row.key}的变量`}
      />
    );
  }
  if (row.kind === 'expr') {
    return (
      <Input
        className="param-expr"
        value={row.text}
        addonBefore="parameter{"
        addonAfter="}"
        placeholder="dateFormat($_dateToday, 'YYYY')"
        onChange={(e) => onChange(e.target.value)}
        aria-label={`${row.key}的表达式`}
        spellCheck={false}
      />
    );
  }
  return (
    <Input
      value={row.text}
      onChange={(e) => onChange(e.target.value)}
      aria-label={`${row.key}的值`}
      spellCheck={false}
    />
  );
}

/**
 * 参数: the body the plate sends, one row a parameter: a `$_` variable of the area and date context, a
 * `parameter{…}` expression, or a fixed value. Each row is checked by the core evaluator as it is typed
 * (the check the server makes on save) and shows what it resolves to in the preview's area.
 */
export function ParamsSection({ plate, onChange }: SectionProps) {
  const managed = useMemo(() => managedKeys(plate.interfaceUrl), [plate.interfaceUrl]);
  const { own, kept } = split(plate.parameters, managed);
  const [rows, setRows] = useState<ParamRow[]>(() => rowsOf(own));
  const source = useDataSourceContext();
  // A change from elsewhere (another plate chosen, the source switched, an import) replaces the rows.
  const ownKey = bodyKey(own);
  // biome-ignore lint/correctness/useExhaustiveDependencies: ownKey stands for own
  useEffect(() => {
    if (bodyKey(parametersOf(rows)) !== ownKey) setRows(rowsOf(own));
  }, [ownKey, plate.position]);
  const commit = (next: ParamRow[]) => {
    setRows(next);
    onChange({ parameters: { ...kept, ...parametersOf(next) } });
  };
  const edit = (i: number, patch: Partial<ParamRow>) =>
    commit(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const resolved = useMemo(
    () => (source ? resolveDataSourceParams(parametersOf(rows), source.ctx).body : {}),
    [rows, source],
  );
  return (
    <div className="param-rows">
      {rows.length === 0 ? <div className="param-empty">暂无参数</div> : null}
      {rows.map((row, i) => {
        const problem = rowProblem(row, rows);
        const value = resolved[row.key.trim()];
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional while their keys are typed
          <div key={i} className={`param-row${problem ? ' has-problem' : ''}`} data-param={row.key}>
            <div className="param-line">
              <Input
                className="param-key"
                value={row.key}
                placeholder="参数名"
                onChange={(e) => edit(i, { key: e.target.value })}
                aria-label={`参数${i + 1}名称`}
                spellCheck={false}
              />
              <Select
                className="param-kind"
                value={row.kind}
                options={KINDS}
                onChange={(kind) => edit(i, { kind, text: kind === 'var' ? 'areaId' : '' })}
                aria-label={`参数${i + 1}类型`}
              />
              <div className="param-value">
                <ValueInput row={row} onChange={(text) => edit(i, { text })} />
              </div>
              <Button
                type="text"
                icon={<DeleteOutlined />}
                onClick={() => commit(rows.filter((_, j) => j !== i))}
                aria-label={`删除参数${row.key || i + 1}`}
              />
            </div>
            {problem ? (
              <div className="param-problem" role="alert">
                {problem}
              </div>
            ) : value !== undefined ? (
              <div className="param-resolved">当前区域取值：{JSON.stringify(value)}</div>
            ) : null}
          </div>
        );
      })}
      <Button
        icon={<PlusOutlined />}
        size="small"
        onClick={() => setRows([...rows, { key: '', kind: 'text', text: '' }])}
      >
        添加参数
      </Button>
      <Typography.Paragraph type="secondary" className="param-help">
        表达式写在 parameter{'{…}'} 中，可用变量 $_areaId 等、运算符与函数 {HELPER_NAMES.join('、')}
        ；不支持其他写法，保存时服务器再次检查。
      </Typography.Paragraph>
    </div>
  );
}
