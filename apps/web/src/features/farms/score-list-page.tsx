import {
  entityScoreYears,
  listEntityScores,
  optionsOf,
  type ResultOf,
  SCORE_GRADES,
} from '@fengshou/core/contract';
import { Progress, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { useApiQuery } from '../../api';
import { useCurrentArea } from '../../area/use-current-area';
import { PageFrame, StatStrip } from '../../ui/detail-page';
import { TableExport } from '../../ui/export';
import type { PageProps } from '../../ui/route-meta';
import { pagingBody, sortBody, type TableColumn, TablePage, type TableQuery } from '../../ui/table-page';
import { numberFilter } from './record-options';

type Score = ResultOf<typeof listEntityScores>['list'][number];

const SORTS = ['totalScore', 'assessDate', 'companyName'] as const;
const GRADE_COLORS: Record<number, string> = { 1: 'green', 2: 'blue', 3: 'gold', 4: 'red' };

const part = (key: keyof Score & string, title: string): TableColumn<Score> => ({
  key,
  title,
  dataIndex: key,
  align: 'right',
});

const COLUMNS: TableColumn<Score>[] = [
  { key: 'rank', title: '名次', dataIndex: 'rank', align: 'center', width: 64, fixed: 'left' },
  {
    key: 'companyName',
    title: '经营主体',
    dataIndex: 'companyName',
    sorter: true,
    width: 240,
    fixed: 'left',
  },
  { key: 'companyCategoryName', title: '主体类型', dataIndex: 'companyCategoryName' },
  { key: 'scoreYear', title: '年度', dataIndex: 'scoreYear', align: 'center' },
  part('productionScore', '生产管理（30）'),
  part('qualityScore', '质量安全（30）'),
  part('creditScore', '诚信经营（20）'),
  part('benefitScore', '带农增收（20）'),
  {
    key: 'totalScore',
    title: '总分',
    dataIndex: 'totalScore',
    sorter: true,
    width: 150,
    render: (v: number, r) => (
      <Progress
        percent={v}
        size="small"
        format={() => v.toFixed(1)}
        strokeColor={r.grade === 4 ? '#f5222d' : r.grade === 1 ? '#52c41a' : undefined}
      />
    ),
  },
  {
    key: 'gradeName',
    title: '等级',
    dataIndex: 'gradeName',
    render: (v: string, r) => <Tag color={GRADE_COLORS[r.grade]}>{v}</Tag>,
  },
  { key: 'assessor', title: '考核单位', dataIndex: 'assessor' },
  { key: 'assessDate', title: '考核日期', dataIndex: 'assessDate', sorter: true },
  { key: 'remark', title: '备注', dataIndex: 'remark', render: (v: string | null) => v ?? '--' },
  { key: 'townName', title: '所在镇', dataIndex: 'townName' },
];

function scoreFilter(q: TableQuery) {
  return {
    areaId: q.areaId,
    areaLevel: q.areaLevel,
    scoreYear: numberFilter(q),
    grade: numberFilter(q, 'grade'),
    keyword: q.filters.keyword,
    ...sortBody(q, SORTS),
  };
}

/** The latest year's assessment at a glance: entities assessed, the average and each grade's count. */
function useYears() {
  const { selected } = useCurrentArea();
  return useApiQuery(
    entityScoreYears,
    { areaId: selected?.areaId ?? 0, areaLevel: selected?.level ?? 0 },
    { enabled: selected !== null },
  );
}

/** /scoreList (考核评分): the yearly assessment of the area's entities, ranked, with its four parts. */
export default function ScoreListPage({ meta }: PageProps) {
  const navigate = useNavigate();
  const years = useYears();
  const latest = years.data?.[0];
  return (
    <PageFrame
      title={meta.title}
      subtitle="经营主体年度考核：生产管理、质量安全、诚信经营、带农增收四项百分制评分，按总分排名"
    >
      {latest ? (
        <StatStrip
          stats={[
            { label: `${latest.scoreYear}年度考核主体`, value: latest.companies, unit: '家' },
            { label: '平均分', value: latest.avgScore, unit: '分' },
            ...latest.grades.map((g) => ({ label: g.gradeName, value: g.count, unit: '家' })),
          ]}
        />
      ) : null}
      <TablePage
        title="考核评分"
        endpoint={listEntityScores}
        body={(q) => ({ ...scoreFilter(q), ...pagingBody(q) })}
        columns={COLUMNS}
        rowKey={(r) => r.id}
        onRowClick={(r) => void navigate(`/gisfarmdetail/${r.companyId}`)}
        filters={{
          category: {
            label: '年度',
            options: (years.data ?? []).map((y) => ({ value: y.scoreYear, label: `${y.scoreYear}年` })),
          },
          extra: [{ key: 'grade', label: '等级', options: optionsOf(SCORE_GRADES) }],
          keyword: { placeholder: '经营主体名称' },
        }}
        actions={(q) => (
          <TableExport
            endpoint={listEntityScores}
            filter={scoreFilter(q)}
            columns={COLUMNS}
            title={meta.title}
          />
        )}
      />
    </PageFrame>
  );
}
