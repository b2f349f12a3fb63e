import { CREDIT_CODE_CHARS, makeCreditCode } from '../../import/credit-code';
import { type BulkWriter, cols, type TableSpec } from './bulk';
import { BUSINESS_CATEGORIES, COMPANY_CATEGORIES } from './catalog';
import type { FarmInfo, Village } from './context';
import type { LngLat } from './ewkb';
import { pointHex } from './ewkb';
import { idCard, mobile, personName, villageShort } from './names';
import { Rng } from './rng';
import { dateOf, tsOf, yearOf } from './time';

export const COMPANY_SPECS: TableSpec[] = [
  {
    table: 'companies',
    serial: true,
    columns: cols(
      'id int, company_name text, credit_code text, company_category_id smallint, legal_person_name text, legal_person_id_card text, contact_name text, contact_phone text, credit_level smallint, registered_capital numeric, established_date date, address text, area_id bigint, create_time timestamptz, update_time timestamptz',
    ),
  },
  {
    table: 'farms',
    serial: true,
    deps: ['companies'],
    columns: cols(
      'id int, company_id int, farm_name text, business_type_id smallint, business_category_id smallint, trace_flag smallint, peasant_flag smallint, supervision_flag smallint, new_farm_flag smallint, farm_status smallint, rank smallint, remark text, address text, area_id bigint, location geometry, contact_name text, contact_phone text, create_time timestamptz, update_time timestamptz',
    ),
  },
];

const WORDS = [
  ...'瀛洲 东滩 瀛东 北湖 西沙 绿港 金沙 明珠 江口 海岛 仙桥 鳌山 永隆 万禾 丰收 禾盛 稻香 鑫盛 裕安 恒丰'.split(
    ' ',
  ),
  ...'润禾 沃野 绿源 康泽 长江 新洲 前进 跃进 红星 向阳 兴隆 富民 惠农 禾美 田园 绿洲 翠湖 碧海 春华 秋实'.split(
    ' ',
  ),
  ...'宝岛 天润 农欣 佳禾 瑞丰 协力 合兴 民丰 众禾'.split(' '),
];
const BIZ_WORDS: Record<number, string[]> = {
  1: ['稻米', '粮食', '水稻', '粮油'],
  2: ['粮食', '麦业'],
  3: ['蔬菜', '果蔬', '蔬果'],
  4: ['设施蔬菜', '果蔬'],
  5: ['柑橘', '果业'],
  6: ['果业', '梨业', '果品'],
  7: ['葡萄', '果业'],
  8: ['芦笋', '蔬菜'],
  9: ['生猪', '畜牧'],
  10: ['白山羊', '山羊', '畜牧'],
  11: ['禽业', '家禽'],
  12: ['河蟹', '水产', '蟹业'],
  13: ['水产', '渔业'],
  14: ['苗木', '花卉', '园艺'],
  15: ['农机', '农业服务'],
  16: ['草莓', '果蔬'],
};

/** Names, codes and people of business entities, unique within one run. */
export class CompanyFactory {
  private names = new Set<string>();
  private codes = new Set<string>();

  constructor(
    private anchorDay: number,
    private seed: number,
  ) {}

  /**
   * A unique entity name for a category (1 企业 … 5 服务组织) and business category. Names that carry a
   * person (family farms, large households) take another person on a clash, so the name stays real.
   */
  name(
    rng: Rng,
    category: number,
    bizCategory: number,
    place: string,
    v: Village,
    person: string,
  ): { name: string; person: string } {
    const biz = rng.pick(BIZ_WORDS[bizCategory] ?? ['农业']);
    const village = villageShort(v.name).replace(/村$|社区$/, '');
    for (let attempt = 0; ; attempt++) {
      if (attempt > 0 && (category === 3 || category === 4)) person = personName(rng);
      const word = attempt < 4 ? rng.pick(WORDS) : `${village}${rng.pick(WORDS)}`;
      let n: string;
      if (category === 1)
        n = `上海${rng.chance(0.5) ? place : ''}${word}${biz}${rng.pick(['有限公司', '发展有限公司', '科技有限公司'])}`;
      else if (category === 2) n = `上海${place}${word}${biz}专业合作社`;
      else if (category === 3) n = `${v.countyName}${v.townName}${person}家庭农场`;
      else if (category === 4)
        n = `${v.townName}${person}${bizCategory >= 9 && bizCategory <= 13 ? '养殖' : '种植'}大户`;
      else n = `上海${place}${word}${rng.chance(0.5) ? '农机专业合作社' : '农业服务有限公司'}`;
      // Very large demos can run out of word pairs; a branch number keeps the loop finite.
      if (attempt > 40) n = n.replace(/(专业合作社|有限公司|家庭农场|大户)$/, `第${attempt - 40}分$1`);
      if (!this.names.has(n)) {
        this.names.add(n);
        return { name: n, person };
      }
    }
  }

