import { z } from 'zod';

/**
 * Unions that take one value or a list of them (a list filter: one status or several). The strict-type walk
 * skips its [1] probe for these and walks the list's element instead: a list where a scalar is declared is
 * accepted only when the declaration says so.
 */
export const oneOrManyUnions = z.registry();

/** One value or a non-empty list of at most `max` of them; the union is registered as a declared one-or-many. */
export function zOneOrMany<T extends z.ZodType>(item: T, max = 50) {
  const union = z.union([item, z.array(item).min(1).max(max)]);
  oneOrManyUnions.add(union);
  return union;
}
