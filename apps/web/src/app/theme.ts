import { SKINS, type Skin } from '@fengshou/core';
import { type ThemeConfig, theme } from 'antd';

const FONT =
  '"Noto Sans CJK SC", "Source Han Sans SC", "PingFang SC", "Microsoft YaHei", "Helvetica Neue", Arial, sans-serif';

/**
 * antd without run-time style generation (main.tsx loads its prebuilt CSS); nested ConfigProviders inherit
 * it, even with `inherit: false`.
 */
export const ZERO_RUNTIME: ThemeConfig = { zeroRuntime: true };

/** antd theme of a skin: tech is the dark-blue big-screen look, classic the light portal. */
export function antdTheme(skin: Skin): ThemeConfig {
  if (skin === SKINS.tech) {
    return {
      algorithm: theme.darkAlgorithm,
      token: {
        colorPrimary: '#2f9bff',
        colorInfo: '#2f9bff',
        colorBgBase: '#04122b',
        colorBgContainer: '#0a2148',
        colorBgElevated: '#0d2a59',
        colorBorder: '#1c4a86',
        colorBorderSecondary: '#143867',
        colorText: '#dbeaff',
        borderRadius: 4,
        fontFamily: FONT,
      },
    };
  }
  return {
    algorithm: theme.defaultAlgorithm,
    token: {
      colorPrimary: '#15794a',
      colorInfo: '#1668c4',
      colorBgLayout: '#f3f6f4',
      borderRadius: 6,
      fontFamily: FONT,
    },
  };
}

/** CSS class of a skin on <html>, which selects the variables of skins.css. */
export function skinName(skin: Skin): 'tech' | 'classic' {
  return skin === SKINS.tech ? 'tech' : 'classic';
}
