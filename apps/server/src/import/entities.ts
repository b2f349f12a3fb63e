import type { Executor, Queryable } from '../db/client';
import { creditCodeProblem } from './credit-code';
import { type Problem, pick, type TableRow } from './types';
import { loopSlices, yieldToLoop } from './yield';

/** A business entity row that passed every check: one company and its farm. */
export interface EntityDraft {
  row: number;
  companyName: string;
  creditCode: string | null;
  companyCategoryId: number;
  businessTypeId: number;
  businessCategoryId: number | null;
  legalPerson: string | null;
  contactName: string | null;
  contactPhone: string | null;
  address: string | null;
  lng: number | null;
  lat: number | null;
  areaId: number | null;
  creditLevel: number;
  establishedDate: string | null;
  farmName: string;
}

/** Category names and ids the checks accept. */
export interface EntityCatalogue {
  companyCategories: { id: number; name: string }[];
  businessCategories: { id: number; name: string; businessTypeId: number }[];
}

const TYPES: Record<string, number> = { 粮食: 1, 种植: 2, 蔬菜: 3, 畜牧: 4, 水产: 5, 其他: 6 };
const LEVELS: Record<string, number> = { 未评级: 0, A: 1, B: 2, C: 3, D: 4 };

/** Loads the categories from the database. */
export async function entityCatalogue(q: Queryable): Promise<EntityCatalogue> {
  return {
    companyCategories: await q.query('SELECT id, name FROM company_categories ORDER BY id'),
    businessCategories: await q.query(
      'SELECT id, name, business_type_id AS "businessTypeId" FROM business_categories',
    ),
  };
}

/** Field checks of each row (Chinese headers, English keys also accepted). */
export async function draftEntities(
  rows: TableRow[],
  cat: EntityCatalogue,
  problems: Problem[],
): Promise<EntityDraft[]> {
  const out: EntityDraft[] = [];
  const seen = new Map<string, number>();
  const slices = loopSlices();
  for (const r of rows) {
    if (slices.due()) await yieldToLoop();
    const before = problems.length;
    const bad = (field: string, reason: string) => problems.push({ row: r.row, field, reason });
    const get = (...names: string[]) => {
      const v = pick(r.cells, names);
      return v === undefined ? null : String(v).trim();
    };
    const name = get('主体名称', '企业名称', 'companyName');
    if (!name) bad('主体名称', '缺少主体名称');
    const catText = get('主体类型', 'companyCategory');
    const category = cat.companyCategories.find((c) => c.name === catText || String(c.id) === catText);
    if (!category) bad('主体类型', `主体类型须为${cat.companyCategories.map((c) => c.name).join('、')}之一`);
    const code = get('统一社会信用代码', '信用代码', 'creditCode')?.toUpperCase() ?? null;
    if (code) {
      const why = creditCodeProblem(code);
      if (why) bad('统一社会信用代码', why);
      else if (seen.has(code)) bad('统一社会信用代码', `与第${seen.get(code)}行重复`);
      else seen.set(code, r.row);
    } else if (category && category.id !== 4)
      bad('统一社会信用代码', '缺少统一社会信用代码（仅种养大户可不填）');
    const bizText = get('经营品类', 'businessCategory');
    const biz = bizText
      ? cat.businessCategories.find((b) => b.name === bizText || String(b.id) === bizText)
      : undefined;
    if (bizText && !biz) bad('经营品类', `经营品类"${bizText}"不存在`);
    const typeText = get('经营类型', 'businessType');
    const typeId = typeText
      ? (TYPES[typeText] ?? (/^[1-6]$/.test(typeText) ? Number(typeText) : undefined))
      : biz?.businessTypeId;
    if (typeId === undefined) bad('经营类型', '经营类型须为粮食、种植、蔬菜、畜牧、水产、其他或1–6');
    const phone = get('联系电话', '手机号', 'contactPhone');
    if (phone && !/^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8})$/.test(phone))
      bad('联系电话', '联系电话须为11位手机号或带区号的固定电话');
    const lngText = get('经度', 'lng');
    const latText = get('纬度', 'lat');
    const lng = lngText ? Number(lngText) : null;
    const lat = latText ? Number(latText) : null;
    if ((lng === null) !== (lat === null)) bad('经度', '经度和纬度须同时填写');
    else if (
      lng !== null &&
      (!Number.isFinite(lng) || !Number.isFinite(lat) || lng < 72 || lng > 138 || lat! < 0.8 || lat! > 56)
    ) {
      bad('经度', '经纬度须为中国范围内的数字（WGS84/CGCS2000）');
    }
    const areaText = get('所属区域代码', '区域代码', 'areaId');
    if (areaText && !/^\d{12}$/.test(areaText)) bad('所属区域代码', '所属区域代码须为12位统计用区划代码');
    const levelText = get('信用等级', 'creditLevel') ?? '未评级';
    const creditLevel =
      LEVELS[levelText.toUpperCase()] ?? (/^[0-4]$/.test(levelText) ? Number(levelText) : undefined);
    if (creditLevel === undefined) bad('信用等级', '信用等级须为A、B、C、D或未评级');
    const date = get('成立日期', 'establishedDate');
    if (date && (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date))))
      bad('成立日期', '成立日期须为YYYY-MM-DD');
    if (problems.length > before) continue;
    out.push({
      row: r.row,
      companyName: name!.slice(0, 128),
      creditCode: code,
      companyCategoryId: category!.id,
      businessTypeId: typeId!,
      businessCategoryId: biz?.id ?? null,
      legalPerson: get('法定代表人', '负责人', 'legalPerson'),
      contactName: get('联系人', 'contactName'),
      contactPhone: phone,
      address: get('地址', '注册地址', 'address'),
      lng,
      lat,
      areaId: areaText ? Number(areaText) : null,
      creditLevel: creditLevel!,
      establishedDate: date,
      farmName: get('农场名称', '基地名称', 'farmName') ?? name!.slice(0, 128),
    });
  }
  return out;
}

