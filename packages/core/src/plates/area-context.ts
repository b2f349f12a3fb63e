import type { DataSourceContext } from '../datasource';

/** An area on the way down from the subject's own area: its code and level. */
export interface AreaStep {
  readonly areaId: number;
  readonly level: number;
}

/**
 * The `$_` context of an area: the area at the end of the trail, the subject's chain above the trail and
 * the area's children. The screen and the server's briefings build it here, so a plate asks both alike.
 */
export function dataSourceContextOf(
  chain: readonly AreaStep[],
  trail: readonly AreaStep[],
  children: readonly { areaId: number }[],
  now: Date = new Date(0),
): DataSourceContext | null {
  const selected = trail[trail.length - 1];
  if (!selected) return null;
  const root = trail[0]!;
  const above = chain.filter((a) => a.level < root.level).map((a) => a.areaId);
  return {
    areaId: selected.areaId,
    areaLevel: selected.level,
    areaIdList: [...above, ...trail.map((a) => a.areaId)],
    childAreaLevel: Math.min(selected.level + 1, 5),
    childAreaIdList: children.map((c) => c.areaId),
    businessCategoryIdList: [],
    now,
  };
}
