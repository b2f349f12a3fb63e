import { GREEN_CERT_TYPES } from '@fengshou/core/contract';
import { defineImportKind, enumOf } from './define';

/** 绿色食品, organic and geographical-indication certificates of entities, by certificate number. */
export const greenCertificatesImport = defineImportKind({
  kind: 'green-certificates',
  label: '绿色认证',
  group: '合格证与追溯',
  uses: '绿色认证名录与统计、经营主体报告的有效认证数、生态宜居与产业专题的绿色认证图表',
  table: 'green_certificates',
  key: ['cert_no'],
  keyLabel: '证书编号',
  format: 'table',
  // A certificate belongs where its entity is registered.
  columns: [
    {
      header: '证书编号',
      aliases: ['认证编号', '证书号', 'certNo'],
      column: 'cert_no',
      cell: { t: 'text', max: 64 },
      required: true,
      example: 'LB-15-2503311234A',
    },
    {
      header: '经营主体',
      aliases: ['获证主体', '统一社会信用代码', '企业名称', 'company'],
      column: 'company_id',
      cell: { t: 'ref', ref: 'company' },
      required: true,
      example: '91361130MA35XXXXXX',
      note: '须先导入经营主体；认证归入主体所在区域',
    },
    {
      header: '产品名称',
      aliases: ['认证产品', 'productName'],
      column: 'product_name',
      cell: { t: 'text', max: 64 },
      required: true,
      example: '崇明大米',
    },
    {
      header: '认证类型',
      aliases: ['证书类型', 'certType'],
      column: 'cert_type',
      cell: enumOf(GREEN_CERT_TYPES),
      required: true,
      example: '绿色食品',
    },
    {
      header: '产量（吨）',
      aliases: ['认证产量', '产量', 'outputT'],
      column: 'output_t',
      cell: { t: 'decimal', min: 0, max: 10_000_000 },
      example: '500',
    },
    {
      header: '发证日期',
      aliases: ['颁证日期', 'issueDate'],
      column: 'issue_date',
      cell: { t: 'date' },
      required: true,
      example: '2025-03-31',
    },
    {
      header: '有效期至',
      aliases: ['到期日期', '截止日期', 'expireDate'],
      column: 'expire_date',
      cell: { t: 'date' },
      required: true,
      example: '2028-03-30',
      note: '过期的证书在名录中显示为已过期',
    },
  ],
  check: (r) =>
    String(r.expire_date) <= String(r.issue_date)
      ? { field: '有效期至', reason: '有效期至须晚于发证日期' }
      : undefined,
});
