/**
 * The first-run setup from a terminal, as the setup page does it in the browser: the installation of one
 * region into DATA_DIR (PGlite) or DATABASE_URL (PostgreSQL), which must hold no installation yet:
 *   npm run setup -- --region 361130 [--name 婺源县农业农村局]
 * Prints the administrator `admin` and its one-time password (changed at first login).
 */
import { loadConfig } from '../config';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open';
import { InstallationExists, seedInstallation, UnknownRegion } from '../seed/installation';
import { parseArgs } from './args';

const { options } = parseArgs(process.argv.slice(2));
const region = options.get('region');
const name = options.get('name');
if (typeof region !== 'string' || !/^\d{2}(\d{2}){0,2}$/.test(region)) {
  console.error(
    '用法：npm run setup -- --region <省 2 位、市 4 位或县 6 位统计用区划代码> [--name <主体名称>]',
  );
  process.exit(2);
}

const config = loadConfig();
const db = await openDatabase(config);
try {
  await migrate(db);
  const t0 = performance.now();
  const admin = await seedInstallation(db, {
    code: region,
    subjectName: typeof name === 'string' ? name : undefined,
  });
  console.log(`已初始化：${admin.subjectName}（${((performance.now() - t0) / 1000).toFixed(1)} s）`);
  console.log(`管理员账号 ${admin.loginName}，初始密码 ${admin.password}（仅显示这一次，首次登录须修改）`);
} catch (e) {
  if (e instanceof InstallationExists) console.error('该数据库已完成初始化，无需再次运行');
  else if (e instanceof UnknownRegion) console.error(e.message);
  else throw e;
  process.exitCode = 1;
} finally {
  await db.close();
}
