import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type LazyOption, useLazyCascader } from './use-lazy-cascader';

const option = (value: string, isLeaf = false): LazyOption<string> => ({ value, label: value, isLeaf });
const TREE: Record<string, LazyOption<string>[]> = {
  '36': [option('3611'), option('3601')],
  '3611': [option('361130', true)],
};

describe('useLazyCascader', () => {
  it('nests each level under its parent once loaded, and asks only for the level opened', async () => {
    const asked: string[] = [];
    const childrenOf = async (v: string) => {
      asked.push(v);
      return TREE[v] ?? [];
    };
    const { result } = renderHook(() => useLazyCascader([option('36'), option('31')], childrenOf));
    expect(result.current.options.map((o) => o.children)).toEqual([undefined, undefined]);
    act(() => result.current.loadData([result.current.options[0]!]));
    await waitFor(() =>
      expect(result.current.options[0]!.children?.map((o) => o.value)).toEqual(['3611', '3601']),
    );
    act(() =>
      result.current.loadData([result.current.options[0]!, result.current.options[0]!.children![0]!]),
    );
    await waitFor(() =>
      expect(result.current.options[0]!.children![0]!.children).toEqual([option('361130', true)]),
    );
    expect(result.current.options[1]!.children).toBeUndefined();
    expect(asked).toEqual(['36', '3611']);
  });

  it('has no options while the first level loads', () => {
    const { result } = renderHook(() => useLazyCascader<number>(undefined, async () => []));
    expect(result.current.options).toEqual([]);
  });
});
