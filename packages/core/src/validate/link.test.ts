import { expect, it } from 'vitest';
import { isLink } from './link';

it.each<[unknown, boolean]>([
  ['a.b', true],
  ['a.b.c', true],
  ['www.example.gov.cn', true],
  ['http://a.b', true],
  ['https://a.b.c', true],
  ['https://trace.example.com:8443/path/to?x=1&y=2#top', true],
  ['example.com/', true],
  ['example.com?x=1', true],
  ['192.168.1.10:8080/iot', true],
  ['my-site.example.org', true],
  ['', false],
  ['localhost', false],
  ['http://localhost:3000', false],
  ['https://', false],
  ['a.', false],
  ['.a', false],
  ['a..b', false],
  ['a b.c', false],
  ['http://a.b/has space', false],
  ['ftp://a.b', false],
  ['javascript:alert(1)', false],
  ['http:/a.b', false],
  ['a.b:port', false],
  ['a.b:123456', false],
  [null, false],
  [42, false],
])('isLink(%j) → %s', (v, expected) => {
  expect(isLink(v)).toBe(expected);
});
