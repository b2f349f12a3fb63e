import { expect, it } from 'vitest';
import { isHexColor } from './color';

it.each<[unknown, boolean]>([
  ['#fff', true],
  ['#FFF', true],
  ['#1a2B3c', true],
  ['#000000', true],
  ['fff', false],
  ['1a2b3c', false],
  ['#ffff', false],
  ['#ffffffff', false],
  ['#ff', false],
  ['#', false],
  ['', false],
  ['#ggg', false],
  [' #fff', false],
  ['#fff ', false],
  ['red', false],
  ['rgb(0,0,0)', false],
  [null, false],
  [0xffffff, false],
])('isHexColor(%j) → %s', (v, expected) => {
  expect(isHexColor(v)).toBe(expected);
});
