import { expect, it } from 'vitest';
import {
  DEBOUNCE_MS,
  DEBOUNCE_SHORT_MS,
  INFINITE_SCROLL_DELAY_MS,
  TRIPLE_ENTER_WINDOW_MS,
  VERIFY_COUNTDOWN_S,
} from './index';

it.each([
  ['DEBOUNCE_MS', DEBOUNCE_MS, 500],
  ['DEBOUNCE_SHORT_MS', DEBOUNCE_SHORT_MS, 300],
  ['INFINITE_SCROLL_DELAY_MS', INFINITE_SCROLL_DELAY_MS, 200],
  ['VERIFY_COUNTDOWN_S', VERIFY_COUNTDOWN_S, 59],
  ['TRIPLE_ENTER_WINDOW_MS', TRIPLE_ENTER_WINDOW_MS, 1000],
])('%s is %d (spec §9)', (_name, actual, expected) => {
  expect(actual).toBe(expected);
});
