import type { PlateView } from '@fengshou/core/contract';
import { chartTheme } from '@fengshou/core/plates';
import type { BriefingModel, BriefingPlate } from './model';
import { plateBody } from './plate-body';
import { plateBodyRect, screenLayout } from './screen-layout';

/** Rows of the towns of a county, fixed so a picture of them stays the same from run to run. */
const TOWNS = ['城桥镇', '堡镇', '新河镇', '庙镇', '竖新镇', '向化镇', '三星镇', '港沿镇'];
const byTown = TOWNS.map((name, i) => ({
  name,
  areaId: 310151101000 + i * 1000,
  farms: 30 - i * 3,
  area: 12_000 + i * 2_500,
}));
const months = Array.from({ length: 12 }, (_, i) => ({
  name: `${i + 1}月`,
  sales: 300_000 + ((i * 7) % 5) * 90_000,
}));

interface SamplePlate {
  title: string;
  view: PlateView;
  data: unknown;
  declaration?: string;
  period?: string;
}

const PLATES: SamplePlate[] = [
  {
    title: '各镇农场数量',
    view: { visual: 'bar', values: [{ field: 'farms', name: '农场', unit: '家' }] },
    data: byTown,
    declaration: '数据来源：农业农村委员会',
  },
  {
    title: '辖区面积',
    view: { visual: 'cards' },
    data: [
      { metric: 'farmland', name: '耕地面积', value: 107_200, unit: '亩' },
      { metric: 'basic', name: '永久基本农田', value: 84_100, unit: '亩' },
      { metric: 'high', name: '高标准农田', value: 16_800, unit: '亩' },
      { metric: 'farms', name: '农场', value: 186, unit: '家' },
    ],
  },
  {
    title: '地类面积',
    view: { visual: 'ring', values: [{ field: 'area', name: '面积', unit: '亩' }] },
    data: byTown.slice(0, 5),
  },
  {
    title: '经营主体排名',
    view: { visual: 'rank', values: [{ field: 'farms', name: '主体', unit: '家' }] },
    data: byTown,
  },
  {
    title: '耕地保护率',
    view: { visual: 'gauge', values: [{ field: 'rate', name: '保护率', unit: '%', format: 'plain' }] },
    data: [{ name: '保护率', rate: 86.4 }],
  },
  {
    title: '种植面积占比',
    view: { visual: 'pie', values: [{ field: 'area', name: '面积', unit: '亩' }] },
    data: byTown.slice(3, 7),
  },
  {
    title: '月度销售额',
    view: { visual: 'line', values: [{ field: 'sales', name: '销售额', unit: '元' }] },
    data: months,
    period: '2026年1—12月',
  },
  {
    title: '下级区域一览',
    view: {
      visual: 'table',
      values: [
        { field: 'farms', name: '农场', unit: '家', format: 'plain' },
        { field: 'area', name: '面积', unit: '亩' },
      ],
    },
    data: byTown,
  },
  { title: '产业风貌', view: { visual: 'image-carousel' }, data: null },
];

/**
 * A nine-plate briefing of fixed figures (every kind of body), its clock and watermark fixed: the same
 * picture at every run, for comparing rendered screens with a reference.
 */
export function sampleModel(): BriefingModel {
  const theme = chartTheme('tech', 1920);
  const { slots } = screenLayout('skin3', PLATES.length);
  const plates: BriefingPlate[] = PLATES.map((p, i) => ({
    id: i + 1,
    position: i + 1,
    title: p.title,
    declaration: p.declaration ?? null,
    period: p.period ?? null,
    visual: p.view.visual,
    body:
      p.data === null
        ? { kind: 'empty', reason: '暂无图片' }
        : plateBody(p.data, p.view, theme, plateBodyRect(slots[i]!, Boolean(p.declaration))),
  }));
  return {
    subjectName: '崇明区农业农村委员会',
    topicName: '领导驾驶舱',
    menuKey: 7,
    areaId: 310151000000,
    areaName: '崇明区',
    asOf: '2026-05-20',
    generatedAt: '2026-05-20 09:30:00',
    skin: 'tech',
    layout: 'skin3',
    watermark: { userName: '崇明查看员', loginName: 'chongming_viewer', at: '2026-05-20 09:30' },
    plates,
  };
}
