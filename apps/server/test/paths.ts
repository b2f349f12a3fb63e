/** Where the prepared PGlite image of a test run lives (outside git). */
export const TEST_IMAGE = new URL('../../../.tmp/test-db.tar', import.meta.url);
/** Template database the native-PostgreSQL run copies per test file. */
export const TEMPLATE_DB = 'fengshou_test_template';
