import { useState } from 'react';

/** One choice of a cascader that loads its children when opened; a leaf ends the path. */
export interface LazyOption<K extends string | number> {
  value: K;
  label: string;
  isLeaf: boolean;
  children?: LazyOption<K>[];
}

/**
 * A cascader whose levels load as they open: `top` is the first level (from a query, undefined while it
 * loads), `childrenOf` asks for an option's children. Returns the options with every loaded level nested in
 * and the `loadData` for antd's Cascader.
 */
export function useLazyCascader<K extends string | number>(
  top: readonly LazyOption<K>[] | undefined,
  childrenOf: (value: K) => Promise<LazyOption<K>[]>,
) {
  const [loaded, setLoaded] = useState<ReadonlyMap<K, LazyOption<K>[]>>(new Map());
  const nest = (options: readonly LazyOption<K>[]): LazyOption<K>[] =>
    options.map((o) => {
      const children = loaded.get(o.value);
      return children ? { ...o, children: nest(children) } : o;
    });
  const loadData = (path: LazyOption<K>[]) => {
    const value = path.at(-1)!.value;
    void childrenOf(value).then((children) => setLoaded((m) => new Map(m).set(value, children)));
  };
  return { options: nest(top ?? []), loadData };
}
