import { describe, expect, it } from 'vitest';
import { isAllowedDataSourcePath } from './path';

const allow = [
  '/api/archive/gov/farm/statistics',
  '/api/produce/gov/iot/device/list',
  '/api/../etc/passwd',
  'https://evil.example/api/x',
  '/api//x',
] as const;

describe('isAllowedDataSourcePath', () => {
  it.each<[unknown, boolean]>([
    ['/api/archive/gov/farm/statistics', true],
    ['/api/produce/gov/iot/device/list', true],
    ['/api/archive/gov/farm/statistics/', false],
    ['/api/archive/gov/farm/other', false],
    ['/API/archive/gov/farm/statistics', false],
    ['https://evil.example/api/x', false],
    ['//evil.example/api/x', false],
    ['/api/../etc/passwd', false],
    ['/api//x', false],
    ['/api/archive/gov/farm/statistics?x=1', false],
    ['/api/archive/gov/farm/statistics#x', false],
    ['/api/%2e%2e/x', false],
    ['/api/a\\b', false],
    ['/api/a b', false],
    ['api/archive/gov/farm/statistics', false],
    ['', false],
    [null, false],
    [42, false],
  ])('%j → %j', (path, ok) => {
    expect(isAllowedDataSourcePath(path, allow)).toBe(ok);
  });

  it('refuses everything with an empty allow-list', () => {
    expect(isAllowedDataSourcePath('/api/archive/gov/farm/statistics', [])).toBe(false);
  });
});
