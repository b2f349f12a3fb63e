import { REFUSED_PASSWORDS_MAX, type SECURITY_POLICY_BOUNDS } from '@fengshou/core/contract';
import { type Problem, problemOf } from '../../api/problem';

/** The policy's number fields, in form order, with their labels and units. */
export const NUMBER_FIELDS = [
  { name: 'passwordHistoryCount', label: '密码历史', unit: '次', hint: '新密码不得与最近这些次使用过的相同' },
  { name: 'passwordMaxAgeDays', label: '密码最长使用期限', unit: '天', hint: '到期后登录须先修改密码' },
  { name: 'idleMinutes', label: '无操作自动退出', unit: '分钟', hint: '这段时间内没有任何操作即退出登录' },
  { name: 'absoluteHours', label: '单次登录最长时长', unit: '小时', hint: '无论是否在操作，到时须重新登录' },
] as const satisfies readonly {
  name: keyof typeof SECURITY_POLICY_BOUNDS;
  label: string;
  unit: string;
  hint: string;
}[];

/** The form's field names. */
export type PolicyField = (typeof NUMBER_FIELDS)[number]['name'] | 'secondFactor' | 'refusedPasswords';

/** Chinese labels of the fields a 300 may name. */
export const POLICY_FIELD_LABELS: Record<PolicyField, string> = {
  ...(Object.fromEntries(NUMBER_FIELDS.map((f) => [f.name, f.label])) as Record<
    (typeof NUMBER_FIELDS)[number]['name'],
    string
  >),
  secondFactor: '登录短信二次验证',
  refusedPasswords: '附加禁用密码',
};

const FIELDS = new Set<string>(Object.keys(POLICY_FIELD_LABELS));

/** The refused passwords as the textarea holds them: one a line, blanks and repeats left out. */
export function refusedListOf(text: string | undefined): string[] {
  return [...new Set((text ?? '').split(/\r?\n/).map((l) => l.trim()))].filter(Boolean);
}

/** Checks the refused-password list as the server will (count, length), so the form says it first. */
export function refusedListProblem(list: readonly string[]): string | null {
  if (list.length > REFUSED_PASSWORDS_MAX) return `最多 ${REFUSED_PASSWORDS_MAX} 个，当前 ${list.length} 个`;
  const long = list.findIndex((p) => p.length > 64);
  if (long >= 0) return `第 ${long + 1} 个超过 64 个字符`;
  return null;
}

// refusedPasswords.3 names the fourth line of the refused-password list.
const LINE = /^refusedPasswords\.(\d+)$/;
const lineOf = (field: string) => {
  const m = LINE.exec(field);
  return m ? Number(m[1]) + 1 : null;
};

/** A failed save read with the form's labels; an item of the refused list is named by its line. */
export function policyProblemOf(error: unknown): Problem {
  const labels: Record<string, string> = { ...POLICY_FIELD_LABELS };
  for (const f of problemOf(error).fields) {
    const line = lineOf(f);
    if (line !== null) labels[f] = `${POLICY_FIELD_LABELS.refusedPasswords}第 ${line} 行`;
  }
  return problemOf(error, labels);
}

/**
 * The form errors of a refused save: each field a 300 names gets the server's reason, a line of the refused
 * list on the list (with its line). Fields the form does not have are left to the alert.
 */
export function fieldErrorsOf(problem: Problem): { name: PolicyField; errors: string[] }[] {
  const errors = new Map<PolicyField, string[]>();
  for (const f of problem.fields) {
    const line = lineOf(f);
    const name = line === null ? f : 'refusedPasswords';
    if (!FIELDS.has(name)) continue;
    const text = line === null ? problem.detail : `第 ${line} 行：${problem.detail}`;
    errors.set(name as PolicyField, [...(errors.get(name as PolicyField) ?? []), text]);
  }
  return [...errors].map(([name, list]) => ({ name, errors: list }));
}
