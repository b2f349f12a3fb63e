import { listAnimalsOnHand, listEarTags } from '@fengshou/core/contract';
import { earTagsImport } from '../../import/kinds/ear-tags';
import { defineList } from '../../query/list';
import { present, speciesName, TAG_SQL } from './tags';

/**
 * Ear tags of an area or farm, by id. Without a tag-number prefix every filter is a key of the tag
 * tallies: their sum is the total (farm 0 holds the tags of no farm, which a farm filter
 * never names).
 */
export const earTagList = defineList<
  typeof listEarTags,
  { species: number; earTagStatus: number } & Record<string, unknown>
>({
  endpoint: listEarTags,
  imports: earTagsImport,
  sql: { ...TAG_SQL, countFrom: 'ear_tags t' },
  area: 't.area_id',
  filters: {
    farmId: 't.farm_id',
    species: 't.species',
    earTagStatus: 't.ear_tag_status',
    earTagNo: (f, prefix) => {
      f.add('t.ear_tag_no LIKE $?', `${prefix}%`);
    },
  },
  order: 't.id',
  tieBreak: 't.id',
  tally: { sql: { countFrom: 'ear_tag_tallies t', count: 'coalesce(sum(t.n), 0)' }, unless: ['earTagNo'] },
  present: (r) => present(r) as never,
  exportColumns: {
    earTagNo: '耳标号',
    speciesName: '畜种',
    breed: '品种',
    farmName: '养殖场',
    earTagStatusName: '状态',
    applyDate: '佩标日期',
  },
});

const by = (status: number) => `coalesce(sum(t.n) FILTER (WHERE t.ear_tag_status = ${status}), 0)::int`;

/**
 * Farms with tagged animals, the most on hand first. The tag tallies (per farm, tag area, species and
 * status) answer the same figures as grouping every tag of the area; joining the farms
 * leaves out farm 0, the tags of no farm.
 */
export const onHandList = defineList<
  typeof listAnimalsOnHand,
  { bySpecies: { key: number; count: number }[] | null } & Record<string, unknown>
>({
  endpoint: listAnimalsOnHand,
  imports: earTagsImport,
  sql: {
    select: `t.farm_id AS "farmId", fm.farm_name AS "farmName", fm.area_id::float8 AS "areaId",
      ${by(1)} AS "onHand", ${by(2)} AS "outCount", ${by(3)} AS "deadCount",
      (SELECT json_agg(json_build_object('key', x.species, 'count', x.n) ORDER BY x.species)
         FROM (SELECT species, sum(n)::int AS n FROM ear_tag_tallies
                WHERE farm_id = t.farm_id AND ear_tag_status = 1 GROUP BY species) x) AS "bySpecies"`,
    from: 'ear_tag_tallies t JOIN farms fm ON fm.id = t.farm_id',
    groupBy: 't.farm_id, fm.id',
  },
  area: 't.area_id',
  filters: { farmId: 't.farm_id', species: 't.species' },
  order: '"onHand" DESC, t.farm_id',
  tieBreak: 't.farm_id',
  present: (r) =>
    ({
      ...r,
      bySpecies: (r.bySpecies ?? []).map((s) => ({ ...s, name: speciesName(s.key) })),
    }) as never,
  exportColumns: { farmName: '养殖场', onHand: '存栏', outCount: '出栏', deadCount: '死亡' },
});
