import {
  GROWTH_GRADES,
  getMultispectralAnalysis,
  labelOf,
  listMultispectralParcels,
  MULTISPECTRAL_SENSORS,
  type zMultispectralParcel,
} from '@fengshou/core/contract';
import { areaOf, type Route, route } from '../../http/route';
import { defineList, listRoute } from '../../query/list';
import type { Row } from '../../query/list-page';
import { areaJoin } from '../../query/paged';
import { analyse } from './analysis';

const M = areaJoin('m');

/**
 * The parcels of one capture (the area's latest unless asked), the weakest first: a holder's field that
 * needs attention comes before the rest.
 */
const multispectralList = defineList<
  typeof listMultispectralParcels,
  Row<typeof zMultispectralParcel, 'growthGradeName' | 'sensorName'> & { sensor: number }
>({
  endpoint: listMultispectralParcels,
  sql: {
    select: `m.id, m.land_parcel_id AS "landId", l.dkid, l.land_name AS "landName", l.contractor_name AS "contractorName",
      f.farm_name AS "farmName", ${M.select}, l.area_mu::float8 AS "areaMu", to_char(m.capture_date, 'YYYY-MM-DD') AS "captureDate",
      m.sensor, c.crop_name AS "cropName", m.ndvi::float8 AS ndvi, m.ndre::float8 AS ndre, m.growth_grade AS "growthGrade", m.advice`,
    from: `multispectral_analyses m JOIN land_parcels l ON l.id = m.land_parcel_id LEFT JOIN farms f ON f.id = l.farm_id
      LEFT JOIN crops c ON c.id = m.crop_id ${M.join}`,
    countFrom: 'multispectral_analyses m JOIN land_parcels l ON l.id = m.land_parcel_id',
    key: 'm.id',
  },
  area: 'm.area_id',
  filters: { growthGrade: 'm.growth_grade' },
  // One capture at a time: the asked one, else the area's latest.
  where: (f, body, area) => {
    if (body.captureDate) f.add('m.capture_date = $?::date', body.captureDate);
    else
      f.add(
        'm.capture_date = (SELECT max(capture_date) FROM multispectral_analyses WHERE area_id BETWEEN $? AND $?)',
        ...area.range,
      );
  },
  keyword: (f, _word, pattern) => {
    const p = f.p(pattern);
    return `(l.dkid ILIKE ${p} OR l.land_name ILIKE ${p} OR l.contractor_name ILIKE ${p})`;
  },
  sorts: { ndvi: 'm.ndvi', areaMu: 'l.area_mu', captureDate: 'm.capture_date' },
  order: 'm.growth_grade DESC, m.ndvi, m.id DESC',
  tieBreak: 'm.id DESC',
  present: ({ sensor, ...r }, pii) => ({
    ...r,
    contractorName: pii.name(r.contractorName, `parcel:${r.landId}`),
    sensorName: labelOf(MULTISPECTRAL_SENSORS, sensor),
    growthGradeName: labelOf(GROWTH_GRADES, r.growthGrade),
  }),
  exportColumns: {
    dkid: '地块编码',
    landName: '地块名称',
    contractorName: '承包方',
    farmName: '经营基地',
    areaMu: '面积（亩）',
    captureDate: '采集日期',
    sensorName: '传感器',
    cropName: '作物',
    ndvi: 'NDVI',
    ndre: 'NDRE',
    growthGradeName: '长势',
    advice: '建议',
    townName: '所在镇',
    areaName: '所在村',
  },
  imports: { kind: 'multispectral', label: '多光谱分析', table: 'multispectral_analyses' },
});

/** Spec §7 others: the landowner multispectral analysis and its parcels. */
export const landownerRoutes: Route[] = [
  route(getMultispectralAnalysis, (ctx) => {
    const area = areaOf(ctx);
    return analyse(ctx.services.db, area.areaId, area.range, ctx.body.captureDate);
  }),
  listRoute(multispectralList),
];
