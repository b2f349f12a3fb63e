import { CERTIFICATE_BASIS } from '@fengshou/core/contract';
import { farmColumn } from './common-columns';
import { defineImportKind, enumOf } from './define';

/**
 * 承诺达标合格证 issued by farms, by certificate number. The print count is not a column: printing owns it,
 * so a re-import leaves it as it is.
 */
export const qualifiedCertificatesImport = defineImportKind({
  kind: 'qualified-certificates',
  label: '承诺达标合格证',
  group: '合格证与追溯',
  uses: '合格证列表与打印、追溯码查询、农场与主体档案的合格证、合格证专题的月度开具数',
  table: 'qualified_certificates',
  key: ['cert_no'],
  keyLabel: '合格证编号',
  format: 'table',
  // The QR route assigns a trace code to a certificate without one; a file that leaves it empty keeps it.
  keepWhenEmpty: ['trace_code'],
  columns: [
    {
      header: '合格证编号',
      aliases: ['证书编号', '编号', 'certNo'],
      column: 'cert_no',
      cell: { t: 'text', max: 64 },
      required: true,
      example: 'HG31015120250415001',
    },
    {
      ...farmColumn,
      required: true,
      example: '紫阳镇高山茶园基地',
      note: '开具合格证的农场名称或其主体的统一社会信用代码；合格证归入农场所在区域',
    },
    {
      header: '产品名称',
      aliases: ['产品', 'productName'],
      column: 'product_name',
      cell: { t: 'text', max: 64 },
      required: true,
      example: '青菜',
    },
    {
      header: '作物',
      aliases: ['品种', 'crop'],
      column: 'crop_id',
      cell: { t: 'ref', ref: 'crop' },
      example: '青菜',
    },
    {
      header: '数量',
      aliases: ['重量', 'quantity'],
      column: 'quantity',
      cell: { t: 'decimal', min: 0, max: 100_000_000 },
      required: true,
      example: '200',
    },
    {
      header: '单位',
      aliases: ['计量单位', 'unit'],
      column: 'unit',
      cell: { t: 'text', max: 16 },
      required: true,
      example: '公斤',
    },
    {
      header: '生产者',
      aliases: ['生产者名称', '生产者姓名', 'producerName'],
      column: 'producer_name',
      cell: { t: 'text', max: 64 },
      required: true,
      example: '紫阳茶叶专业合作社',
    },
    {
      header: '联系电话',
      aliases: ['联系方式', 'contactPhone'],
      column: 'contact_phone',
      cell: { t: 'phone' },
      example: '13907930001',
    },
    {
      header: '承诺依据',
      aliases: ['合格依据', 'basis'],
      column: 'basis',
      cell: enumOf(CERTIFICATE_BASIS),
      required: true,
      example: '自我承诺合格',
    },
    {
      header: '开具日期',
      aliases: ['开证日期', '日期', 'issueDate'],
      column: 'issue_date',
      cell: { t: 'date' },
      required: true,
      example: '2025-04-15',
    },
    {
      header: '追溯码',
      aliases: ['traceCode'],
      column: 'trace_code',
      cell: { t: 'text', max: 64, pattern: /^[\w-]+$/, hint: '追溯码须为字母、数字、下划线或连字符' },
      example: '',
      note: '不填时打印二维码时自动赋码；已赋码的合格证重新导入时保留原追溯码',
    },
  ],
});
