import dayjs from 'dayjs';
import { expect, it } from 'vitest';
import { DATE_FORMAT, DEFAULT_DECIMALS, EMPTY_VALUE, LAYOUT_GAP_PX, TIME_FORMAT } from './index';

it.each<[string, unknown, unknown]>([
  ['DATE_FORMAT', DATE_FORMAT, 'YYYY-MM-DD'],
  ['TIME_FORMAT', TIME_FORMAT, 'HH:mm:ss'],
  ['DEFAULT_DECIMALS', DEFAULT_DECIMALS, 2],
  ['LAYOUT_GAP_PX', LAYOUT_GAP_PX, 15],
  ['EMPTY_VALUE', EMPTY_VALUE, '--'],
])('%s is %j', (_name, actual, expected) => {
  expect(actual).toBe(expected);
});

it('uses dayjs tokens', () => {
  expect(dayjs(new Date(2022, 8, 29, 7, 5, 3)).format(`${DATE_FORMAT} ${TIME_FORMAT}`)).toBe(
    '2022-09-29 07:05:03',
  );
});
