import type { DashboardDoc, DocPlate } from '@fengshou/core/contract';
import type { SkinId } from '@fengshou/core/plates';
import type { DraftDashboard } from '../../../dashboard/dashboard-screen';
import type { ChartTable } from '../../../dashboard/detail-rules';
import type { PlateImageRow } from '../../../dashboard/draft-images';
import type { PlateRow } from '../../../dashboard/use-dashboard-data';

/** A document plate as the engine's plate row: a stored slot's id, else a negative one of its slot. */
export function plateRowOf(p: DocPlate, id: number): PlateRow {
  return {
    id,
    plateName: p.plateName,
    remark: p.remark ?? null,
    declaration: p.declaration ?? null,
    detailFlag: p.detailFlag,
    detailType: p.detailType,
    detailImgShowType: p.detailImgShowType,
    detailUrl: p.detailUrl ?? null,
    position: p.position,
    chartType: p.view?.visual ?? 'none',
    interfaceUrl: p.interfaceUrl ?? null,
    parameters: p.parameters,
    view: p.view ?? null,
    detailSource: p.detailSource ?? null,
  };
}

/** Stored detail tables as the detail dialog reads them (ids made up: they only tell tables apart). */
export function chartTablesOf(p: DocPlate): ChartTable[] {
  let metricId = 0;
  return p.detailTables.map((t, i) => ({
    id: i + 1,
    chartName: t.chartName,
    dataSource: null,
    plateDetailChartMetricGroupList: t.plateDetailChartMetricGroupList.map((g) => ({
      chartMetricGroupName: g.chartMetricGroupName,
      plateDetailChartMetricList: g.plateDetailChartMetricList.map((m) => ({ id: ++metricId, ...m })),
    })),
  }));
}

/**
 * Turns documents into what the screen draws, keeping the row of a plate that did not change: the engine
 * memoises each plate's drawing on its row, so an edit redraws the edited plate only.
 */
export function draftBuilder() {
  const rows = new Map<string, PlateRow>();
  return (doc: DashboardDoc, storedIds: Readonly<Record<number, number>>): DraftDashboard => {
    const next = new Map<string, PlateRow>();
    const tables: Record<number, ChartTable[]> = {};
    const plates = [...doc.plates]
      .sort((a, b) => a.position - b.position)
      .map((p) => {
        const id = storedIds[p.position] ?? -p.position;
        const key = `${id}:${JSON.stringify(p)}`;
        const row = rows.get(key) ?? plateRowOf(p, id);
        next.set(key, row);
        // Live tables (detailSource) are computed by the server for the stored plate; stored ones are the
        // document's, none included: the published plate's tables are not the draft's.
        if (!p.detailSource) tables[id] = chartTablesOf(p);
        return row;
      });
    rows.clear();
    for (const [k, v] of next) rows.set(k, v);
    return { plates, skin: doc.skin as SkinId, tables };
  };
}

/** Every picture address of a document (to have them signed for the preview). */
export function docImageUrls(doc: DashboardDoc): string[] {
  return doc.plates.flatMap((p) => (p.images ?? []).map((i) => i.imgUrl));
}

/**
 * The document's pictures by the preview's plate ids, at their signed addresses; a picture not signed yet
 * is left out until it is. A plate without `images` (a draft stored before documents held pictures) is
 * not listed, so it shows its slot's published pictures.
 */
export function draftImagesOf(
  draft: DraftDashboard,
  doc: DashboardDoc,
  sources: Readonly<Record<string, string>>,
): Record<number, PlateImageRow[]> {
  const out: Record<number, PlateImageRow[]> = {};
  for (const row of draft.plates) {
    const images = doc.plates.find((p) => p.position === row.position)?.images;
    if (!images) continue;
    out[row.id] = images.flatMap((img, i) => {
      const src = sources[img.imgUrl];
      return src ? [{ id: i + 1, imgUrl: src, imgName: img.imgName, imgDesc: img.imgDesc }] : [];
    });
  }
  return out;
}
