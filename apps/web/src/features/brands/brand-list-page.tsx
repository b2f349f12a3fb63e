import { BRAND_LEVELS, BRAND_TYPES, listProductBrands, optionsOf } from '@fengshou/core/contract';
import { useNavigate } from 'react-router';
import { PageFrame } from '../../ui/detail-page';
import { TableExport } from '../../ui/export';
import type { PageProps } from '../../ui/route-meta';
import { TablePage } from '../../ui/table-page';
import { BRAND_COLUMNS, brandBody, brandFilter } from './brand-columns';

/** /farmProductBrandList: the brands of the area's entities, catalogued brands first; a row opens the entity. */
export default function BrandListPage({ meta }: PageProps) {
  const navigate = useNavigate();
  return (
    <PageFrame
      title={meta.title}
      subtitle="区域公用品牌、企业品牌与产品品牌：入选目录、商标、年销售额与主体的有效绿色认证"
    >
      <TablePage
        title="品牌名录"
        endpoint={listProductBrands}
        body={brandBody}
        columns={BRAND_COLUMNS}
        rowKey={(r) => r.id}
        onRowClick={(r) => void navigate(`/gisfarmdetail/${r.companyId}`)}
        filters={{
          category: { label: '品牌类型', options: optionsOf(BRAND_TYPES) },
          extra: [{ key: 'brandLevel', label: '品牌目录', options: optionsOf(BRAND_LEVELS) }],
          keyword: { placeholder: '品牌、产品或经营主体' },
        }}
        actions={(q) => (
          <TableExport
            endpoint={listProductBrands}
            filter={brandFilter(q)}
            columns={BRAND_COLUMNS}
            title={meta.title}
          />
        )}
      />
    </PageFrame>
  );
}
