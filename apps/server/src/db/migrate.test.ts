import { createHash } from 'node:crypto';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from './client';
import { BASELINE, LEGACY_CHAIN, PartialLegacyChainError } from './legacy-chain';
import { migrate } from './migrate';
import { openPglite } from './pglite';
import { writeSqlDump } from './sql-dump';
import { restoreSqlDump } from './sql-restore';

const MIGRATIONS = fileURLToPath(new URL('./migrations/', import.meta.url));

/**
 * Migrations run somewhere are never edited: a change is the next numbered file. Each committed file's
 * SHA-256; a new migration adds its line, and a changed hash means a file was edited that databases may
 * already have run (write 002_… instead).
 */
const APPLIED_FILES: Record<string, string> = {
  '001_baseline.sql': 'dfe0b2766e017a1e986a5513a40baf08a468279d3579a4c400d013e6c0335628',
  '002_import_kinds.sql': '2fb2d584012f90b34fcb1215e9c4ae42daf768ddad023f5a6f4f769679d2a646',
  '003_stored_pictures.sql': 'ca242c3a83ea8a602ddc1e064c59e7d7505330ae26dff929106211b8aadc055b',
  '004_subject_status.sql': 'b2c581a0fd83a24cdd92293c1a2153a0bef867491d7096b186e34f29afcf2d70',
  '005_subject_area_unique.sql': '522f1715713d337b221df1a185531d1fa6914d545074197c44ddcdf5e488dd08',
  '006_devices.sql': '3f31b8c0d3e5b9a2d18af63f52b049b1b075ec19e0e71f6d1c360b54503c1108',
  '007_camera_sources.sql': '095dbd687698889d8dbadff40ba8811659fba007110ccd19dc200c3666aba22d',
  '008_audit.sql': '06ad466fcd6f91af78e5939e56ff45022762fff996122d37205eac850e060bb5',
  '012_security_policy.sql': 'ecaa37e98f2e3911b0f3cf00d9d0613efa828de839f7476247108e31761797b2',
  '013_jobs.sql': '604c13b0cf2d9a20b1961d3e37d38ebe2f88176d2630b43329cc8b236664ccf6',
  '014_screen_watermark.sql': '174a5b2ff04af8e95b50d1768f2c47ef669cbda47e7ac25b666c3255ce61716e',
  '018_import_tasks.sql': '36e6e2a4bec93992a42fc44bd6e8398634174443f4cc6e69b5c7b2aa06b5b97e',
  '019_dashboard_versions.sql': 'd4ddcdb6d496278b6c7639b8cc9399592e26b813bf03f486f9bcb5a8967b853e',
  '020_menu_editor.sql': '2c57cc906e329a74d4b528f19b4fd21d288618aa4500022fb7c387bc29cdc953',
  '021_plate_linkage.sql': '331652f75ca98592987e2aa9a87b4c0f7c334018f73783e92037097898cbb155',
  '022_field_tasks.sql': 'b273d3105627adae47e0dbef71707066c92f39ed327298a429bceddf9d508a57',
  '023_photo_evidence.sql': '8e636cdcd8cd8f3b669039dce4e7c4ff8507b9b75dd59b37012eb1b0dfdea794',
  '024_brands_storage_scores.sql': '92dda23ae0c48a60734b84e5ddb561a7c481df72b4e580c7b22bf532b31558d3',
  '025_parks_unmanned.sql': 'b497f4fccafef7947ffb6301c34db66d002098de9647375b4bbc310a095e3675',
  '026_products_trades_multispectral.sql': 'fecef86d612c73bf7ad838644445c46109a943b458329c12211a87b349137e62',
  '027_party_building.sql': '77ac4725262d1a86921829d6973131543c1abf59b775e0a604f2f01b3c705580',
  '028_dashboard_images_revisions.sql': '6520613f0066980f8764b3231dbbd8f210075a7882e3c85eeb748f459189d3d7',
  '030_display_playlists.sql': 'dc7971e0de734574ecf225473f581af514b5cf5b308478ca24ded05f328aaf12',
  '031_key_entities.sql': '240ccba042dffa7994af6afa295728a9bb2359a83cdea1fb7a208990d8ea34dc',
  '032_guarantee_supply_base_key.sql': '29c5d7ec42e19d6971083aed81273b0530534ddeded5a7f60d6c2efee186a322',
};

let db: Database;
let dir: string;

const recorded = async () =>
  (await db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version')).map(
    (r) => r.version,
  );

/** Records exactly `versions` as applied, as a database migrated with them has. */
async function record(versions: readonly string[]) {
  await db.query('DELETE FROM schema_migrations');
  for (const v of versions) await db.query('INSERT INTO schema_migrations (version) VALUES ($1)', [v]);
}

