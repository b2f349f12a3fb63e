import type { Executor } from './client';

/** The migration that holds the whole schema a fresh database starts from. */
export const BASELINE = '001_baseline.sql';

/**
 * The development migrations that 001_baseline.sql replaces. A database on which all of them ran has exactly
 * the baseline's schema (the baseline was checked against it with pg_dump --schema-only).
 */
export const LEGACY_CHAIN: readonly string[] = [
  '001_portal.sql',
  '002_portal_indexes.sql',
  '003_login_captcha.sql',
  '010_domain.sql',
  '011_plate_view.sql',
  '012_stat_facts.sql',
  '020_gis_tiles.sql',
  '040_review_workflow.sql',
  '041_review_files_shared_signing.sql',
  '050_iot_files.sql',
  '070_data_exports.sql',
  '071_review_action_permissions.sql',
  '072_list_paging.sql',
  '073_list_filters.sql',
  '074_period_indexes.sql',
  '076_pest_livestock_pages.sql',
  '077_review_entry_and_log_truncate.sql',
  '078_monitoring_imagery.sql',
  '079_register_precision.sql',
  '080_farm_records.sql',
  '081_event_date_indexes.sql',
  '082_log_truncate_when_empty.sql',
  '083_sown_area_tallies.sql',
  '084_area_detail_tables_live.sql',
  '085_stat_facts_by_day.sql',
  '086_demo_trend_plates.sql',
];

/** A database that ran only part of the development chain: its schema is none the server knows. */
export class PartialLegacyChainError extends Error {
  constructor(recorded: readonly string[]) {
    const missing = LEGACY_CHAIN.filter((v) => !recorded.includes(v));
    super(
      `数据库只执行了开发阶段旧迁移链的一部分（${recorded.length}/${LEGACY_CHAIN.length}，缺 ${missing.join(', ')}），` +
        `结构与基线 ${BASELINE} 不符，无法升级。这是未发布版本的开发数据库：如需保留，先把 DATA_DIR 目录复制到别处` +
        '（PostgreSQL 用 pg_dump 备份），再删除 DATA_DIR（PostgreSQL 则删除并重建 DATABASE_URL 的数据库）后重新启动，' +
        '服务器会建立新数据库。',
    );
    this.name = 'PartialLegacyChainError';
  }
}

/**
 * The migration files that rebuild the schema of a database with these versions recorded (a dump replays
 * them): the baseline in place of the whole development chain, whose files are gone.
 */
export function schemaFiles(recorded: readonly string[]): string[] {
  const legacy = LEGACY_CHAIN.filter((v) => recorded.includes(v));
  if (legacy.length === 0) return [...recorded];
  if (legacy.length < LEGACY_CHAIN.length) throw new PartialLegacyChainError(legacy);
  return [BASELINE, ...recorded.filter((v) => v !== BASELINE && !LEGACY_CHAIN.includes(v))].sort();
}

/**
 * Records the baseline as applied, without running it, on a database migrated with the whole development
 * chain, in place of the chain's rows (their files are gone, and a dump replays the files schema_migrations
 * names). Returns false when the database has none of the chain; throws PartialLegacyChainError when it has
 * part of it.
 */
export async function adoptLegacyChain(q: Executor, recorded: ReadonlySet<string>): Promise<boolean> {
  const legacy = LEGACY_CHAIN.filter((v) => recorded.has(v));
  if (legacy.length === 0) return false;
  if (legacy.length < LEGACY_CHAIN.length) throw new PartialLegacyChainError(legacy);
  await q.query('DELETE FROM schema_migrations WHERE version = ANY($1)', [LEGACY_CHAIN]);
  await q.query('INSERT INTO schema_migrations (version) VALUES ($1) ON CONFLICT DO NOTHING', [BASELINE]);
  return true;
}
