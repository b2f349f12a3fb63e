import type { PlateVisual } from '@fengshou/core/contract';
import { PLATE_VISUALS } from '@fengshou/core/contract';

/** Chinese names of the engine's visualisations (the registry of web/src/dashboard/visuals). */
export const VISUAL_LABELS: Readonly<Record<PlateVisual, string>> = {
  bar: '柱状图',
  line: '折线图',
  pie: '饼图',
  ring: '环形图',
  rank: '排行榜',
  cards: '数字卡片',
  table: '表格',
  'scroll-list': '滚动列表',
  gauge: '仪表盘',
  map: '区域地图',
  'image-carousel': '图片轮播',
};

/** Options of a visualisation picker, in the contract's order. */
export const VISUAL_OPTIONS = PLATE_VISUALS.map((v) => ({ value: v, label: VISUAL_LABELS[v] }));
