/**
 * Land-use codes (地类编码, DLBM) of 农用地, the agricultural land the land-use filter allows.
 *
 * Source: GB/T 21010-2017 《土地利用现状分类》, Appendix A (mapping of the current-use classes to the
 * three categories of the Land Administration Law), as used by the third national land survey (三调).
 * 农用地 there is: all of 01 耕地, 02 园地, 03 林地; 04 草地 except 0404 其他草地; 1006 农村道路;
 * 1103 水库水面, 1104 坑塘水面, 1107 沟渠; 1202 设施农用地, 1203 田坎 — 23 codes. The 三调 working
 * classification files 0303, 0304, 0306 and 0402 under 湿地 (00) but they remain 农用地, so we keep
 * them under their GB/T classes.
 */
export const DLBM_CLASSES = {
  '01': '耕地',
  '02': '园地',
  '03': '林地',
  '04': '草地',
  '10': '交通运输用地',
  '11': '水域及水利设施用地',
  '12': '其他土地',
} as const;

/** A first-level land-use class code. */
export type DlbmClass = keyof typeof DLBM_CLASSES;

/** The 23 second-level land-use codes of 农用地 with their labels. */
export const DLBM_CODES = {
  '0101': '水田',
  '0102': '水浇地',
  '0103': '旱地',
  '0201': '果园',
  '0202': '茶园',
  '0203': '橡胶园',
  '0204': '其他园地',
  '0301': '乔木林地',
  '0302': '竹林地',
  '0303': '红树林地',
  '0304': '森林沼泽',
  '0305': '灌木林地',
  '0306': '灌丛沼泽',
  '0307': '其他林地',
  '0401': '天然牧草地',
  '0402': '沼泽草地',
  '0403': '人工牧草地',
  '1006': '农村道路',
  '1103': '水库水面',
  '1104': '坑塘水面',
  '1107': '沟渠',
  '1202': '设施农用地',
  '1203': '田坎',
} as const;

/** One of the 23 land-use codes of 农用地. */
export type DlbmCode = keyof typeof DLBM_CODES;

/** True when `code` is one of the 23 allowed land-use codes. */
export function isDlbmCode(code: unknown): code is DlbmCode {
  return typeof code === 'string' && Object.hasOwn(DLBM_CODES, code);
}

/** First-level class of an allowed land-use code, or undefined for any other value. */
export function dlbmClassOf(code: unknown): DlbmClass | undefined {
  return isDlbmCode(code) ? (code.slice(0, 2) as DlbmClass) : undefined;
}
