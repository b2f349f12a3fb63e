import { idCardCheckChar } from '../../import/credit-code';
import type { Rng } from './rng';

// Surnames frequent on Chongming island first, then common ones.
const SURNAMES = [
  ...'施黄陆龚顾沈张王陈周朱徐倪蔡杨茅袁宋钱秦郁姚季范樊吴刘李赵孙郭严俞瞿董邱曹胡唐',
  ...'施黄陆龚顾沈张王陈周朱',
];
const MALE = [...'建国伟军明华强平杰勇斌磊峰俊兵海东林卫忠新荣德兴根福永祥进宝春雷志刚红'];
const FEMALE = [...'秀英丽娟敏芳燕玲红梅霞萍静琴兰菊美凤云珍华洁晓莉雪'];

/** A Chinese personal name (surname + one or two characters). */
export function personName(rng: Rng): string {
  const given = rng.chance(0.55) ? MALE : FEMALE;
  const n = rng.chance(0.7) ? 2 : 1;
  let s = rng.pick(SURNAMES);
  for (let i = 0; i < n; i++) s += rng.pick(given);
  return s;
}

const MOBILE_PREFIXES = [
  '139',
  '138',
  '137',
  '136',
  '135',
  '159',
  '158',
  '150',
  '151',
  '152',
  '186',
  '189',
  '180',
  '133',
  '177',
  '199',
];

/** A fictitious mainland mobile number. */
export function mobile(rng: Rng): string {
  return rng.pick(MOBILE_PREFIXES) + String(rng.int(0, 99_999_999)).padStart(8, '0');
}

/** A fictitious resident ID number with a correct check character (Shanghai division codes). */
export function idCard(rng: Rng, birthYear: number): string {
  const division = rng.pick(['310230', '310151', '310115', '310225', '310228', '310226']);
  const month = String(rng.int(1, 12)).padStart(2, '0');
  const day = String(rng.int(1, 28)).padStart(2, '0');
  const body = `${division}${birthYear}${month}${day}${String(rng.int(0, 999)).padStart(3, '0')}`;
  return body + idCardCheckChar(body);
}

/** Short form of a village name: '新建村委会' → '新建村', '南门居委会' → '南门社区'. */
export function villageShort(name: string): string {
  // Committees are named after their village (城桥村村委会, 城桥村民委员会): drop the committee and keep
  // one 村, so an address reads 城桥镇城桥村437号, never 城桥村村.
  const committee = /(村民委员会|村委会)$/;
  if (committee.test(name)) {
    const base = name.replace(committee, '');
    return base.endsWith('村') ? base : `${base}村`;
  }
  return name.replace(/(社区)?居委会$/, '社区');
}

/**
 * The name a farm's devices carry: its own name without what every neighbour shares (上海, the district)
 * and with the legal form shortened, never cut inside a word: '上海崇明瀛洲稻米专业合作社' → '崇明瀛洲稻米合作社',
 * '崇明区城桥镇秦静家庭农场' → '城桥镇秦静家庭农场' (the town keeps two 秦静 farms apart).
 */
export function farmShortName(farmName: string, countyName: string): string {
  let n = farmName.replace(/^上海(市)?/, '');
  if (n.startsWith(countyName)) n = n.slice(countyName.length);
  return n.replace(/专业合作社$/, '合作社').replace(/有限公司$/, '公司');
}
