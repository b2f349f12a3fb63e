import type { Config } from '../config';
import type { Database } from './client';
import { openPg } from './pg';
import { openPglite } from './pglite';

/** Native PostgreSQL when DATABASE_URL is set, otherwise the embedded one in DATA_DIR. */
export function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Database> {
  return config.databaseUrl ? openPg(config.databaseUrl) : openPglite({ dataDir: config.dataDir });
}
