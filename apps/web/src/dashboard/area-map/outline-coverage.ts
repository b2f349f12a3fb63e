const LEVEL_NAMES: Readonly<Record<number, string>> = {
  1: '省级',
  2: '市级',
  3: '县级',
  4: '乡镇级',
  5: '村级',
};

/** Where a bureau supplies the outlines it lacks: the import kind 区划边界. */
export const OUTLINE_IMPORT_HINT = '可通过 数据导入 → 区划边界 补充';

/**
 * The line a map shows when some level of the area lacks outlines ("村级边界 0/183 未导入"), with where to
 * import them for those who may; null when every level has its outlines (or nothing is known yet).
 */
export function missingOutlinesNotice(
  levels: readonly { level: number; total: number; withOutline: number }[] | undefined,
  canImport: boolean,
): string | null {
  const missing = (levels ?? []).filter((l) => l.withOutline < l.total);
  if (missing.length === 0) return null;
  const counts = missing.map(
    (l) => `${LEVEL_NAMES[l.level] ?? `${l.level}级`}边界 ${l.withOutline}/${l.total}`,
  );
  const text = `${counts.join('、')} 未导入`;
  return canImport ? `${text} · ${OUTLINE_IMPORT_HINT}` : text;
}
