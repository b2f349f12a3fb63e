/** Species of an ear tag (its first digit). */
const SPECIES: Record<number, string> = { 1: '猪', 2: '牛', 3: '羊', 4: '家禽', 5: '兔', 9: '其他' };
/** The state of a tag. */
export const STATUS: Record<number, string> = { 1: '在栏', 2: '已出栏', 3: '死亡', 4: '注销' };
/** The events of a tag's log. */
export const EVENTS: Record<number, string> = {
  1: '佩标',
  2: '免疫',
  3: '检疫',
  4: '出栏',
  5: '屠宰',
  6: '死亡无害化处理',
  7: '注销',
};
/** The name of a species. */
export const speciesName = (k: number) => SPECIES[k] ?? '其他';

/** A tag's columns (alias t, its farm f). */
export const TAG_SQL = {
  select: `t.id AS "earTagId", t.ear_tag_no AS "earTagNo", t.species, t.breed, t.farm_id AS "farmId", f.farm_name AS "farmName",
         t.area_id::float8 AS "areaId", t.ear_tag_status AS "earTagStatus",
         to_char(t.birth_date, 'YYYY-MM-DD') AS "birthDate", to_char(t.apply_date, 'YYYY-MM-DD') AS "applyDate"`,
  from: 'ear_tags t LEFT JOIN farms f ON f.id = t.farm_id',
};
export const TAG = `SELECT ${TAG_SQL.select} FROM ${TAG_SQL.from}`;

/** A tag as answered: with the names of its species and state. */
export const present = <T extends { species: number; earTagStatus: number }>(r: T) => ({
  ...r,
  speciesName: speciesName(r.species),
  earTagStatusName: STATUS[r.earTagStatus] ?? '',
});
