import { describe, expect, it } from 'vitest';
import { composeTitle } from './title';

describe('document title', () => {
  it('puts the page title before the platform title', () => {
    expect(composeTitle({ name: 'Login', title: '登录' }, '数字农业大屏展示系统')).toBe(
      '登录 - 数字农业大屏展示系统',
    );
  });

  it('the start route and pages without a title show the platform title', () => {
    expect(composeTitle({ name: 'Root', title: '首页' }, '数字农业云平台')).toBe('数字农业云平台');
    expect(composeTitle(undefined, '数字农业大屏展示系统')).toBe('数字农业大屏展示系统');
  });
});
