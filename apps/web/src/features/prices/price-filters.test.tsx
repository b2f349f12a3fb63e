import { fireEvent, render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FilterBar, type TableFilters } from '../../ui/table-page';
import { adjustPriceType, priceTypeOptions } from './price-filters';

// antd's select measures itself with ResizeObserver, which jsdom lacks.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const CROPS = [
  { value: 1, label: '青菜' },
  { value: 9, label: '猪' },
];

function Harness({ initial, seen }: { initial: TableFilters; seen: TableFilters[] }) {
  const [value, setValue] = useState(initial);
  return (
    <FilterBar
      config={{
        area: false,
        category: { label: '品种', options: CROPS },
        extra: [{ key: 'priceType', label: '价格类型', options: priceTypeOptions }],
        adjust: adjustPriceType,
      }}
      value={value}
      onChange={(next) => {
        seen.push(next);
        setValue(next);
      }}
    />
  );
}

/** Opens an antd select by its label and returns the texts of its options. */
function openOptions(label: string): string[] {
  fireEvent.mouseDown(within(screen.getByLabelText(label).closest('.ant-select')!).getByRole('combobox'));
  const list = document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  return [...list[list.length - 1]!.querySelectorAll('.ant-select-item-option')].map(
    (o) => o.textContent ?? '',
  );
}

describe('price monitor filters of /vegetables/table-data (spec §4)', { timeout: 20_000 }, () => {
  it('offers 田头价/批发价 for 青菜 and 生猪价/猪肉价 for 猪', () => {
    render(
      <MemoryRouter>
        <App>
          <Harness initial={{ category: 1 }} seen={[]} />
        </App>
      </MemoryRouter>,
    );
    expect(openOptions('价格类型')).toEqual(['田头价', '批发价']);
  });

  it('choosing 猪 moves 批发价 to 生猪价; 猪肉价 stays for 猪 and becomes 田头价 for 青菜', () => {
    const seen: TableFilters[] = [];
    render(
      <MemoryRouter>
        <App>
          <Harness initial={{ category: 1, extra: { priceType: '批发价' } }} seen={seen} />
        </App>
      </MemoryRouter>,
    );
    openOptions('品种');
    fireEvent.click(screen.getByTitle('猪'));
    expect(seen.at(-1)).toEqual({ category: 9, extra: { priceType: '生猪价' } });
    expect(openOptions('价格类型')).toEqual(['生猪价', '猪肉价']);
    expect(adjustPriceType({ category: 9, extra: { priceType: '猪肉价' } }, { category: 9 })).toEqual({
      category: 9,
      extra: { priceType: '猪肉价' },
    });
    expect(adjustPriceType({ category: 1, extra: { priceType: '猪肉价' } }, { category: 9 })).toEqual({
      category: 1,
      extra: { priceType: '田头价' },
    });
    expect(adjustPriceType({ category: 4, extra: { priceType: '批发价' } }, { category: 1 })).toEqual({
      category: 4,
      extra: { priceType: '批发价' },
    });
  });
});
