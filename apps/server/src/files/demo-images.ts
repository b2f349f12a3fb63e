import { bannerSvg, type EmblemColors, emblemSvg } from './svg-logo';
import { hashOf, type SceneKind, sceneSvg } from './svg-scene';

/** URL prefix of the generated demo images. */
export const DEMO_FILES_PREFIX = '/files/demo/';

/** The URL the browser loads a demo image from. */
export function demoImageUrl(name: string): string {
  return `${DEMO_FILES_PREFIX}${name}.svg`;
}

const RED: EmblemColors = { ring: '#b71c1c', field: '#c62828', wheat: '#f6c343', text: '#fff8e1' };
const GREEN: EmblemColors = { ring: '#1b5e20', field: '#2e7d32', wheat: '#f6c343', text: '#ffffff' };
const BLUE: EmblemColors = { ring: '#0d47a1', field: '#1565c0', wheat: '#f6c343', text: '#ffffff' };
const GOLD: EmblemColors = { ring: '#2e7d32', field: '#f9a825', wheat: '#fff3c4', text: '#1b3a1b' };

/** Emblems of the demo subjects and the OEM brand, by image name. */
export const DEMO_LOGOS = {
  'logo-shanghai': { text: '沪', colors: RED },
  'logo-chongming': { text: '崇明', colors: GREEN },
  'logo-pudong': { text: '浦东', colors: BLUE },
  'logo-fengshou': { text: '丰收', colors: GOLD },
} as const satisfies Record<string, { text: string; colors: EmblemColors }>;

/** Illustrated scenes used by carousel plates, by image name. */
export const DEMO_SCENES = {
  'scene-rice': { kind: 'rice', caption: '崇明大米绿色种植基地（港沿镇）' },
  'scene-greenhouse': { kind: 'greenhouse', caption: '设施蔬菜大棚（新河镇）' },
  'scene-orchard': { kind: 'orchard', caption: '崇明柑橘标准化果园（长兴镇）' },
  'scene-crab-pond': { kind: 'fishpond', caption: '崇明清水蟹生态养殖塘（陈家镇）' },
  'scene-machinery': { kind: 'machinery', caption: '机械化收割作业（绿华镇）' },
  'scene-pudong-greenhouse': { kind: 'greenhouse', caption: '浦东新区设施农业园（书院镇）' },
  'scene-pudong-orchard': { kind: 'orchard', caption: '南汇水蜜桃果园（新场镇）' },
} as const satisfies Record<string, { kind: SceneKind; caption: string }>;

/** A demo image name. */
export type DemoImageName = keyof typeof DEMO_LOGOS | keyof typeof DEMO_SCENES | 'banner-fengshou';

/** The SVG of a demo image, or undefined for an unknown name. */
export function renderDemoImage(name: string): string | undefined {
  if (Object.hasOwn(DEMO_LOGOS, name)) {
    const logo = DEMO_LOGOS[name as keyof typeof DEMO_LOGOS];
    return emblemSvg(logo.text, logo.colors);
  }
  if (Object.hasOwn(DEMO_SCENES, name)) {
    const scene = DEMO_SCENES[name as keyof typeof DEMO_SCENES];
    return sceneSvg(scene.kind, hashOf(name));
  }
  if (name === 'banner-fengshou') {
    const { text, colors } = DEMO_LOGOS['logo-fengshou'];
    return bannerSvg(
      emblemSvg(text, colors),
      '丰收数字农业',
      '数字农业大屏展示系统 · 数字农业云平台',
      colors,
    );
  }
  return undefined;
}
