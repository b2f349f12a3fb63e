/**
 * Passwords published with Fengshou: the demo accounts' password is printed by every demo start and in the
 * README, so no real account may take it (or a case variant of it).
 */
export const PUBLISHED_DEMO_PASSWORDS: readonly [string, ...string[]] = ['Fengshou@2026'];

type Checker = (password: string) => { score: number; sequence: { pattern: string }[] };
let checker: Promise<{ check: Checker; size: number }> | undefined;

// Loaded on first use: the dictionaries are a few MB and most requests never set a password.
async function load(): Promise<{ check: Checker; size: number }> {
  const [{ ZxcvbnFactory }, common] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
  ]);
  const zxcvbn = new ZxcvbnFactory({ dictionary: common.dictionary, graphs: common.adjacencyGraphs });
  const passwords = (common.dictionary as Record<string, unknown>)['passwords-common'];
  const size = Array.isArray(passwords) ? passwords.length : 0;
  return { check: (p) => zxcvbn.check(p), size };
}

const loaded = () => {
  checker ??= load();
  return checker;
};

// Patterns a person picks rather than a generator: words and leaked passwords, keyboard walks, runs, repeats.
const GUESSABLE = new Set(['dictionary', 'spatial', 'sequence', 'repeat']);

/**
 * Whether a password is a common one: built from leaked passwords and dictionary words, keyboard walks or
 * runs with a symbol and digits around them (Admin@123, Qwer@1234, P@ssw0rd!), so that it falls to a
 * guessing attack despite meeting the composition rule. Random-looking passwords of the same length pass.
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  const { check } = await loaded();
  const result = check(password);
  return result.score <= 2 && result.sequence.some((s) => GUESSABLE.has(s.pattern));
}

/** How many passwords the built-in list refuses outright (the published and the leaked ones). */
export async function builtInRefusedCount(): Promise<number> {
  return PUBLISHED_DEMO_PASSWORDS.length + (await loaded()).size;
}
