import { collectiveEconomyAreaTable } from '@fengshou/core/contract';
import { collectiveEconomyImport } from '../../import/kinds/collective';
import { childAreaRows } from '../../query/child-areas';
import { defineList } from '../../query/list';

/**
 * The collective economy of each child area: its assets by type, and the accounts of the year asked (else
 * the latest year with accounts in the area); each table summed once per child over the request's area.
 */
export const collectiveEconomyTable = defineList({
  endpoint: collectiveEconomyAreaTable,
  imports: collectiveEconomyImport,
  sql: (b, f, area) => {
    const { children, childOf, inArea } = childAreaRows(area, f);
    const year =
      b.year === undefined
        ? `(SELECT max(year) FROM collective_economy_annual WHERE ${inArea('area_id')})`
        : f.p(b.year);
    return {
      select: `a.id AS "areaId", a.name AS "areaName", coalesce(x.villages, 0) AS villages, coalesce(x.n, 0) AS assets,
        coalesce(x.op, 0) AS "operatingValue", coalesce(x.nonop, 0) AS "nonOperatingValue",
        coalesce(x.res, 0) AS "resourceValue", coalesce(x.orig, 0) AS "originalValue", coalesce(x.net, 0) AS "netValue",
        e.year, coalesce(e.income, 0) AS "totalIncome", coalesce(e.op, 0) AS "operatingIncome",
        coalesce(e.net, 0) AS "netIncome", coalesce(e.dividend, 0) AS dividend, coalesce(e.members, 0) AS members`,
      from: `${children}
        LEFT JOIN (SELECT ${childOf('area_id')} AS k, count(*)::int AS n, count(DISTINCT area_id)::int AS villages,
                          coalesce(sum(original_value) FILTER (WHERE asset_type = 1), 0)::float8 AS op,
                          coalesce(sum(original_value) FILTER (WHERE asset_type = 2), 0)::float8 AS nonop,
                          coalesce(sum(original_value) FILTER (WHERE asset_type = 3), 0)::float8 AS res,
                          sum(original_value)::float8 AS orig, sum(net_value)::float8 AS net
                     FROM collective_assets WHERE ${inArea('area_id')} GROUP BY 1) x ON x.k = a.id
        LEFT JOIN (SELECT ${childOf('area_id')} AS k, year, sum(total_income)::float8 AS income,
                          sum(operating_income)::float8 AS op, sum(net_income)::float8 AS net,
                          sum(dividend)::float8 AS dividend, sum(members)::int AS members
                     FROM collective_economy_annual WHERE ${inArea('area_id')} AND year = ${year}
                    GROUP BY 1, year) e ON e.k = a.id`,
      countFrom: children,
    };
  },
  area: 'a.id',
  order: 'a.id',
  tieBreak: 'a.id',
  // The figures are in yuan (the web page shows them in 万元).
  exportColumns: {
    areaName: '区域',
    villages: '村（个）',
    assets: '资产（项）',
    operatingValue: '经营性资产原值（元）',
    nonOperatingValue: '非经营性资产原值（元）',
    resourceValue: '资源性资产原值（元）',
    netValue: '资产净值（元）',
    year: '账务年度',
    totalIncome: '总收入（元）',
    operatingIncome: '经营收入（元）',
    netIncome: '净收益（元）',
    dividend: '分红（元）',
    members: '成员（人）',
  },
});
