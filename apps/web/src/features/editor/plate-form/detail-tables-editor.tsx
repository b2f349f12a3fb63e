import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { DocPlate } from '@fengshou/core/contract';
import { Button, Empty, Input, Tabs } from 'antd';
import { useState } from 'react';

type Table = DocPlate['detailTables'][number];
type Group = Table['plateDetailChartMetricGroupList'][number];

const MAX_TABLES = 4;
const MAX_GROUPS = 6;
const MAX_METRICS = 3;

const newGroup = (n: number): Group => ({
  chartMetricGroupName: `分组${n}`,
  plateDetailChartMetricList: [{ chartMetricName: '指标', chartMetricValue: null }],
});
const newTable = (n: number): Table => ({
  chartName: `明细表${n}`,
  plateDetailChartMetricGroupList: [newGroup(1)],
});

function GroupRow({
  group,
  index,
  onChange,
  onRemove,
}: {
  group: Group;
  index: number;
  onChange: (g: Group) => void;
  onRemove?: () => void;
}) {
  const metrics = group.plateDetailChartMetricList;
  const setMetric = (i: number, patch: Partial<Group['plateDetailChartMetricList'][number]>) =>
    onChange({
      ...group,
      plateDetailChartMetricList: metrics.map((m, j) => (j === i ? { ...m, ...patch } : m)),
    });
  return (
    <div className="dt-group" data-group={index + 1}>
      <Input
        className="dt-group-name"
        value={group.chartMetricGroupName}
        maxLength={32}
        status={group.chartMetricGroupName.trim() === '' ? 'error' : undefined}
        onChange={(e) => onChange({ ...group, chartMetricGroupName: e.target.value })}
        aria-label={`分组${index + 1}名称`}
      />
      <div className="dt-metrics">
        {metrics.map((m, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: metrics are positional
          <div key={i} className="dt-metric">
            <Input
              value={m.chartMetricName}
              maxLength={32}
              placeholder="指标名"
              status={m.chartMetricName.trim() === '' ? 'error' : undefined}
              onChange={(e) => setMetric(i, { chartMetricName: e.target.value })}
              aria-label={`分组${index + 1}指标${i + 1}名称`}
            />
            <Input
              value={m.chartMetricValue ?? ''}
              maxLength={64}
              placeholder="数值（空显示 --）"
              onChange={(e) => setMetric(i, { chartMetricValue: e.target.value || null })}
              aria-label={`分组${index + 1}指标${i + 1}数值`}
            />
            {metrics.length > 1 ? (
              <Button
                size="small"
                type="text"
                icon={<DeleteOutlined />}
                onClick={() =>
                  onChange({ ...group, plateDetailChartMetricList: metrics.filter((_, j) => j !== i) })
                }
                aria-label={`删除分组${index + 1}指标${i + 1}`}
              />
            ) : null}
          </div>
        ))}
        {metrics.length < MAX_METRICS ? (
          <Button
            size="small"
            type="dashed"
            icon={<PlusOutlined />}
            onClick={() =>
              onChange({
                ...group,
                plateDetailChartMetricList: [...metrics, { chartMetricName: '指标', chartMetricValue: null }],
              })
            }
          >
            指标
          </Button>
        ) : null}
      </div>
      {onRemove ? (
        <Button
          size="small"
          type="text"
          danger
          icon={<DeleteOutlined />}
          onClick={onRemove}
          aria-label={`删除分组${index + 1}`}
        />
      ) : null}
    </div>
  );
}

/**
 * 明细表: the tables the 详情 dialog shows, stored with the dashboard (up to 4 tables, each up to 6 metric
 * groups of up to 3 metrics, spec §2); the dialog's type selector picks among them.
 */
export function DetailTablesEditor({
  tables,
  onChange,
}: {
  tables: Table[];
  onChange: (t: Table[]) => void;
}) {
  const [active, setActive] = useState(0);
  const at = Math.min(active, Math.max(0, tables.length - 1));
  const setTable = (i: number, t: Table) => onChange(tables.map((x, j) => (j === i ? t : x)));
  if (tables.length === 0) {
    return (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="尚无明细表">
        <Button icon={<PlusOutlined />} onClick={() => onChange([newTable(1)])}>
          添加明细表
        </Button>
      </Empty>
    );
  }
  return (
    <Tabs
      className="dt-tabs"
      type="editable-card"
      size="small"
      activeKey={String(at)}
      onChange={(k) => setActive(Number(k))}
      onEdit={(key, action) => {
        if (action === 'add' && tables.length < MAX_TABLES) {
          onChange([...tables, newTable(tables.length + 1)]);
          setActive(tables.length);
        } else if (action === 'remove') onChange(tables.filter((_, j) => String(j) !== key));
      }}
      hideAdd={tables.length >= MAX_TABLES}
      items={tables.map((t, i) => {
        const groups = t.plateDetailChartMetricGroupList;
        const setGroups = (g: Group[]) => setTable(i, { ...t, plateDetailChartMetricGroupList: g });
        return {
          key: String(i),
          label: t.chartName || `明细表${i + 1}`,
          children: (
            <div className="dt-table">
              <Input
                value={t.chartName}
                maxLength={32}
                addonBefore="表名"
                status={t.chartName.trim() === '' ? 'error' : undefined}
                onChange={(e) => setTable(i, { ...t, chartName: e.target.value })}
                aria-label="明细表名称"
              />
              {groups.map((g, gi) => (
                <GroupRow
                  // biome-ignore lint/suspicious/noArrayIndexKey: groups are positional
                  key={gi}
                  group={g}
                  index={gi}
                  onChange={(ng) => setGroups(groups.map((x, j) => (j === gi ? ng : x)))}
                  onRemove={
                    groups.length > 1 ? () => setGroups(groups.filter((_, j) => j !== gi)) : undefined
                  }
                />
              ))}
              {groups.length < MAX_GROUPS ? (
                <Button
                  size="small"
                  icon={<PlusOutlined />}
                  onClick={() => setGroups([...groups, newGroup(groups.length + 1)])}
                >
                  添加分组（最多{MAX_GROUPS}个）
                </Button>
              ) : null}
            </div>
          ),
        };
      })}
    />
  );
}
