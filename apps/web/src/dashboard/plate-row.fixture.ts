import type { PlateRow } from './use-dashboard-data';

/** A plate as the plate list answers it, for tests: a number-card plate on `path` with `parameters`. */
export function plateRow(
  id: number,
  path: string,
  parameters: Record<string, unknown>,
  liveTopics: string[] = [],
): PlateRow {
  return {
    id,
    plateName: `板块${id}`,
    remark: null,
    declaration: null,
    detailFlag: 0,
    detailType: 0,
    detailImgShowType: 0,
    detailUrl: null,
    position: id,
    chartType: 'cards',
    interfaceUrl: path,
    parameters,
    view: null,
    detailSource: null,
    liveTopics,
  };
}
