import {
  GREEN_CERT_TYPES,
  greenCertStatistics,
  listGreenCertificates,
  optionsOf,
  type ResultOf,
  VALIDITY,
} from '@fengshou/core/contract';
import { Tag } from 'antd';
import { useState } from 'react';
import { useApiQuery } from '../../api';
import { useCurrentArea } from '../../area/use-current-area';
import { type Field, PageFrame, StatStrip } from '../../ui/detail-page';
import { TableExport } from '../../ui/export';
import { RecordDrawer } from '../../ui/record-drawer';
import type { PageProps } from '../../ui/route-meta';
import { pagingBody, sortBody, type TableColumn, TablePage, type TableQuery } from '../../ui/table-page';

type Cert = ResultOf<typeof listGreenCertificates>['list'][number];

const SORTS = ['issueDate', 'expireDate', 'outputT', 'companyName'] as const;

function bodyOf(q: TableQuery) {
  const f = q.filters;
  return {
    areaId: q.areaId,
    areaLevel: q.areaLevel,
    certType: f.category === undefined ? undefined : Number(f.category),
    validity: f.extra?.validity === undefined ? undefined : Number(f.extra.validity),
    keyword: f.keyword,
    startTime: f.startDate,
    endTime: f.endDate,
    ...sortBody(q, SORTS),
  };
}

const COLUMNS: TableColumn<Cert>[] = [
  { key: 'certNo', title: '证书编号', dataIndex: 'certNo' },
  { key: 'companyName', title: '经营主体', dataIndex: 'companyName', sorter: true },
  { key: 'creditCode', title: '统一社会信用代码', dataIndex: 'creditCode' },
  { key: 'productName', title: '产品名称', dataIndex: 'productName' },
  { key: 'certTypeName', title: '认证类型', dataIndex: 'certTypeName' },
  { key: 'outputT', title: '核准产量（吨）', dataIndex: 'outputT', align: 'right', sorter: true },
  { key: 'issueDate', title: '发证日期', dataIndex: 'issueDate', sorter: true },
  { key: 'expireDate', title: '有效期至', dataIndex: 'expireDate', sorter: true },
  {
    key: 'validityName',
    title: '状态',
    dataIndex: 'validityName',
    render: (v: string, r) => <Tag color={r.validity === 1 ? 'green' : 'default'}>{v}</Tag>,
  },
  { key: 'townName', title: '所在镇', dataIndex: 'townName' },
  { key: 'areaName', title: '所在村', dataIndex: 'areaName' },
];

const fieldsOf = (c: Cert): Field[] => [
  { label: '证书编号', value: c.certNo },
  { label: '认证类型', value: c.certTypeName },
  { label: '产品名称', value: c.productName },
  { label: '经营主体', value: c.companyName },
  { label: '统一社会信用代码', value: c.creditCode },
  { label: '核准产量（吨）', value: c.outputT },
  { label: '发证日期', value: c.issueDate },
  { label: '有效期至', value: `${c.expireDate}（${c.validityName}）` },
  { label: '所在地', value: [c.townName, c.areaName].filter(Boolean).join(' ') },
];

function CertStats() {
  const { selected } = useCurrentArea();
  const stats = useApiQuery(
    greenCertStatistics,
    { areaId: selected?.areaId ?? 0, areaLevel: selected?.level ?? 0 },
    { enabled: selected !== null },
  );
  if (!stats.data) return null;
  return (
    <StatStrip
      stats={stats.data.flatMap((s) => [
        { label: `${s.certTypeName}（有效/累计）`, value: `${s.valid}/${s.total}`, unit: '张' },
      ])}
    />
  );
}

/** /greenCertList: green food, organic and geographical-indication certificates of the area. */
export default function GreenCertPage({ meta }: PageProps) {
  const [open, setOpen] = useState<Cert | null>(null);
  return (
    <PageFrame title={meta.title} subtitle="绿色食品、有机农产品、地理标志农产品认证">
      <CertStats />
      <TablePage
        title="认证名录"
        endpoint={listGreenCertificates}
        body={(q) => ({ ...bodyOf(q), ...pagingBody(q) })}
        rowKey={(r) => r.id}
        columns={COLUMNS}
        filters={{
          category: { label: '认证类型', options: optionsOf(GREEN_CERT_TYPES) },
          extra: [{ key: 'validity', label: '状态', options: optionsOf(VALIDITY) }],
          keyword: { placeholder: '主体、产品或证书编号' },
          dateRange: { label: '发证日期' },
        }}
        actions={(q) => (
          <TableExport
            endpoint={listGreenCertificates}
            filter={bodyOf(q)}
            columns={COLUMNS}
            title="绿色认证名录"
          />
        )}
        onRowClick={setOpen}
      />
      <RecordDrawer
        title={open?.productName}
        fields={open ? fieldsOf(open) : null}
        onClose={() => setOpen(null)}
      />
    </PageFrame>
  );
}
