// The words every briefing document prints the same way, whatever its format.
import type { BriefingModel, PlateFigure } from './model';

/** The trace drawn across every page and slide: who asked and when. */
export function watermarkText(model: BriefingModel): string {
  const { userName, loginName, at } = model.watermark;
  return `${userName}(${loginName}) ${at}`;
}

/** The footer line of a page, with its number. */
export function footerText(model: BriefingModel, page: number, pages: number): string {
  const { userName, loginName } = model.watermark;
  return `生成人 ${userName}（${loginName}）　生成时间 ${model.generatedAt}　第 ${page} / ${pages} 页`;
}

/** The lines of the title page under the subject and topic: label and value. */
export function titleFacts(model: BriefingModel): [string, string][] {
  const { userName, loginName } = model.watermark;
  return [
    ['区域', model.areaName],
    ['数据截至', model.asOf],
    ['生成时间', model.generatedAt],
    ['生成人', `${userName}（${loginName}）`],
    ['板块数', model.plates.length ? String(model.plates.length) : '本专题暂无板块'],
  ];
}

/** A figure as one line: label, value and unit. */
export function figureLine(f: PlateFigure): string {
  return `${f.label} ${f.value}${f.unit}`;
}

/** The plate's period as printed beside its title. */
export function periodText(period: string | null): string {
  return period ? `统计期：${period}` : '';
}
