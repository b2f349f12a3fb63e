import { describe, expect, it } from 'vitest';
import { expandTileTemplate, tileTemplateProblem } from './tile-template';

describe('tileTemplateProblem', () => {
  it.each([
    'https://img.example.gov.cn/2023q1/{z}/{x}/{y}.jpg',
    'http://10.1.2.3:8080/tiles/{z}/{x}/{-y}.png',
    'http://imgserver/{z}/{x}/{y}',
    'https://t{0-7}.example.cn/img_w/wmts?SERVICE=WMTS&REQUEST=GetTile&TILEMATRIX={z}&TILEROW={y}&TILECOL={x}&tk=abc',
    'https://{a-c}.tiles.example.org/{z}/{x}/{y}.png',
  ])('accepts %s', (t) => expect(tileTemplateProblem(t)).toBeNull());

  it.each([
    ['', '不能为空'],
    ['ftp://img.example.cn/{z}/{x}/{y}', 'http'],
    ['javascript:alert(1)//{z}{x}{y}', 'http'],
    ['https://img.example.cn/{z}/{x}.png', '{y}'],
    ['https://img.example.cn/{z}/{x}/{y}/{-y}', '同时'],
    ['https://img.example.cn/{z}/{x}/{y}?tk={tdtToken}', '{tdtToken}'],
    ['https://img.example.cn/{z}/{x}/{y}}', '花括号'],
    ['https://user:pw@img.example.cn/{z}/{x}/{y}', '用户名'],
    ['https:///{z}/{x}/{y}', '主机名'],
    ['https://img.example.cn/{z}/{x}/{y} .png', '空白'],
    ['https://{z-a}.example.cn/{z}/{x}/{y}', '{z-a}'],
    [`https://img.example.cn/${'a'.repeat(1000)}/{z}/{x}/{y}`, '1000'],
  ])('refuses %s', (t, why) => expect(tileTemplateProblem(t)).toContain(why));
});

describe('expandTileTemplate', () => {
  it('fills z, x, y, the TMS row and spreads tiles over the subdomains', () => {
    expect(expandTileTemplate('https://s{a-c}.x.cn/{z}/{x}/{y}/{-y}', { z: 3, x: 5, y: 1 })).toBe(
      'https://sa.x.cn/3/5/1/6',
    );
    expect(expandTileTemplate('https://t{0-7}.x.cn/{z}', { z: 1, x: 1, y: 2 })).toBe('https://t3.x.cn/1');
  });
});