  /** A unique credit code; registrations before 2016 on 崇明 carry the old county code 310230. */
  creditCode(rng: Rng, category: number, countyId: number, established: number): string | null {
    const prefix = COMPANY_CATEGORIES.find((c) => c.id === category)?.creditPrefix;
    if (!prefix) return null;
    let division = String(countyId).slice(0, 6);
    if (division === '310151' && yearOf(established) < 2016) division = '310230';
    for (;;) {
      const body =
        yearOf(established) >= 2016
          ? `MA1${Array.from({ length: 5 }, () => CREDIT_CODE_CHARS[rng.int(0, 30)]).join('')}`
          : `${rng.int(5, 7)}${String(rng.int(0, 9_999_999)).padStart(7, '0')}`;
      const code = makeCreditCode(prefix, division, body);
      if (!this.codes.has(code)) {
        this.codes.add(code);
        return code;
      }
    }
  }

  /** Writes one company row; returns its id. */
  addCompany(
    w: BulkWriter,
    rng: Rng,
    c: {
      name: string;
      category: number;
      person: string;
      village: Village;
      established: number;
      address: string;
    },
  ): { id: number; contactName: string; contactPhone: string } {
    const id = w.nextId('companies');
    const family = c.category === 3 || c.category === 4;
    const contactName = family ? c.person : personName(rng);
    const contactPhone = mobile(rng);
    const drawn = family
      ? rng.int(1, 50) * 10
      : c.category === 1
        ? rng.int(50, 3000) * 10
        : rng.int(10, 500) * 10;
    // 种养大户 are households, not registered businesses: no credit code (see the categories), no capital.
    const capital = c.category === 4 ? null : drawn;
    w.add('companies', [
      id,
      c.name,
      this.creditCode(rng, c.category, c.village.countyId, c.established),
      c.category,
      c.person,
      idCard(rng, rng.int(1958, 1992)),
      contactName,
      contactPhone,
      rng.weighted([
        [1, 35],
        [2, 30],
        [3, 8],
        [4, 2],
        [0, 25],
      ]),
      capital,
      dateOf(c.established),
      c.address,
      c.village.id,
      tsOf(c.established, 9.5),
      // Never edited since registration (the database default would stamp the moment of the seed).
      tsOf(c.established, 9.5),
    ]);
    return { id, contactName, contactPhone };
  }

  /** Writes one farm row and returns what later steps need to know about it. */
  addFarm(
    w: BulkWriter,
    rng: Rng,
    f: Omit<FarmInfo, 'id' | 'trace' | 'supervision' | 'businessType' | 'status' | 'statusDay'> & {
      address: string;
    },
  ): FarmInfo {
    const id = w.nextId('farms');
    const type = BUSINESS_CATEGORIES.find((b) => b.id === f.categoryId)?.type ?? 6;
    const trace = rng.chance(type === 3 || type === 2 ? 0.5 : 0.3);
    const supervision = rng.chance(0.45);
    const rank = rng.weighted([
      [0, 80],
      [3, 12],
      [2, 6],
      [1, 2],
    ]);
    const kind = f.companyCategoryId === 2 ? '合作社' : f.companyCategoryId === 3 ? '家庭农场' : '企业';
    const remark = rank
      ? `${['', '国家级', '市级', '区级'][rank]}示范${kind}`
      : rng.pick(['', '', '地产农产品保供基地', '绿色生产基地', '']);
    const status = rng.weighted([
      [1, 92],
      [2, 5],
      [3, 3],
    ]);
    // The day it paused or was deregistered, from a stream of its own so that the rest stays as it was:
    // at least a year after founding, and no record of the farm is dated after it.
    const own = new Rng(this.seed, `farm-status:${id}`);
    const age = this.anchorDay - f.established;
    const statusDay =
      status === 1
        ? null
        : this.anchorDay -
          (status === 2 ? own.int(10, 180) : own.int(30, Math.max(30, Math.min(700, age - 365))));
    w.add('farms', [
      id,
      f.companyId,
      f.farmName,
      type,
      f.categoryId,
      trace ? 1 : 0,
      f.companyCategoryId >= 2 && f.companyCategoryId <= 4 ? 1 : 0,
      supervision ? 1 : 0,
      this.anchorDay - f.established < 730 ? 1 : 0,
      status,
      rank,
      remark || null,
      f.address,
      f.village.id,
      pointHex(f.location as LngLat),
      f.contactName,
      f.contactPhone,
      tsOf(f.established, 10),
      tsOf(statusDay ?? f.established, 10),
    ]);
    return { ...f, id, businessType: type, trace, supervision, status, statusDay };
  }
}
