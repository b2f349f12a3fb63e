import { SKINS } from '@fengshou/core';
import { describe, expect, it } from 'vitest';
import { userInfoFixture } from '../app/guard/test-fixtures';
import { platformTitle } from './portal-context';

const subject = userInfoFixture().govSubjectVO;

describe('platform title', () => {
  it("is the subject's own platform name when it has one", () => {
    expect(platformTitle({ subject, branding: null, skin: SKINS.tech })).toBe('崇明区数字农业大屏展示系统');
  });

  it('defaults to 数字农业大屏展示系统, and 数字农业云平台 for a signed-in classic subject', () => {
    const unnamed = { ...subject, bigDataPlatformName: null };
    expect(platformTitle({ subject: null, branding: null, skin: SKINS.classic })).toBe(
      '数字农业大屏展示系统',
    );
    expect(platformTitle({ subject: unnamed, branding: null, skin: SKINS.tech })).toBe(
      '数字农业大屏展示系统',
    );
    expect(platformTitle({ subject: unnamed, branding: null, skin: SKINS.classic })).toBe('数字农业云平台');
  });
});