const PLACE_CHUNK_ROWS = 10_000;

/** Database checks: codes not taken, areas known and in range, points inside the target area. */
export async function checkEntities(
  q: Queryable,
  drafts: EntityDraft[],
  target: { areaId: number; range: [number, number] },
  problems: Problem[],
): Promise<void> {
  const codes = drafts.flatMap((d) => (d.creditCode ? [d.creditCode] : []));
  // A registered code is updated by a re-import, unless the entity is registered outside the target area.
  const taken = await q.query<{ credit_code: string; company_name: string }>(
    'SELECT credit_code, company_name FROM companies WHERE credit_code = ANY($1::text[]) AND area_id NOT BETWEEN $2 AND $3',
    [codes, ...target.range],
  );
  const owner = new Map(taken.map((t) => [t.credit_code, t.company_name]));
  // Placed in parts: one statement for 100,000 points held the event loop while its parameters and answer
  // were copied to and from the database thread.
  const withPoint = drafts.filter((d) => d.lng !== null);
  const located: { row: number; area: number | null; inside: boolean | null }[] = [];
  for (let i = 0; i < withPoint.length; i += PLACE_CHUNK_ROWS) {
    const part = withPoint.slice(i, i + PLACE_CHUNK_ROWS);
    const found = await q.query<{ row: number; area: number | null; inside: boolean | null }>(
      `SELECT t.row, (SELECT v.id FROM areas v WHERE v.level >= 4 AND v.id BETWEEN $4 AND $5 AND ST_Covers(v.geom, p)
                    ORDER BY v.level DESC, v.id LIMIT 1) AS area,
            ST_Covers((SELECT ST_Buffer(geom, 0.00002) FROM areas WHERE id = $6), p) AS inside
       FROM unnest($1::int[], $2::float8[], $3::float8[]) AS t(row, lng, lat)
       CROSS JOIN LATERAL (SELECT ST_SetSRID(ST_MakePoint(t.lng, t.lat), 4326) AS p) x`,
      [
        part.map((d) => d.row),
        part.map((d) => d.lng),
        part.map((d) => d.lat),
        ...target.range,
        target.areaId,
      ],
    );
    for (const f of found) located.push(f);
  }
  const byRow = new Map(located.map((l) => [l.row, l]));
  const areaIds = [...new Set(drafts.flatMap((d) => (d.areaId ? [d.areaId] : [])))];
  const known = new Set(
    (await q.query<{ id: number }>('SELECT id FROM areas WHERE id = ANY($1::bigint[])', [areaIds])).map(
      (a) => a.id,
    ),
  );
  const slices = loopSlices();
  for (const d of drafts) {
    if (slices.due()) await yieldToLoop();
    if (d.creditCode && owner.has(d.creditCode)) {
      problems.push({
        row: d.row,
        field: '统一社会信用代码',
        reason: `该代码已由导入区域外的主体登记（${owner.get(d.creditCode)}）`,
      });
    }
    if (d.areaId !== null) {
      if (!known.has(d.areaId))
        problems.push({ row: d.row, field: '所属区域代码', reason: `区域代码${d.areaId}不存在` });
      else if (d.areaId < target.range[0] || d.areaId > target.range[1])
        problems.push({ row: d.row, field: '所属区域代码', reason: '区域不在导入的目标区域内' });
    }
    const at = byRow.get(d.row);
    if (at) {
      if (at.inside === false) problems.push({ row: d.row, field: '经度', reason: '坐标不在目标区域范围内' });
      else d.areaId ??= at.area ?? target.areaId;
    }
    d.areaId ??= target.areaId;
  }
}

