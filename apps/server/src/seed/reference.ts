import {
  AREA_LEVELS,
  AREA_UNITS,
  BUSINESS_TYPE_LABELS,
  CREDIT_LEVELS,
  DLBM_CLASSES,
  DLBM_CODES,
  FATE_LABELS,
  LAND_SOURCE_OPTIONS,
  LAND_TYPE_LABELS,
  SUBJECT_LEVELS,
  VEGETABLE_CROPS,
} from '@fengshou/core';
import type { Executor } from '../db/client';

/** IoT gateway categories (identifier, name, icon) in display order. */
export const GATE_CATEGORIES = [
  { identifier: 'weather', name: '气象站', icon: 'weather' },
  { identifier: 'soil', name: '土壤墒情', icon: 'soil' },
  { identifier: 'water', name: '水质监测', icon: 'water' },
  { identifier: 'insect', name: '虫情测报', icon: 'insect' },
  { identifier: 'spore', name: '孢子捕捉', icon: 'spore' },
  { identifier: 'sexlure', name: '性诱测报', icon: 'sexlure' },
  { identifier: 'camera', name: '视频监控', icon: 'camera' },
  { identifier: 'fertigation', name: '水肥一体机', icon: 'fertigation' },
  { identifier: 'irrigation', name: '智能灌溉', icon: 'irrigation' },
  { identifier: 'greenhouse', name: '大棚环境', icon: 'greenhouse' },
] as const;

type Entries = readonly (readonly [string | number, string])[];

// Each dictionary comes from the core constant both apps use, so a label is written down only once.
const DICTIONARIES: Record<string, Entries> = {
  credit_level: Object.entries(CREDIT_LEVELS),
  business_type: Object.entries(BUSINESS_TYPE_LABELS),
  land_type: Object.entries(LAND_TYPE_LABELS),
  land_source: LAND_SOURCE_OPTIONS.map((o) => [o.id, o.label] as const),
  dlbm: Object.entries(DLBM_CODES),
  dlbm_class: Object.entries(DLBM_CLASSES),
  fate: Object.entries(FATE_LABELS),
  vegetable_crop: Object.entries(VEGETABLE_CROPS),
  area_unit: Object.entries(AREA_UNITS),
  area_level: Object.entries(AREA_LEVELS),
  subject_level: Object.entries(SUBJECT_LEVELS),
};

/** The dictionary types seeded, for tests and the dictionary endpoint's documentation. */
export const DICTIONARY_TYPES = Object.keys(DICTIONARIES);

/** Seeds the reference data every installation needs: gate categories and dictionaries. */
export async function seedReferenceData(q: Executor): Promise<number> {
  await q.query(
    `INSERT INTO gate_categories (identifier, name, icon, sort_num)
     SELECT i, n, c, s FROM unnest($1::text[], $2::text[], $3::text[], $4::int[]) AS x(i, n, c, s)`,
    [
      GATE_CATEGORIES.map((g) => g.identifier),
      GATE_CATEGORIES.map((g) => g.name),
      GATE_CATEGORIES.map((g) => g.icon),
      GATE_CATEGORIES.map((_, i) => i + 1),
    ],
  );
  return GATE_CATEGORIES.length + (await syncDictionaries(q));
}

/**
 * Writes this version's dictionaries, adding entries a newer version brought (a server start runs it on an
 * existing database, e.g. the town subject level) and bringing labels and order up to date. Answers the
 * number of entries.
 */
export async function syncDictionaries(q: Executor): Promise<number> {
  const rows = Object.entries(DICTIONARIES).flatMap(([type, entries]) =>
    entries.map(([key, label], i) => ({ type, key: String(key), label, sort: i + 1 })),
  );
  await q.query(
    `INSERT INTO dictionaries (dict_type, dict_key, dict_label, sort_num)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::int[])
     ON CONFLICT (dict_type, dict_key) DO UPDATE SET dict_label = EXCLUDED.dict_label, sort_num = EXCLUDED.sort_num`,
    [rows.map((r) => r.type), rows.map((r) => r.key), rows.map((r) => r.label), rows.map((r) => r.sort)],
  );
  return rows.length;
}
