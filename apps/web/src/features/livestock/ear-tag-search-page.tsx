import { getAnimalCounts, getEarTagStatistics, listEarTags, type ResultOf } from '@fengshou/core/contract';
import { Statistic, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useApiQuery } from '../../api';
import { useCurrentArea } from '../../area/use-current-area';
import { DataState } from '../../ui/data-state';
import { PageFrame } from '../../ui/detail-page';
import { EChart } from '../../ui/echart';
import type { ChartOption } from '../../ui/echarts';
import { Panel } from '../../ui/panel';
import type { PageProps } from '../../ui/route-meta';
import { pagingBody, type TableColumn, TablePage, type TableQuery } from '../../ui/table-page';
import { EarTagDrawer, STATUS_COLOR } from './ear-tag-drawer';
import { FarmsOnHand } from './farms-on-hand';
import { farmPath } from './links';
import './livestock.css';

type EarTagRow = ResultOf<typeof listEarTags>['list'][number];

const numberOf = (v: string | number | undefined) => (v === undefined ? undefined : Number(v));

const bodyOf = (q: TableQuery) => ({
  areaId: q.areaId,
  // Digits only (15 for a whole tag); anything else is refused by the server with the field named.
  earTagNo: q.filters.keyword?.replace(/\s/g, '') || undefined,
  species: numberOf(q.filters.extra?.species),
  earTagStatus: numberOf(q.filters.extra?.status),
});

const COLUMNS: TableColumn<EarTagRow>[] = [
  { key: 'earTagNo', title: '耳标号', dataIndex: 'earTagNo' },
  { key: 'speciesName', title: '畜种', dataIndex: 'speciesName', width: 64 },
  { key: 'breed', title: '品种', dataIndex: 'breed', render: (v: string | null) => v ?? '--' },
  {
    key: 'farmName',
    title: '养殖场',
    dataIndex: 'farmName',
    render: (name: string | null, r) =>
      r.farmId && name ? (
        <Link to={farmPath(r.farmId, name)} onClick={(e) => e.stopPropagation()}>
          {name}
        </Link>
      ) : (
        '--'
      ),
  },
  {
    key: 'earTagStatusName',
    title: '状态',
    dataIndex: 'earTagStatusName',
    width: 80,
    render: (t: string, r) => <Tag color={STATUS_COLOR[r.earTagStatus]}>{t}</Tag>,
  },
  { key: 'applyDate', title: '佩标日期', dataIndex: 'applyDate', width: 110 },
];

/**
 * /animal-husbandry-manage-third-part/earTags: the ear tags of the area selected across pages, searched
 * by number prefix, species and status; a row opens the tag with its history. Beside it the area's tag
 * and stock figures, and the farms holding animals (each opens its livestock farm page).
 */
export default function EarTagSearchPage({ meta }: PageProps) {
  const { selected } = useCurrentArea();
  const [open, setOpen] = useState<string | undefined>();
  const areaId = selected?.areaId;
  const stats = useApiQuery(getEarTagStatistics, { areaId }, { enabled: areaId !== undefined });
  const counts = useApiQuery(getAnimalCounts, { areaId }, { enabled: areaId !== undefined });
  const monthly = useMemo<ChartOption | undefined>(() => {
    const m = stats.data?.monthly;
    return (
      m && {
        grid: { left: 48, right: 12, top: 20, bottom: 24 },
        tooltip: { trigger: 'axis' },
        xAxis: { type: 'category', data: m.map((x) => x.month.slice(2)) },
        yAxis: { type: 'value', name: '枚' },
        series: [{ name: '佩标', type: 'bar', data: m.map((x) => x.count), barMaxWidth: 24 }],
      }
    );
  }, [stats.data]);
  const status = (key: number) => stats.data?.byStatus.find((s) => s.key === key)?.count ?? 0;
  return (
    <PageFrame
      title={meta.title}
      subtitle={`${selected?.areaName ?? ''}的畜禽耳标：输入耳标号（或其开头几位）查询，点击一行查看流转记录`}
      className="ls-search-page"
    >
      <div className="ls-summary">
        <Panel title="耳标与存栏">
          <DataState query={stats} minHeight={96}>
            {(s) => (
              <>
                <div className="ls-numbers">
                  <Statistic title="耳标总数（枚）" value={s.total} />
                  <Statistic title="在栏（头/只）" value={status(1)} />
                  <Statistic title="存栏养殖场（家）" value={counts.data?.farmCount ?? '--'} />
                  <Statistic title="已出栏" value={status(2)} />
                  <Statistic title="死亡" value={status(3)} />
                  <Statistic title="注销" value={status(4)} />
                </div>
                <div className="ls-species">
                  存栏结构：
                  {(counts.data?.bySpecies ?? []).map((x) => (
                    <Tag key={x.key} color="geekblue">
                      {x.name} {x.count}
                    </Tag>
                  ))}
                </div>
              </>
            )}
          </DataState>
        </Panel>
        <Panel title="近12个月佩标">
          <div className="ls-chart ls-chart-small">
            <DataState query={stats}>
              {() => (monthly ? <EChart option={monthly} label="近12个月佩标" /> : null)}
            </DataState>
          </div>
        </Panel>
      </div>
      <div className="ls-search-grid">
        <TablePage
          title="耳标查询"
          endpoint={listEarTags}
          body={(q) => ({ ...bodyOf(q), ...pagingBody(q) })}
          rowKey={(r) => r.earTagId}
          columns={COLUMNS}
          filters={{
            keyword: { placeholder: '耳标号（可输前几位）' },
            extra: [
              {
                key: 'species',
                label: '畜种',
                options: (stats.data?.bySpecies ?? []).map((s) => ({ value: s.key, label: s.name })),
              },
              {
                key: 'status',
                label: '状态',
                options: (stats.data?.byStatus ?? []).map((s) => ({ value: s.key, label: s.name })),
              },
            ],
          }}
          onRowClick={(r) => setOpen(r.earTagNo)}
        />
        {areaId !== undefined ? <FarmsOnHand areaId={areaId} /> : null}
      </div>
      <EarTagDrawer earTagNo={open} onClose={() => setOpen(undefined)} />
    </PageFrame>
  );
}
