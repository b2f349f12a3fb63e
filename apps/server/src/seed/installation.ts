import { generateInitialPassword } from '../auth/initial-password';
import { hashPassword } from '../auth/tokens';
import type { Database, Executor } from '../db/client';
import { seedProvinceAreas } from './areas';
import { fallbackBranding, seedBrandings } from './branding';
import { seedMenuCatalogue, type TemplateIds } from './catalogue';
import { seedDefaultProfileRules } from './device-profiles';
import { codeToId, isNationalDivision } from './divisions';
import { seedDomainCatalog } from './domain-catalog';
import { createOversightAccounts, type OneTimeAccount } from './oversight';
import { seedReferenceData } from './reference';
import { seedPermissions } from './roles';
import { installSubject, regionSubject } from './subject';

/** The first account of an installation. */
export const ADMIN_LOGIN_NAME = 'admin';

/** The region an installation serves: a province, city or county by its 2-, 4- or 6-digit division code. */
export interface InstallationRegion {
  code: string;
  /** The subject's name; by default the region's agriculture bureau (上海市农业农村委员会, 婺源县农业农村局). */
  subjectName?: string;
  /** The screens' skin (1 经典, 2 科技); the catalogue's default when absent. */
  skinType?: number;
}

/**
 * What every installation holds before any region: the permission catalogue, the dictionaries and gate
 * categories, and the menu templates. Returns the templates' ids by reference.
 */
export async function seedCatalogue(q: Executor): Promise<TemplateIds> {
  await seedPermissions(q);
  await seedReferenceData(q);
  await seedDomainCatalog(q);
  return (await seedMenuCatalogue(q)).ids;
}

/** Thrown by seedInstallation when the database already holds an installation: it sets up once. */
export class InstallationExists extends Error {
  constructor() {
    super('the database already holds an installation');
  }
}

/** Thrown for a region code that names no province, city or county of the national list. */
export class UnknownRegion extends Error {}

/** True when nothing has been installed yet: no government subject. */
export async function isEmptyDatabase(q: Executor): Promise<boolean> {
  const [row] = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM government_subjects');
  return (row?.n ?? 0) === 0;
}

/**
 * Seeds a fresh installation without demo data: the catalogue, the region's province down to villages
 * (names and codes, no outlines), the region's subject with the catalogue's menus and dashboards, and its
 * administrator, security administrator and auditor (separation of duties). Without `admin` the account is `admin` with a random initial password that must be changed
 * at first login; with it (the setup page), the account and password its user chose. Returns the
 * credentials so the server prints them once.
 */
export async function seedInstallation(
  db: Database,
  region: InstallationRegion,
  admin?: { loginName: string; password: string },
): Promise<{ loginName: string; password: string; subjectName: string; oversight: OneTimeAccount[] }> {
  if (!isNationalDivision(region.code)) throw new UnknownRegion(`地区代码 ${region.code} 不在全国行政区划中`);
  const loginName = admin?.loginName ?? ADMIN_LOGIN_NAME;
  const password = admin?.password ?? generateInitialPassword();
  const passwordHash = await hashPassword(password);
  return db.tx(async (q) => {
    if (!(await isEmptyDatabase(q))) throw new InstallationExists();
    await seedProvinceAreas(q, region.code.slice(0, 2));
    const templates = await seedCatalogue(q);
    await seedDefaultProfileRules(q);
    const subject = await regionSubject(q, codeToId(region.code), region.subjectName);
    if (!subject) throw new UnknownRegion(`地区代码 ${region.code} 不在全国行政区划中`);
    const { subjectId, roleIds } = await installSubject(q, subject, templates);
    if (region.skinType)
      await q.query('UPDATE government_subjects SET skin_type = $1 WHERE id = $2', [
        region.skinType,
        subjectId,
      ]);
    await seedBrandings(q, [fallbackBranding(subjectId, false)]);
    await q.query(
      `INSERT INTO government_users (login_name, nickname, password_hash, edit_password_flag,
         government_role_id, government_subject_id, work_unit, post_name, create_by, update_by)
       VALUES ($1, '系统管理员', $2, $3, $4, $5, $6, '系统管理员', 'system', 'system')`,
      [loginName, passwordHash, admin ? 0 : 1, roleIds.admin, subjectId, subject.subjectName],
    );
    const oversight = await createOversightAccounts(q);
    return { loginName, password, subjectName: subject.subjectName, oversight };
  });
}
