/** Text shown wherever a value has no label (spec §2: empty cells show --). */
export const EMPTY_LABEL = '--';

/** A dictionary from code (number or string) to its Chinese label. */
export type LabelDict = Readonly<Record<string | number, string>>;

/** One entry of a select box built from a dictionary. */
export interface DictOption<K extends string | number = string | number> {
  readonly value: K;
  readonly label: string;
}

/** Label of `key` in `dict`, or '--' when the key is missing, empty or not a code. */
export function labelOf(dict: LabelDict, key: unknown): string {
  if (typeof key !== 'string' && typeof key !== 'number') return EMPTY_LABEL;
  const k = String(key);
  // Own properties only: a key such as 'constructor' must not reach Object.prototype.
  const label: unknown = Object.hasOwn(dict, k) ? dict[k] : undefined;
  return typeof label === 'string' ? label : EMPTY_LABEL;
}

/** Select options of a dictionary in key order; canonical numeric keys come back as numbers. */
export function dictOptions(dict: LabelDict): DictOption[] {
  return Object.entries(dict).map(([k, label]) => ({
    value: String(Number(k)) === k ? Number(k) : k,
    label,
  }));
}

/** Label dictionary `{ [id]: label }` derived from a list of `{ id, label }` entries. */
export function labelsById<const T extends readonly { readonly id: number; readonly label: string }[]>(
  entries: T,
): Readonly<Record<T[number]['id'], string>> {
  return Object.fromEntries(entries.map((e) => [e.id, e.label])) as Record<T[number]['id'], string>;
}
