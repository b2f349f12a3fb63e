import { listCertificatesByArea } from '@fengshou/core/contract';
import { useNavigate } from 'react-router';
import { PageFrame } from '../../ui/detail-page';
import { ExportButton } from '../../ui/export';
import type { PageProps } from '../../ui/route-meta';
import { TablePage } from '../../ui/table-page';
import { BASIS_OPTIONS, CERTIFICATE_EXPORT, certificateBody, certificateColumns } from './certificate-table';

/**
 * Certificates of the area (/farmProductBrandList, /agri-product-info/tabs-container): filter, page, sort;
 * a row opens its trace chain.
 */
export default function CertificateListPage({ meta }: PageProps) {
  const navigate = useNavigate();
  return (
    <PageFrame title={meta.title} subtitle="承诺达标合格证：按区域、日期与承诺依据筛选，点击一行查看追溯链">
      <TablePage
        title="承诺达标合格证"
        endpoint={listCertificatesByArea}
        body={certificateBody}
        columns={certificateColumns}
        rowKey={(r) => r.certificateId}
        keepKey={meta.keepAlive ? meta.name : undefined}
        actions={(q) => (
          <ExportButton
            endpoint={listCertificatesByArea}
            filter={certificateBody(q)}
            columns={CERTIFICATE_EXPORT}
            title={meta.title}
          />
        )}
        onRowClick={(c) => void navigate(`/traceSource?code=${encodeURIComponent(c.traceCode ?? c.certNo)}`)}
        filters={{
          keyword: { placeholder: '产品、编号或生产者' },
          dateRange: { label: '开具日期' },
          extra: [{ key: 'basis', label: '承诺依据', options: BASIS_OPTIONS }],
        }}
      />
    </PageFrame>
  );
}