/**
 * Writes a company and its farm per row. A company is found again by its credit code (or, without one, by
 * its name in its area) and updated, and so is its farm of the same name: a re-import never duplicates.
 * Set-based, a few statements per 5,000 rows: a statement per row took minutes for a 100k-row file. The
 * outcome is the row-by-row one: rows naming one company (by name, without a code) make one company with
 * the last row's values, inserted once, and rows naming one farm of it one farm with the last row's values.
 */
export async function writeEntities(
  q: Executor,
  drafts: EntityDraft[],
): Promise<{ inserted: number; updated: number }> {
  const companyOf = new Map<string, number>();
  for (const part of chunks(drafts))
    for (const [k, id] of await existingCompanies(q, part)) companyOf.set(k, id);
  // Map order is first-seen, values the last row's: new ids ascend in row order, as inserting row by row.
  const last = new Map<string, EntityDraft>();
  for (const d of drafts) last.set(companyKey(d), d);
  const fresh = [...last.keys()].filter((k) => !companyOf.has(k));
  const ids = await q.query<{ id: number }>(
    "SELECT nextval(pg_get_serial_sequence('companies', 'id'))::int AS id FROM generate_series(1, $1)",
    [fresh.length],
  );
  for (const [i, k] of fresh.entries()) companyOf.set(k, ids[i]!.id);
  const isFresh = new Set(fresh);
  const rows = [...last].map(([k, d]) => ({ id: companyOf.get(k)!, d, fresh: isFresh.has(k) }));
  for (const part of chunks(rows.filter((r) => !r.fresh)))
    await q.query(
      `UPDATE companies c SET company_name = t.name, credit_code = t.code, company_category_id = t.cat,
              legal_person_name = t.legal, contact_name = t.contact, contact_phone = t.phone, credit_level = t.level,
              established_date = t.est::date, address = t.address, area_id = t.area, update_time = now()
         FROM ${COMPANY_ROWS} WHERE c.id = t.id`,
      companyParams(part),
    );
  for (const part of chunks(rows.filter((r) => r.fresh)))
    await q.query(
      `INSERT INTO companies (id, company_name, credit_code, company_category_id, legal_person_name, contact_name,
              contact_phone, credit_level, established_date, address, area_id)
       SELECT t.id, t.name, t.code, t.cat, t.legal, t.contact, t.phone, t.level, t.est::date, t.address, t.area
         FROM ${COMPANY_ROWS}`,
      companyParams(part),
    );
  const farms = new Map<string, { companyId: number; d: EntityDraft }>();
  for (const d of drafts) {
    const companyId = companyOf.get(companyKey(d))!;
    farms.set(JSON.stringify([companyId, d.farmName]), { companyId, d });
  }
  for (const part of chunks([...farms.values()]))
    await q.query(
      `INSERT INTO farms (company_id, farm_name, business_type_id, business_category_id, peasant_flag, new_farm_flag,
              address, area_id, location, contact_name, contact_phone)
       SELECT t.company, t.name, t.btype, t.bcat, t.peasant, 1, t.address, t.area,
              CASE WHEN t.lng IS NULL THEN NULL ELSE ST_SetSRID(ST_MakePoint(t.lng, t.lat), 4326) END, t.contact, t.phone
         FROM unnest($1::int[], $2::text[], $3::smallint[], $4::smallint[], $5::smallint[], $6::text[], $7::bigint[],
                     $8::float8[], $9::float8[], $10::text[], $11::text[])
              AS t(company, name, btype, bcat, peasant, address, area, lng, lat, contact, phone)
       ON CONFLICT (company_id, farm_name) DO UPDATE SET business_type_id = EXCLUDED.business_type_id,
              business_category_id = EXCLUDED.business_category_id, peasant_flag = EXCLUDED.peasant_flag,
              address = EXCLUDED.address, area_id = EXCLUDED.area_id, location = EXCLUDED.location,
              contact_name = EXCLUDED.contact_name, contact_phone = EXCLUDED.contact_phone, update_time = now()`,
      [
        part.map((f) => f.companyId),
        part.map((f) => f.d.farmName),
        part.map((f) => f.d.businessTypeId),
        part.map((f) => f.d.businessCategoryId),
        part.map((f) => (f.d.companyCategoryId >= 2 && f.d.companyCategoryId <= 4 ? 1 : 0)),
        part.map((f) => f.d.address),
        part.map((f) => f.d.areaId),
        part.map((f) => f.d.lng),
        part.map((f) => f.d.lat),
        part.map((f) => f.d.contactName),
        part.map((f) => f.d.contactPhone),
      ],
    );
  return { inserted: fresh.length, updated: drafts.length - fresh.length };
}