beforeAll(async () => {
  db = await openPglite({});
  dir = mkdtempSync(join(tmpdir(), 'fengshou-migrations-'));
});
afterAll(async () => {
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('migrate', () => {
  // The first migration of an embedded database loads PostGIS and builds the whole schema.
  it('creates the schema of an empty database from the baseline and what follows it, once', async () => {
    const all = [
      BASELINE,
      '002_import_kinds.sql',
      '003_stored_pictures.sql',
      '004_subject_status.sql',
      '005_subject_area_unique.sql',
      '006_devices.sql',
      '007_camera_sources.sql',
      '008_audit.sql',
      '012_security_policy.sql',
      '013_jobs.sql',
      '014_screen_watermark.sql',
      '018_import_tasks.sql',
      '019_dashboard_versions.sql',
      '020_menu_editor.sql',
      '021_plate_linkage.sql',
      '022_field_tasks.sql',
      '023_photo_evidence.sql',
      '024_brands_storage_scores.sql',
      '025_parks_unmanned.sql',
      '026_products_trades_multispectral.sql',
      '027_party_building.sql',
      '028_dashboard_images_revisions.sql',
      '030_display_playlists.sql',
      '031_key_entities.sql',
      '032_guarantee_supply_base_key.sql',
    ];
    expect(await migrate(db)).toEqual(all);
    expect(await recorded()).toEqual(all);
    expect(await migrate(db)).toEqual([]);
    // The extensions the schema relies on are installed with it (PGlite loads both in its worker).
    const ext = await db.query<{ extname: string }>(
      "SELECT extname FROM pg_extension WHERE extname IN ('postgis', 'pg_trgm') ORDER BY extname",
    );
    expect(ext.map((e) => e.extname)).toEqual(['pg_trgm', 'postgis']);
  }, 180_000);

  it('keeps every committed migration as it was', () => {
    const files = readdirSync(MIGRATIONS).filter((f) => f.endsWith('.sql'));
    const hashes = Object.fromEntries(
      files.map((f) => [
        f,
        createHash('sha256')
          .update(readFileSync(join(MIGRATIONS, f)))
          .digest('hex'),
      ]),
    );
    expect(hashes).toEqual(APPLIED_FILES);
  });
});

describe('a database migrated with the development chain the baseline replaces', () => {
  beforeEach(() => {
    // The baseline and a later migration, as the next release will ship them.
    for (const f of readdirSync(dir)) rmSync(join(dir, f));
    copyFileSync(join(MIGRATIONS, BASELINE), join(dir, BASELINE));
    writeFileSync(join(dir, '002_next.sql'), 'CREATE TABLE next_release (id int PRIMARY KEY);');
  });

  it('has the baseline recorded instead of run when it ran the whole chain, then takes later migrations', async () => {
    // Its schema is the baseline's (the same database as above); its records are the chain's.
    await record(LEGACY_CHAIN);

    // Running the baseline would fail here: every table exists already.
    expect(await migrate(db, dir)).toEqual(['002_next.sql']);
    expect(await recorded()).toEqual([BASELINE, '002_next.sql']);
    expect(await migrate(db, dir)).toEqual([]);
    await db.exec('DROP TABLE next_release');
  });

  it('is refused, naming what is missing and what to do, when it ran part of the chain', async () => {
    const part = LEGACY_CHAIN.filter((v) => v !== '084_area_detail_tables_live.sql');
    await record(part);

    const err = await migrate(db, dir).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PartialLegacyChainError);
    expect((err as Error).message).toContain(`${part.length}/${LEGACY_CHAIN.length}`);
    expect((err as Error).message).toContain('084_area_detail_tables_live.sql');
    expect((err as Error).message).toContain('DATA_DIR');
    // Nothing was recorded or run.
    expect(await recorded()).toEqual([...part].sort());
    const [next] = await db.query<{ t: string | null }>("SELECT to_regclass('next_release')::text AS t");
    expect(next!.t).toBeNull();
  });

  // A second embedded database, restored from the dump: slow on a loaded machine.
  it('is backed up with the baseline as its schema, and the restored copy is taken as migrated', async () => {
    await record(LEGACY_CHAIN);
    // The dump writes the recorded schema and then every table's rows: a table a later migration added must
    // go for the schema to be the baseline's (columns added to baseline tables hold no rows here).
    await db.exec(
      `DROP TABLE subject_logos, iot_device_commands, iot_alarm_events, iot_rule_states, device_rejections,
                  device_profile_states, device_profile_properties, device_profiles, audit_events,
                  security_policy, password_history, login_challenges, briefing_schedules, download_recipients,
                  dashboard_drafts, dashboard_versions, product_brands, farm_storages, entity_scores, agri_parks,
                  field_task_logs, field_tasks, display_token_playlists, display_playlists, dashboard_images,
                  dashboard_revisions, subject_business_categories, agri_product_trades, agri_products,
                  multispectral_analyses, party_activities, party_organizations, key_entities CASCADE`,
    );
    // …and a baseline table a later migration dropped must come back, empty, as the baseline has it.
    const baseline = readFileSync(join(MIGRATIONS, BASELINE), 'utf8');
    await db.exec(/CREATE TABLE pii_access_log \([^;]*\);/.exec(baseline)![0]);
    let text = '';
    await writeSqlDump(db, (chunk) => {
      text += chunk;
    });
    expect(text.match(/^-- migration .*$/gm)).toEqual([`-- migration ${BASELINE}`]);
    const file = join(dir, 'dump.sql');
    writeFileSync(file, text);

    const copy = await openPglite({});
    try {
      await restoreSqlDump(copy, file);
      expect(await migrate(copy, dir)).toEqual(['002_next.sql']);
      const rows = await copy.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY 1');
      expect(rows.map((r) => r.version)).toEqual([BASELINE, '002_next.sql']);
    } finally {
      await copy.close();
    }
  }, 180_000);
});
