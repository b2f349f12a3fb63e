import {
  GREEN_CERT_TYPES,
  listCertificatesByArea,
  listGreenCertificates,
  listProductBrands,
  optionsOf,
  type ResultOf,
} from '@fengshou/core/contract';
import { Tabs, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { PageFrame } from '../../ui/detail-page';
import type { PageProps } from '../../ui/route-meta';
import { pagingBody, type TableColumn, TablePage, type TableQuery } from '../../ui/table-page';
import { BRAND_COLUMNS, brandBody } from './brand-columns';

type Green = ResultOf<typeof listGreenCertificates>['list'][number];
type Cert = ResultOf<typeof listCertificatesByArea>['list'][number];

const area = (q: TableQuery) => ({ areaId: q.areaId, areaLevel: q.areaLevel });

// The product's view of each register: what it is, who makes it, what vouches for it.
const GREEN_COLUMNS: TableColumn<Green>[] = [
  { key: 'productName', title: '产品', dataIndex: 'productName' },
  { key: 'certTypeName', title: '认证类型', dataIndex: 'certTypeName' },
  { key: 'companyName', title: '获证主体', dataIndex: 'companyName' },
  { key: 'outputT', title: '核准产量（吨）', dataIndex: 'outputT', align: 'right' },
  { key: 'certNo', title: '证书编号', dataIndex: 'certNo' },
  { key: 'expireDate', title: '有效期至', dataIndex: 'expireDate' },
  {
    key: 'validityName',
    title: '状态',
    dataIndex: 'validityName',
    render: (v: string, r) => <Tag color={r.validity === 1 ? 'green' : 'default'}>{v}</Tag>,
  },
];

const CERT_COLUMNS: TableColumn<Cert>[] = [
  { key: 'productName', title: '产品', dataIndex: 'productName' },
  { key: 'quantity', title: '数量', render: (_, r) => `${r.quantity} ${r.unit}` },
  { key: 'farmName', title: '生产基地', dataIndex: 'farmName' },
  { key: 'basisName', title: '承诺依据', dataIndex: 'basisName' },
  { key: 'issueDate', title: '开具日期', dataIndex: 'issueDate' },
  { key: 'traceCode', title: '追溯码', dataIndex: 'traceCode', render: (v: string | null) => v ?? '--' },
  { key: 'printCount', title: '打印次数', dataIndex: 'printCount', align: 'right' },
];

/**
 * /agri-product-info/tabs-container (农产品信息): the area's farm products seen through their brands, their
 * green, organic and geographical-indication certificates, and the compliance certificates issued for them.
 */
export default function AgriProductTabsPage({ meta }: PageProps) {
  const navigate = useNavigate();
  return (
    <PageFrame title={meta.title} subtitle="农产品的品牌、绿色认证与承诺达标合格证，按产品查询">
      <Tabs
        className="product-tabs"
        items={[
          {
            key: 'brands',
            label: '农产品品牌',
            children: (
              <TablePage
                title="品牌产品"
                endpoint={listProductBrands}
                body={brandBody}
                columns={BRAND_COLUMNS.filter(
                  (c) => !['townName', 'areaName', 'trademarkNo'].includes(c.key),
                )}
                rowKey={(r) => r.id}
                onRowClick={(r) => void navigate(`/gisfarmdetail/${r.companyId}`)}
                filters={{ keyword: { placeholder: '产品、品牌或经营主体' } }}
              />
            ),
          },
          {
            key: 'green',
            label: '绿色认证产品',
            children: (
              <TablePage
                title="认证产品"
                endpoint={listGreenCertificates}
                body={(q) => ({
                  ...area(q),
                  ...pagingBody(q),
                  certType: q.filters.category === undefined ? undefined : Number(q.filters.category),
                  keyword: q.filters.keyword,
                })}
                columns={GREEN_COLUMNS}
                rowKey={(r) => r.id}
                filters={{
                  category: { label: '认证类型', options: optionsOf(GREEN_CERT_TYPES) },
                  keyword: { placeholder: '产品或主体' },
                }}
              />
            ),
          },
          {
            key: 'certificates',
            label: '承诺达标合格证',
            children: (
              <TablePage
                title="合格证产品"
                endpoint={listCertificatesByArea}
                body={(q) => ({
                  ...area(q),
                  ...pagingBody(q),
                  keyword: q.filters.keyword,
                  startDate: q.filters.startDate,
                  endDate: q.filters.endDate,
                })}
                columns={CERT_COLUMNS}
                rowKey={(r) => r.certificateId}
                onRowClick={(r) =>
                  void navigate(`/traceSource?code=${encodeURIComponent(r.traceCode ?? r.certNo)}`)
                }
                filters={{ keyword: { placeholder: '产品或基地' }, dateRange: { label: '开具日期' } }}
              />
            ),
          },
        ]}
      />
    </PageFrame>
  );
}
