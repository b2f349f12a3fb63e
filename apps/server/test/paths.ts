/** Where the prepared PGlite data directories of test runs live (outside git): one per run, copied per test file. */
export const TEST_DATA_ROOT = new URL('../../../.tmp/', import.meta.url);
/** Template database the native-PostgreSQL run copies per test file. */
export const TEMPLATE_DB = 'fengshou_test_template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** This run's prepared PGlite data directory (absent on native PostgreSQL). */
    pgliteTemplate?: string;
  }
}
