import { describe, expect, it } from 'vitest';
import { isValidLatitude, isValidLongitude } from './coordinates';

describe('isValidLongitude', () => {
  it.each<[unknown, boolean]>([
    [0, true],
    [180, true],
    [-180, true],
    [116.397504, true],
    ['116.397504', true],
    ['-180', true],
    ['+12.5', true],
    ['007', true],
    [`180.${'0'.repeat(21)}`, true],
    [`180.${'0'.repeat(22)}`, false],
    ['180.000000000000000001', false],
    ['-180.000000000000000001', false],
    ['179.99999999999999999999', true],
    ['-0', true],
    ['000180.5', false],
    [`9${'9'.repeat(400)}`, false],
    [`1.${'1'.repeat(21)}`, true],
    [`1.${'1'.repeat(22)}`, false],
    [1e-21, true],
    [1.5e-21, false],
    [1e-7, true],
    [180.0000001, false],
    [-180.5, false],
    ['181', false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
    ['', false],
    [' ', false],
    ['1e5', false],
    ['1e1', false],
    ['+', false],
    ['-', false],
    ['12.', false],
    ['.5', false],
    [' 12', false],
    ['12 ', false],
    ['12a', false],
    ['0x10', false],
    ['１２', false],
    [null, false],
    [undefined, false],
    [[12], false],
    [{}, false],
  ])('%j → %s', (v, expected) => {
    expect(isValidLongitude(v)).toBe(expected);
  });
});

describe('isValidLatitude', () => {
  it.each<[unknown, boolean]>([
    [90, true],
    [-90, true],
    ['39.908763', true],
    ['-90.0', true],
    [90.000001, false],
    ['-91', false],
    ['116', false],
    [Number.NaN, false],
    ['', false],
    ['1e1', false],
  ])('%j → %s', (v, expected) => {
    expect(isValidLatitude(v)).toBe(expected);
  });
});
