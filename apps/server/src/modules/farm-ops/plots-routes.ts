import { DLBM_CODES, LAND_TYPE_LABELS } from '@fengshou/core';
import {
  getOwnAreaByShGisDkid,
  getPlotInfo,
  listDkidsByFarmIds,
  listFarmPlotIds,
  listPlotOperators,
} from '@fengshou/core/contract';
import { callerOf, type Route, route } from '../../http/route';
import { PiiPolicy } from '../../query/pii';
import * as land from '../produce/land-repo';

/** Handlers of the plot helpers (spec §7 Land). */
export const plotRoutes: Route[] = [
  route(getOwnAreaByShGisDkid, async (ctx) => {
    const [r] = await ctx.services.db.query<{
      landId: number;
      areaId: number;
      areaLevel: number;
      areaName: string;
    }>(
      `SELECT l.id AS "landId", l.area_id AS "areaId", a.level::int AS "areaLevel", a.name AS "areaName"
         FROM land_parcels l JOIN areas a ON a.id = l.area_id WHERE l.sh_gis_dkid = $1`,
      [ctx.body.shGisDkid],
    );
    return r!;
  }),
  route(listPlotOperators, async (ctx) => {
    const caller = callerOf(ctx);
    const { db } = ctx.services;
    const [row] = await db.query<{
      contractorName: string | null;
      farmId: number | null;
      farmName: string | null;
      companyId: number | null;
      companyName: string | null;
      contactName: string | null;
      contactPhone: string | null;
    }>(
      `SELECT l.contractor_name AS "contractorName", f.id AS "farmId", f.farm_name AS "farmName",
              c.id AS "companyId", c.company_name AS "companyName", f.contact_name AS "contactName", f.contact_phone AS "contactPhone"
         FROM land_parcels l LEFT JOIN farms f ON f.id = l.farm_id LEFT JOIN companies c ON c.id = f.company_id
        WHERE l.id = $1`,
      [ctx.body.landId],
    );
    const r = row!;
    const pii = new PiiPolicy(caller, listPlotOperators.path);
    const out = [];
    if (r.farmId !== null) {
      out.push({
        role: '经营主体',
        name: r.companyName,
        farmId: r.farmId,
        companyId: r.companyId,
        contactName: pii.name(r.contactName, `farm:${r.farmId}`),
        contactPhone: pii.phone(r.contactPhone, `farm:${r.farmId}`),
      });
    }
    if (r.contractorName) {
      out.push({
        role: '承包方',
        name: pii.name(r.contractorName, `land:${ctx.body.landId}`),
        farmId: null,
        companyId: null,
        contactName: null,
        contactPhone: null,
      });
    }
    await pii.log(ctx);
    return out;
  }),
  route(getPlotInfo, async (ctx) => {
    const { db } = ctx.services;
    const landId = await land.parcelId(db, ctx.body);
    const [r] = await db.query<{
      landId: number;
      dkid: string;
      shGisDkid: string | null;
      landName: string | null;
      landType: number;
      dlbm: string;
      areaMu: number;
      areaId: number;
      areaName: string;
      farmId: number | null;
      farmName: string | null;
      qualityGrade: number | null;
      currentCrops: string[];
    }>(
      `SELECT l.id AS "landId", l.dkid, l.sh_gis_dkid AS "shGisDkid", l.land_name AS "landName", l.land_type::int AS "landType",
              l.dlbm, round(l.area_mu, 2)::float8 AS "areaMu", l.area_id AS "areaId", a.name AS "areaName",
              l.farm_id AS "farmId", f.farm_name AS "farmName", l.quality_grade::int AS "qualityGrade",
              coalesce((SELECT array_agg(c.crop_name ORDER BY p.sow_date DESC) FROM plantings p JOIN crops c ON c.id = p.crop_id
                         WHERE p.land_id = l.id AND p.status = 1), '{}') AS "currentCrops"
         FROM land_parcels l JOIN areas a ON a.id = l.area_id LEFT JOIN farms f ON f.id = l.farm_id WHERE l.id = $1`,
      [landId],
    );
    const { landType, dlbm, ...rest } = r!;
    return {
      ...rest,
      landTypeName: LAND_TYPE_LABELS[landType as keyof typeof LAND_TYPE_LABELS] ?? '--',
      dlbmName: DLBM_CODES[dlbm as keyof typeof DLBM_CODES] ?? '--',
    };
  }),
  route(listDkidsByFarmIds, async (ctx) => {
    const ids = [...new Set(ctx.body.farmIds)];
    const rows = await ctx.services.db.query<{ farmId: number; dkids: string[] }>(
      `SELECT f.id AS "farmId", coalesce(array_agg(l.dkid ORDER BY l.dkid) FILTER (WHERE l.id IS NOT NULL), '{}') AS dkids
         FROM unnest($1::int[]) WITH ORDINALITY AS f(id, n) LEFT JOIN land_parcels l ON l.farm_id = f.id
        GROUP BY f.id, f.n ORDER BY f.n`,
      [ids],
    );
    return rows;
  }),
  route(listFarmPlotIds, async (ctx) =>
    ctx.services.db.query<{ landId: number; dkid: string }>(
      'SELECT id AS "landId", dkid FROM land_parcels WHERE farm_id = $1 ORDER BY id',
      [ctx.body.farmId],
    ),
  ),
];
