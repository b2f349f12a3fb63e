import { creditCodeProblem } from '../credit-code';
import type { CellType, ImportColumn } from './define';

export type CellResult = { value: unknown } | { problem: string };

const DATE = /^(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?$/;
const TIME = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?$/;
const YES = new Set(['是', '1', 'true', 'y', 'yes', '有']);
const NO = new Set(['否', '0', 'false', 'n', 'no', '无']);

/** Reads one non-empty cell; references stay as their trimmed text until the engine resolves them. */
export function readCell(col: ImportColumn, text: string): CellResult {
  const c = col.cell;
  switch (c.t) {
    case 'text': {
      const max = c.max ?? 200;
      if (text.length > max) return { problem: `${col.header}不能超过${max}个字符` };
      if (c.pattern && !c.pattern.test(text)) return { problem: c.hint ?? `${col.header}格式不正确` };
      return { value: text };
    }
    case 'int':
    case 'decimal': {
      const n = Number(text.replace(/,/g, ''));
      if (!Number.isFinite(n) || (c.t === 'int' && !Number.isInteger(n)))
        return { problem: `${col.header}须为${c.t === 'int' ? '整数' : '数字'}` };
      if (c.min !== undefined && n < c.min) return { problem: `${col.header}不能小于${c.min}` };
      if (c.max !== undefined && n > c.max) return { problem: `${col.header}不能大于${c.max}` };
      return { value: n };
    }
    case 'ratio': {
      const m = /^(\d+(?:\.\d+)?)\s*(%?)$/.exec(text);
      const n = Number(m?.[1]);
      if (!m || n > 100) return { problem: `${col.header}须为0～1的小数或0～100的百分数` };
      return { value: m[2] || n > 1 ? Math.round(n * 100) / 10_000 : n };
    }
    case 'date': {
      const m = DATE.exec(text) ?? /^(\d{4})-(\d{2})-(\d{2})T/.exec(text);
      const iso = m && `${m[1]}-${m[2]!.padStart(2, '0')}-${m[3]!.padStart(2, '0')}`;
      if (!iso || !validDate(iso)) return { problem: `${col.header}须为日期，如2026-03-15` };
      return { value: iso };
    }
    case 'time': {
      const m = TIME.exec(text);
      if (!m) {
        const t = Date.parse(text);
        if (/[zZ]|[+-]\d{2}:?\d{2}$/.test(text) && Number.isFinite(t))
          return { value: new Date(t).toISOString() };
        return { problem: `${col.header}须为时间，如2026-03-15 08:30` };
      }
      const iso = `${m[1]}-${m[2]!.padStart(2, '0')}-${m[3]!.padStart(2, '0')}`;
      if (!validDate(iso) || Number(m[4]) > 23)
        return { problem: `${col.header}须为时间，如2026-03-15 08:30` };
      return { value: `${iso}T${m[4]!.padStart(2, '0')}:${m[5]}:${m[6] ?? '00'}+08:00` };
    }
    case 'enum': {
      const hit = c.options[text] ?? Object.values(c.options).find((v) => String(v) === text);
      if (hit === undefined) return { problem: `${col.header}须为${Object.keys(c.options).join('、')}之一` };
      return { value: hit };
    }
    case 'flag': {
      const lower = text.toLowerCase();
      const on = YES.has(lower) ? true : NO.has(lower) ? false : undefined;
      if (on === undefined) return { problem: `${col.header}须为是或否` };
      return { value: c.as === 'boolean' ? on : on ? 1 : 0 };
    }
    case 'phone':
      return /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8})$/.test(text)
        ? { value: text }
        : { problem: `${col.header}须为11位手机号或带区号的固定电话` };
    case 'creditCode': {
      const code = text.toUpperCase();
      const why = creditCodeProblem(code);
      return why ? { problem: why } : { value: code };
    }
    case 'lng':
    case 'lat': {
      const n = Number(text);
      const [lo, hi] = c.t === 'lng' ? [72, 138] : [0.8, 56];
      if (!Number.isFinite(n) || n < lo || n > hi)
        return {
          problem: `${col.header}须为中国范围内的${c.t === 'lng' ? '经度' : '纬度'}（WGS84/CGCS2000）`,
        };
      return { value: n };
    }
    case 'ref':
      return { value: text };
  }
}

function validDate(iso: string): boolean {
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(iso);
}

/** What the template's notes sheet says a column accepts. */
export function cellHint(c: CellType): string {
  switch (c.t) {
    case 'text':
      return c.hint ?? `文本，不超过${c.max ?? 200}字`;
    case 'int':
    case 'decimal':
      return `${c.t === 'int' ? '整数' : '数字'}${c.min !== undefined ? `，不小于${c.min}` : ''}${c.max !== undefined ? `，不大于${c.max}` : ''}`;
    case 'ratio':
      return '比例：0～1的小数，或百分数（如0.6、60%；大于1的数按百分数读）';
    case 'date':
      return '日期，YYYY-MM-DD';
    case 'time':
      return '时间，YYYY-MM-DD HH:mm（北京时间）';
    case 'enum':
      return `可选：${Object.keys(c.options).join('、')}`;
    case 'flag':
      return '是 或 否';
    case 'phone':
      return '11位手机号或带区号的固定电话';
    case 'creditCode':
      return '18位统一社会信用代码';
    case 'lng':
      return '经度（WGS84/CGCS2000，十进制度）';
    case 'lat':
      return '纬度（WGS84/CGCS2000，十进制度）';
    case 'ref':
      return REF_HINTS[c.ref] ?? '';
  }
}

export const REF_HINTS: Record<string, string> = {
  area: '12位区划代码，或乡镇/村名称（同名时写“乡镇/村”）',
  farm: '已登记的农场名称，或其经营主体的统一社会信用代码',
  company: '已登记经营主体的统一社会信用代码或名称',
  crop: '作物名称，如水稻、小麦、茶叶',
  gateCategory: '设备类别名称，如气象站、土壤墒情、水质监测',
  deviceProfile: '设备模型名称或代码，如土壤墒情监测站、soil',
  machine: '已登记农机的编号',
  batch: '已导入的监测批次名称',
  parcel: '已导入地块的地块编码',
};
