import { useQueries } from '@tanstack/react-query';
import { Button, Space, Table } from 'antd';
import { Link } from 'react-router';
import { apiQuery } from '../../api';
import { useCurrentArea } from '../../area/use-current-area';
import { PageFrame } from '../../ui/detail-page';
import { Panel } from '../../ui/panel';
import type { PageProps } from '../../ui/route-meta';
import type { ListEndpoint } from '../../ui/table-page';
import { REGISTERS, type Register } from './registers';

/** Record counts of every register in the area (one small page of each list), once all have answered. */
function useRegisterCounts(areaId: number | undefined, areaLevel: number | undefined) {
  return useQueries({
    queries: REGISTERS.map((reg) => ({
      ...apiQuery(reg.endpoint as ListEndpoint<unknown>, { areaId, areaLevel, pageNo: 1, pageSize: 1 }),
      enabled: areaId !== undefined,
    })),
    combine: (pages) => ({
      isPending: pages.some((p) => p.isPending),
      data: pages.every((p) => p.isSuccess)
        ? Object.fromEntries(REGISTERS.map((reg, i) => [reg.id, pages[i]!.data!.total]))
        : undefined,
    }),
  });
}

/** /pdflist: the printable documents (registers and reports) of the area, each opened or printed as PDF. */
export default function PdfListPage({ meta }: PageProps) {
  const { selected } = useCurrentArea();
  const counts = useRegisterCounts(selected?.areaId, selected?.level);
  return (
    <PageFrame
      title={meta.title}
      subtitle={`${selected?.areaName ?? ''}可打印的台账与报告；打印对话框中选择“另存为PDF”即得PDF文件`}
    >
      <Panel title="台账">
        <Table<Register>
          size="middle"
          pagination={false}
          rowKey={(r) => r.id}
          dataSource={[...REGISTERS]}
          loading={counts.isPending}
          columns={[
            { key: 'title', title: '文档', dataIndex: 'title' },
            {
              key: 'count',
              title: '记录数',
              align: 'right',
              render: (_: unknown, r) => counts.data?.[r.id] ?? '--',
            },
            {
              key: 'cols',
              title: '栏目',
              render: (_: unknown, r) => r.columns.map((c) => c.title).join('、'),
            },
            {
              key: 'actions',
              title: '操作',
              render: (_: unknown, r) => (
                <Space>
                  <Link to={`/standingbook?type=${r.id}`}>查看</Link>
                  <Link to={`/standingbook?type=${r.id}&print=1`}>打印PDF</Link>
                </Space>
              ),
            },
          ]}
        />
      </Panel>
      <Panel title="报告">
        <Space wrap>
          <Link to="/home/businesses-report">
            <Button>经营主体报告</Button>
          </Link>
          <Link to="/supervisionTable">
            <Button>监管统计表</Button>
          </Link>
          <Link to="/jtzcTable">
            <Button>集体资产统计表</Button>
          </Link>
        </Space>
      </Panel>
    </PageFrame>
  );
}
