import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

// Noto Sans Hans (GB2312 and more) as OpenType files from an npm package, so a machine without system CJK
// fonts renders and embeds Chinese the same way as one with them.
const require = createRequire(import.meta.url);
const FONT_DIR = join(dirname(require.resolve('@embedpdf/fonts-sc')), '..', 'fonts');

/** The family name the font files declare (SVG text and resvg look it up by this name). */
export const CJK_FAMILY = 'Noto Sans Hans';

/** Paths of the CJK font files: regular and bold. */
export const CJK_FONT_FILES = {
  regular: join(FONT_DIR, 'NotoSansHans-Regular.otf'),
  bold: join(FONT_DIR, 'NotoSansHans-Bold.otf'),
} as const;
