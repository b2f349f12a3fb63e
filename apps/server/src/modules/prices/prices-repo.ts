import { areaChainOfCode } from '@fengshou/core';
import type { Queryable } from '../../db/client';
import { orderBy, pageClause } from '../../query/sort';
import { Filter } from '../../query/sql-filter';

/**
 * The market whose prices a caller sees: the deepest area of the caller's chain (its own area or an
 * ancestor) that publishes prices, since markets report at city or province level; null when none does.
 */
export async function priceAreaOf(q: Queryable, ownAreaId: number): Promise<number | null> {
  const chain = areaChainOfCode(ownAreaId);
  const [r] = await q.query<{ a: number }>(
    `SELECT area_id AS a FROM price_series WHERE area_id = ANY($1::bigint[])
      GROUP BY area_id ORDER BY area_id DESC LIMIT 1`,
    [chain],
  );
  return r?.a ?? null;
}

/** Daily prices of price-monitor crops and types in a date range, oldest first. */
export function priceSeries(
  q: Queryable,
  areaId: number,
  cropIds: number[],
  types: readonly string[],
  start: string | null,
  end: string | null,
) {
  return q.query<{
    priceDate: string;
    cropId: number;
    priceType: string;
    price: number;
    unit: string;
  }>(
    `SELECT to_char(price_date, 'YYYY-MM-DD') AS "priceDate", crop_id::int AS "cropId", price_type AS "priceType",
            price::float8 AS price, unit
       FROM price_series
      WHERE area_id = $1 AND crop_id = ANY($2::int[]) AND price_type = ANY($3::text[])
        AND ($4::date IS NULL OR price_date >= $4::date) AND ($5::date IS NULL OR price_date <= $5::date)
      ORDER BY price_date, crop_id, price_type`,
    [areaId, cropIds, types, start, end],
  );
}

/** The latest price of each crop and type on or before a day, with the change from the day before. */
export function latestPrices(q: Queryable, areaId: number, day: string | null) {
  return q.query<{
    cropId: number;
    priceType: string;
    price: number;
    unit: string;
    priceDate: string;
    changePct: number | null;
  }>(
    `SELECT DISTINCT ON (crop_id, price_type) crop_id::int AS "cropId", price_type AS "priceType", price::float8 AS price, unit,
            to_char(price_date, 'YYYY-MM-DD') AS "priceDate",
            round((price / nullif(lag(price) OVER w, 0) - 1) * 100, 2)::float8 AS "changePct"
       FROM price_series
      WHERE area_id = $1 AND ($2::date IS NULL OR price_date <= $2::date)
        AND price_date > coalesce($2::date, current_date) - 40
     WINDOW w AS (PARTITION BY crop_id, price_type ORDER BY price_date)
      ORDER BY crop_id, price_type, price_date DESC`,
    [areaId, day],
  );
}

/**
 * One page of a market's daily prices (newest first by default), each with its change from the previous
 * price of the same crop and type. The page is chosen first, so the previous prices are looked up (along
 * the primary key) for its rows only.
 */
export async function pagePrices(
  q: Queryable,
  areaId: number,
  b: {
    pageNo: number;
    pageSize: number;
    crop?: number;
    priceType?: string;
    startDate?: string;
    endDate?: string;
    sortField?: string;
    sortOrder?: 'asc' | 'desc';
  },
) {
  const f = new Filter().add('ps.area_id = $?', areaId);
  if (b.crop !== undefined) f.add('ps.crop_id = $?', b.crop);
  if (b.priceType) f.add('ps.price_type = $?', b.priceType);
  if (b.startDate) f.add('ps.price_date >= $?::date', b.startDate);
  if (b.endDate) f.add('ps.price_date <= $?::date', b.endDate);
  const where = f.where();
  const [count] = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM price_series ps ${where}`,
    f.params,
  );
  const order = orderBy(
    b,
    { priceDate: 'ps.price_date', price: 'ps.price' },
    'ps.price_date DESC, ps.crop_id, ps.price_type',
    'ps.price_date DESC, ps.crop_id, ps.price_type',
  );
  const rows = await q.query<{
    priceDate: string;
    cropId: number;
    priceType: string;
    price: number;
    unit: string;
    areaId: number;
    areaName: string;
    changePct: number | null;
  }>(
    `SELECT to_char(ps.price_date, 'YYYY-MM-DD') AS "priceDate", ps.crop_id::int AS "cropId",
            ps.price_type AS "priceType", ps.price::float8 AS price, ps.unit, ps.area_id AS "areaId",
            a.name AS "areaName", round((ps.price / nullif(prev.price, 0) - 1) * 100, 2)::float8 AS "changePct"
       FROM (SELECT * FROM price_series ps ${where} ${order} ${pageClause(b)}) ps
       JOIN areas a ON a.id = ps.area_id
       LEFT JOIN LATERAL (
         SELECT x.price FROM price_series x
          WHERE x.area_id = ps.area_id AND x.crop_id = ps.crop_id AND x.price_type = ps.price_type
            AND x.price_date < ps.price_date
          ORDER BY x.price_date DESC LIMIT 1) prev ON true
      ${order}`,
    f.params,
  );
  return { rows, total: count?.n ?? 0 };
}
