import { randomInt } from 'node:crypto';

// Look-alike characters (0/O, 1/l/I) are left out: initial passwords are read out or copied by hand.
const CLASSES = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnpqrstuvwxyz', '23456789', '@#%+=?!'] as const;

/** Length of generated initial passwords (the policy allows 8–32). */
export const INITIAL_PASSWORD_LENGTH = 16;

/** A random initial password (crypto RNG) with every character class, to be changed at first login. */
export function generateInitialPassword(length = INITIAL_PASSWORD_LENGTH): string {
  const all = CLASSES.join('');
  const chars = CLASSES.map((c) => c[randomInt(c.length)]!);
  while (chars.length < length) chars.push(all[randomInt(all.length)]!);
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

// Capitals and digits without look-alikes: the setup code is read off a terminal and typed into a page.
const CODE_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A one-time setup code such as K7QM-4XPA (crypto RNG, 40 bits). */
export function generateSetupCode(): string {
  const pick = () => Array.from({ length: 4 }, () => CODE_CHARS[randomInt(CODE_CHARS.length)]).join('');
  return `${pick()}-${pick()}`;
}
