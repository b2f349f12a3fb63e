import { formatDateTime } from '@fengshou/core';
import { businessReport, type ResultOf } from '@fengshou/core/contract';
import { Button, Table } from 'antd';
import { useApiQuery } from '../../api';
import { useCurrentArea } from '../../area/use-current-area';
import { DetailSection, PageFrame, StatStrip } from '../../ui/detail-page';
import type { PageProps } from '../../ui/route-meta';

type Report = ResultOf<typeof businessReport>;
type Count = Report['byBusinessType'][number];

const wan = (v: number) => (v / 10000).toFixed(2);

function CountTable({ rows, nameTitle, total }: { rows: Count[]; nameTitle: string; total: number }) {
  return (
    <Table<Count>
      size="small"
      pagination={false}
      rowKey={(r) => r.id}
      dataSource={rows}
      columns={[
        { key: 'name', title: nameTitle, dataIndex: 'name' },
        { key: 'farms', title: '主体基地（个）', dataIndex: 'farms', align: 'right' },
        {
          key: 'share',
          title: '占比',
          align: 'right',
          render: (_: unknown, r) => (total ? `${((r.farms / total) * 100).toFixed(1)}%` : '--'),
        },
        {
          key: 'areaMu',
          title: '面积（亩）',
          dataIndex: 'areaMu',
          align: 'right',
          render: (v: number) => v.toFixed(1),
        },
      ]}
    />
  );
}

/** /home/businesses-report: the business entity report of the selected area, printable. */
export default function BusinessesReportPage({ meta }: PageProps) {
  const { selected } = useCurrentArea();
  const report = useApiQuery(
    businessReport,
    { areaId: selected?.areaId ?? 0, areaLevel: selected?.level ?? 0 },
    { enabled: selected !== null },
  );
  const r = report.data;
  return (
    <PageFrame
      title={`${r?.areaName ?? selected?.areaName ?? ''}${meta.title}`}
      subtitle={`生成时间 ${formatDateTime(Date.now())}`}
      extra={
        <Button className="no-print" onClick={() => window.print()}>
          打印 / 导出PDF
        </Button>
      }
      className="print-report"
    >
      <DetailSection title="概况" query={report}>
        {(d) => (
          <StatStrip
            stats={[
              { label: '经营主体', value: d.companies, unit: '家' },
              { label: '生产基地', value: d.farms, unit: '个' },
              { label: '基地面积', value: d.farmAreaMu.toFixed(1), unit: '亩' },
              { label: '有效绿色认证', value: d.greenCertificates, unit: '张', to: '/greenCertList' },
              { label: '近一年销售额', value: wan(d.salesAmountYear), unit: '万元' },
              { label: '在贷及已结清贷款', value: wan(d.loansGrantedAmount), unit: '万元' },
              { label: '在保保费', value: wan(d.insurancePremium), unit: '万元' },
              { label: '近一年检查合格率', value: d.inspectionPassRate, unit: '%', to: '/lawSuperviseList' },
            ]}
          />
        )}
      </DetailSection>
      {r ? (
        <div className="report-grid">
          <DetailSection title="按经营类型" query={report}>
            {(d) => <CountTable rows={d.byBusinessType} nameTitle="经营类型" total={d.farms} />}
          </DetailSection>
          <DetailSection title="按主体类别" query={report}>
            {(d) => <CountTable rows={d.byCompanyCategory} nameTitle="主体类别" total={d.farms} />}
          </DetailSection>
          <DetailSection title="按信用等级" query={report}>
            {(d) => <CountTable rows={d.byCreditLevel} nameTitle="信用等级" total={d.farms} />}
          </DetailSection>
          <DetailSection title="按下级区域" query={report}>
            {(d) => <CountTable rows={d.byChildArea} nameTitle="区域" total={d.farms} />}
          </DetailSection>
        </div>
      ) : null}
    </PageFrame>
  );
}
