import { areaColumn, farmColumn } from './common-columns';
import { defineImportKind, enumOf } from './define';

/**
 * The species codes of an ear tag, as the tag pages name them. The national ear tag number starts with the
 * species code (then the county code and an 8-digit serial).
 */
const SPECIES = { 1: '猪', 2: '牛', 3: '羊', 4: '家禽', 5: '兔', 9: '其他' };
const speciesOfTag = (tagNo: unknown) => Number(String(tagNo)[0]);

/** Livestock ear tags of the farms, by the tag's 15-digit number. */
export const earTagsImport = defineImportKind({
  kind: 'ear-tags',
  label: '畜禽耳标',
  group: '畜牧',
  uses: '畜牧业与畜牧管理专题（存栏、佩标、出栏、存栏结构、各区域存栏、畜牧基地排行）、耳标列表与耳标查询、养殖场存栏',
  table: 'ear_tags',
  key: ['ear_tag_no'],
  keyLabel: '耳标号',
  format: 'table',
  columns: [
    {
      header: '耳标号',
      aliases: ['耳标编号', '标识编码', 'earTagNo'],
      column: 'ear_tag_no',
      cell: { t: 'text', max: 15, pattern: /^[1-9]\d{14}$/, hint: '耳标号须为15位数字，首位不为0' },
      required: true,
      example: '136113000012345',
      note: '首位为畜种代码，接着6位县级区划代码和8位序号；请将单元格设为文本，以免位数丢失',
    },
    {
      header: '畜种',
      aliases: ['species'],
      column: 'species',
      cell: enumOf(SPECIES),
      example: '猪',
      note: '不填时取耳标号首位（1猪、2牛、3羊）',
    },
    { header: '品种', aliases: ['breed'], column: 'breed', cell: { t: 'text', max: 32 }, example: '杜长大' },
    {
      header: '状态',
      aliases: ['耳标状态', 'earTagStatus'],
      column: 'ear_tag_status',
      cell: { t: 'enum', options: { 在栏: 1, 已出栏: 2, 死亡: 3, 注销: 4 } },
      fallback: '在栏',
      example: '在栏',
    },
    {
      header: '出生日期',
      aliases: ['birthDate'],
      column: 'birth_date',
      cell: { t: 'date' },
      example: '2025-11-02',
    },
    {
      header: '申领日期',
      aliases: ['佩标日期', 'applyDate'],
      column: 'apply_date',
      cell: { t: 'date' },
      required: true,
      example: '2025-12-20',
      note: '大屏的月度佩标按此统计',
    },
    farmColumn,
    areaColumn,
  ],
  check: (row) => {
    if (row.species !== null && row.species !== speciesOfTag(row.ear_tag_no))
      return { field: '畜种', reason: `畜种与耳标号首位的畜种代码${speciesOfTag(row.ear_tag_no)}不一致` };
    if (row.birth_date !== null && String(row.birth_date) > String(row.apply_date))
      return { field: '出生日期', reason: '出生日期不能晚于申领日期' };
    return undefined;
  },
  derive: (row) => ({ species: row.species ?? speciesOfTag(row.ear_tag_no) }),
});