const CHUNK = 5000;
const chunks = <T>(xs: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(xs.length / CHUNK) }, (_, i) => xs.slice(i * CHUNK, (i + 1) * CHUNK));

/** What finds a row's company: its credit code, else its name in its area (a JSON pair, never a code). */
const companyKey = (d: { creditCode: string | null; areaId: number | null; companyName: string }) =>
  d.creditCode ?? JSON.stringify([Number(d.areaId), d.companyName]);

/** The registered companies the rows name, by companyKey; of several of one name in an area, the first. */
async function existingCompanies(q: Executor, drafts: EntityDraft[]): Promise<[string, number][]> {
  const named = drafts.filter((d) => !d.creditCode);
  const byCode = await q.query<{ id: number; credit_code: string }>(
    'SELECT id, credit_code FROM companies WHERE credit_code = ANY($1::text[])',
    [drafts.flatMap((d) => (d.creditCode ? [d.creditCode] : []))],
  );
  const byName = named.length
    ? await q.query<{ id: number; company_name: string; area_id: number }>(
        `SELECT DISTINCT ON (c.company_name, c.area_id) c.id, c.company_name, c.area_id
           FROM companies c JOIN unnest($1::text[], $2::bigint[]) AS t(name, area)
             ON c.company_name = t.name AND c.area_id = t.area
          WHERE c.credit_code IS NULL ORDER BY c.company_name, c.area_id, c.id`,
        [named.map((d) => d.companyName), named.map((d) => d.areaId)],
      )
    : [];
  return [
    ...byCode.map((r): [string, number] => [r.credit_code, r.id]),
    ...byName.map((r): [string, number] => [
      companyKey({ creditCode: null, areaId: r.area_id, companyName: r.company_name }),
      r.id,
    ]),
  ];
}

const COMPANY_ROWS = `unnest($1::int[], $2::text[], $3::text[], $4::smallint[], $5::text[], $6::text[], $7::text[],
    $8::smallint[], $9::text[], $10::text[], $11::bigint[])
  AS t(id, name, code, cat, legal, contact, phone, level, est, address, area)`;

function companyParams(rows: { id: number; d: EntityDraft }[]): unknown[] {
  return [
    rows.map((r) => r.id),
    rows.map((r) => r.d.companyName),
    rows.map((r) => r.d.creditCode),
    rows.map((r) => r.d.companyCategoryId),
    rows.map((r) => r.d.legalPerson),
    rows.map((r) => r.d.contactName),
    rows.map((r) => r.d.contactPhone),
    rows.map((r) => r.d.creditLevel),
    rows.map((r) => r.d.establishedDate),
    rows.map((r) => r.d.address),
    rows.map((r) => r.d.areaId),
  ];
}
