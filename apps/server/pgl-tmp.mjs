import { PGlite } from '@electric-sql/pglite';
import { postgis } from '@electric-sql/pglite-postgis';

const t0 = Date.now();
const db = await PGlite.create({ extensions: { postgis } });
const t1 = Date.now();
await db.exec('CREATE EXTENSION IF NOT EXISTS postgis');
const t2 = Date.now();
const r = await db.query(
  "select postgis_version() v, ST_Area(ST_GeomFromText('POLYGON((121 31,121.01 31,121.01 31.01,121 31.01,121 31))',4326)::geography) a, 12345678901::bigint b",
);
console.log(r.rows, t1 - t0, t2 - t1);
const d0 = Date.now();
const dump = await db.dumpDataDir('none');
console.log('dump', dump.size, Date.now() - d0);
const l0 = Date.now();
const db2 = await PGlite.create({ loadDataDir: dump, extensions: { postgis } });
await db2.query('select 1');
console.log('load', Date.now() - l0);
console.log((await db2.query('select ST_AsText(ST_MakePoint(1,2)) p')).rows);
