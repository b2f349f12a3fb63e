/** Structural checks of an imported geometry before PostGIS sees it (Chinese reasons). */
export function geometryProblem(g: { type?: unknown; coordinates?: unknown } | null): string | undefined {
  if (!g || typeof g !== 'object') return '缺少几何图形';
  if (g.type !== 'Polygon' && g.type !== 'MultiPolygon')
    return `几何类型须为面（Polygon/MultiPolygon），当前为${String(g.type)}`;
  const polygons = (g.type === 'Polygon' ? [g.coordinates] : g.coordinates) as unknown;
  if (!Array.isArray(polygons) || polygons.length === 0) return '几何坐标为空';
  for (const poly of polygons) {
    if (!Array.isArray(poly) || poly.length === 0) return '几何坐标为空';
    for (const ring of poly) {
      if (!Array.isArray(ring) || ring.length < 4) return '面的环至少需要4个点（首尾相同）';
      for (const p of ring) {
        if (!Array.isArray(p) || typeof p[0] !== 'number' || typeof p[1] !== 'number') return '坐标须为数字';
        if (!Number.isFinite(p[0]) || !Number.isFinite(p[1])) return '坐标须为有限数字';
        if (p[0] < 72 || p[0] > 138 || p[1] < 0.8 || p[1] > 56) {
          return `坐标(${p[0]}, ${p[1]})不在中国经纬度范围内（投影坐标请附.prj文件）`;
        }
      }
      const a = ring[0] as number[];
      const b = ring[ring.length - 1] as number[];
      if (a[0] !== b[0] || a[1] !== b[1]) return '面的环未闭合（首尾坐标须相同）';
    }
  }
  return undefined;
}

/** Checks of a geometry of any type (points, lines, areas) before PostGIS sees it; areas as above. */
export function anyGeometryProblem(
  g: { type: string; coordinates: unknown } | null | undefined,
): string | undefined {
  if (!g || typeof g !== 'object') return '缺少几何图形';
  if (!/^(Multi)?(Point|LineString|Polygon)$/.test(g.type)) return `不支持的几何类型${String(g.type)}`;
  const flat: number[][] = [];
  const walk = (c: unknown): void => {
    if (Array.isArray(c) && typeof c[0] === 'number') flat.push(c as number[]);
    else if (Array.isArray(c)) for (const x of c) walk(x);
  };
  walk(g.coordinates);
  if (flat.length === 0) return '几何坐标为空';
  const out = flat.find(([x, y]) => !(x! >= 72 && x! <= 138 && y! >= 0.8 && y! <= 56));
  if (out) return `坐标(${out[0]}, ${out[1]})不在中国经纬度范围内（投影坐标请附.prj文件）`;
  return g.type === 'Polygon' || g.type === 'MultiPolygon' ? geometryProblem(g) : undefined;
}
