import { getLandControlAnalysis } from '@fengshou/core/contract';
import { Select, Table } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useApiQuery } from '../../api';
import { useCurrentArea } from '../../area/use-current-area';
import { AreaContextBar } from '../../ui/area/area-context-bar';
import { DataState } from '../../ui/data-state';
import { PageFrame, StatStrip } from '../../ui/detail-page';
import { EChart } from '../../ui/echart';
import { Panel } from '../../ui/panel';
import type { PageProps } from '../../ui/route-meta';
import {
  comparisonRows,
  monthsOption,
  RESOLVED_LABELS,
  rate,
  rateText,
  statusOption,
  typesOption,
} from './analysis-rules';
import './land-control.css';

/**
 * 耕地管控数据分析: the farmland-control cases of the area that entered review in a year — 非农化 occupations
 * and 耕地异常 records — by month against the year before, by type, by review status and by child area, with
 * the closure and rectification rates and the area involved.
 */
export default function LandControlAnalysisPage({ meta }: PageProps) {
  const { selected } = useCurrentArea();
  const [year, setYear] = useState<number>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new area opens on its own latest year
  useEffect(() => setYear(undefined), [selected?.areaId]);
  const q = useApiQuery(
    getLandControlAnalysis,
    { areaId: selected?.areaId, areaLevel: selected?.level, year },
    { enabled: selected !== null },
  );
  const d = q.data;
  const charts = useMemo(
    () =>
      d && {
        months: monthsOption(d),
        occupationTypes: typesOption(d, 'occupation'),
        abnormalTypes: typesOption(d, 'abnormal'),
        statuses: statusOption(d),
      },
    [d],
  );
  return (
    <PageFrame
      title={meta.title}
      subtitle={`${selected?.areaName ?? ''}耕地非农化与耕地异常图斑的年度统计：类型、状态、月份、下级区域与上年对比`}
      extra={
        <>
          {d && d.years.length > 0 && (
            <Select
              aria-label="统计年度"
              style={{ width: 110 }}
              value={d.year}
              onChange={(v: number) => setYear(v)}
              options={d.years.map((y) => ({ value: y, label: `${y}年` }))}
            />
          )}
          <AreaContextBar />
        </>
      }
    >
      <DataState
        query={q}
        isEmpty={(a) => a.years.length === 0}
        emptyText="该区域暂无耕地非农化与耕地异常图斑，可在数据导入中导入遥感监测批次及图斑"
      >
        {(a) => (
          <>
            <StatStrip
              stats={a.kinds.flatMap((k) => [
                {
                  label: `${a.year}年${k.label}图斑（上年${k.lastYear.count}个）`,
                  value: k.count,
                  unit: '个',
                },
                { label: `${k.label}涉及面积`, value: k.areaMu.toLocaleString('zh-CN'), unit: '亩' },
                { label: `${k.label}办结率`, value: rateText(rate(k.closedCount, k.count)) },
                {
                  label: `${k.label}${RESOLVED_LABELS[k.kind]}`,
                  value: `${k.resolvedCount}（${rateText(rate(k.resolvedCount, k.count))}）`,
                },
              ])}
            />
            <div className="land-analysis-grid">
              <Panel title={`月度新增图斑（${a.year}年与${a.year - 1}年）`} className="land-analysis-wide">
                {charts && <EChart option={charts.months} label="月度新增图斑" />}
              </Panel>
              <Panel title="审核状态分布">
                {charts && <EChart option={charts.statuses} label="审核状态分布" />}
              </Panel>
              <Panel title="非农化占用类型">
                {charts && <EChart option={charts.occupationTypes} label="非农化占用类型" />}
              </Panel>
              <Panel title="耕地异常类型">
                {charts && <EChart option={charts.abnormalTypes} label="耕地异常类型" />}
              </Panel>
              <Panel title="与上年对比" className="land-analysis-table">
                <Table
                  size="small"
                  rowKey="key"
                  pagination={false}
                  dataSource={comparisonRows(a.kinds)}
                  columns={[
                    { title: '指标', dataIndex: 'label' },
                    { title: `${a.year}年`, dataIndex: 'now', align: 'right' },
                    { title: `${a.year - 1}年`, dataIndex: 'before', align: 'right' },
                    { title: '增减', dataIndex: 'change', align: 'right' },
                  ]}
                />
              </Panel>
              <Panel title="各区域图斑与办结" className="land-analysis-wide land-analysis-table">
                <Table
                  size="small"
                  rowKey="areaId"
                  pagination={false}
                  dataSource={a.areas}
                  columns={[
                    { title: '区域', dataIndex: 'areaName' },
                    { title: '非农化（个）', dataIndex: 'occupation', align: 'right' },
                    { title: '耕地异常（个）', dataIndex: 'abnormal', align: 'right' },
                    { title: '涉及面积（亩）', dataIndex: 'areaMu', align: 'right' },
                    { title: '已办结', dataIndex: 'closedCount', align: 'right' },
                    {
                      title: '办结率',
                      key: 'rate',
                      align: 'right',
                      render: (_: unknown, r) => rateText(rate(r.closedCount, r.occupation + r.abnormal)),
                    },
                  ]}
                />
              </Panel>
            </div>
          </>
        )}
      </DataState>
    </PageFrame>
  );
}
