import { DownloadOutlined } from '@ant-design/icons';
import { companyAreaTable, type ResultOf } from '@fengshou/core/contract';
import { Button, Table } from 'antd';
import { useApiQuery } from '../../api';
import { useCurrentArea } from '../../area/use-current-area';
import { AreaContextBar } from '../../ui/area/area-context-bar';
import { DataState } from '../../ui/data-state';
import { PageFrame } from '../../ui/detail-page';
import { Panel } from '../../ui/panel';
import type { PageProps } from '../../ui/route-meta';
import { downloadBytes, XLSX_MIME, xlsxOf } from '../../ui/xlsx';

type AreaTable = ResultOf<typeof companyAreaTable>;
type Row = AreaTable['rows'][number];

const num = (v: number) => v.toLocaleString('zh-CN', { maximumFractionDigits: 2 });

/** The table's header and one line per row, as shown, for the .xlsx. */
function sheetOf(t: AreaTable): string[][] {
  const head = [
    '区域',
    '主体合计',
    ...t.categories.map((c) => c.name),
    '基地',
    '经营面积（亩）',
    '注册资本（万元）',
    '信用A/B级',
    '追溯基地',
  ];
  const line = (r: Row) => [
    r.areaName,
    String(r.total),
    ...r.byCategory.map(String),
    String(r.farms),
    num(r.farmAreaMu),
    num(r.registeredCapitalWan),
    String(r.creditGood),
    String(r.traceFarms),
  ];
  return [head, ...t.rows.map(line), line(t.total)];
}

/**
 * /jyjyztTable (经营主体统计表): the entities of each child area by category, with their bases, farmed 亩,
 * registered capital, good credit and traced bases, and the area's total; a child area opens below.
 */
export default function EntityTablePage({ meta }: PageProps) {
  const { selected, select } = useCurrentArea();
  const q = useApiQuery(
    companyAreaTable,
    { areaId: selected?.areaId ?? 0, areaLevel: selected?.level ?? 0 },
    { enabled: selected !== null },
  );
  return (
    <PageFrame
      title={meta.title}
      subtitle={`${selected?.areaName ?? ''}各下级区域经营主体数量（按主体类型）、基地与经营面积统计`}
      extra={<AreaContextBar />}
    >
      <Panel
        title="经营主体统计"
        extra={
          q.data ? (
            <Button
              icon={<DownloadOutlined />}
              onClick={() =>
                downloadBytes(xlsxOf('经营主体统计表', sheetOf(q.data!)), `${meta.title}.xlsx`, XLSX_MIME)
              }
            >
              导出Excel
            </Button>
          ) : null
        }
      >
        <DataState query={q} isEmpty={(d) => d.rows.length === 0}>
          {(d) => (
            <Table<Row>
              size="small"
              bordered
              rowKey="areaId"
              pagination={false}
              dataSource={d.rows}
              scroll={{ x: 'max-content' }}
              onRow={(r) => ({
                className: 'table-row-link',
                onClick: () => select({ areaId: r.areaId, areaName: r.areaName, level: r.level }),
              })}
              columns={[
                { title: '区域', dataIndex: 'areaName', fixed: 'left' },
                { title: '主体合计', dataIndex: 'total', align: 'right' },
                {
                  title: '按主体类型（家）',
                  children: d.categories.map((c, i) => ({
                    key: `c${c.companyCategoryId}`,
                    title: c.name,
                    align: 'right' as const,
                    render: (_: unknown, r: Row) => r.byCategory[i] ?? 0,
                  })),
                },
                { title: '基地（个）', dataIndex: 'farms', align: 'right' },
                { title: '经营面积（亩）', dataIndex: 'farmAreaMu', align: 'right', render: num },
                { title: '注册资本（万元）', dataIndex: 'registeredCapitalWan', align: 'right', render: num },
                { title: '信用A/B级', dataIndex: 'creditGood', align: 'right' },
                { title: '追溯基地', dataIndex: 'traceFarms', align: 'right' },
              ]}
              summary={() => (
                <Table.Summary.Row className="table-summary">
                  <Table.Summary.Cell index={0}>{d.total.areaName}</Table.Summary.Cell>
                  <Table.Summary.Cell index={1} align="right">
                    {d.total.total}
                  </Table.Summary.Cell>
                  {d.total.byCategory.map((n, i) => (
                    <Table.Summary.Cell key={d.categories[i]!.companyCategoryId} index={2 + i} align="right">
                      {n}
                    </Table.Summary.Cell>
                  ))}
                  {(
                    [
                      ['farms', d.total.farms],
                      ['farmAreaMu', num(d.total.farmAreaMu)],
                      ['capital', num(d.total.registeredCapitalWan)],
                      ['creditGood', d.total.creditGood],
                      ['traceFarms', d.total.traceFarms],
                    ] as const
                  ).map(([key, v], i) => (
                    <Table.Summary.Cell key={key} index={2 + d.categories.length + i} align="right">
                      {v}
                    </Table.Summary.Cell>
                  ))}
                </Table.Summary.Row>
              )}
            />
          )}
        </DataState>
      </Panel>
    </PageFrame>
  );
}
