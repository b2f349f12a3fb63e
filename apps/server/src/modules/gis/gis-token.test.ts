import { getGisToken } from '@fengshou/core/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';

const KEY = '0123456789abcdef0123456789abcdef';
const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((a) => a.close())));

describe('gis token (spec §7: a public fetch; §9: reuse 43200 s)', () => {
  it('answers the configured Tianditu key without a session', async () => {
    const t = await createTestApp({ config: { tiandituKey: KEY } });
    apps.push(t);
    const res = await t.call(getGisToken, {});
    expect(res.respCode).toBe(0);
    expect(res.obj).toEqual({ token: KEY, reuseSeconds: 43200 });
  });

  it('answers the dictionary’s key when none is configured, and empty when neither is', async () => {
    const bare = await createTestApp();
    apps.push(bare);
    expect((await bare.call(getGisToken, {})).obj).toEqual({ token: '', reuseSeconds: 43200 });
    const t = await createTestApp();
    apps.push(t);
    await t.db.query(
      "INSERT INTO dictionaries (dict_type, dict_key, dict_label, sort_num) VALUES ('gis.tdtToken', 'key', $1, 0)",
      [KEY],
    );
    expect((await t.call(getGisToken, {})).obj?.token).toBe(KEY);
  });
});
