import { Resvg } from '@resvg/resvg-js';
import { CJK_FAMILY, CJK_FONT_FILES } from './fonts';
import type { BriefingFile, BriefingModel } from './model';
import { SCREEN } from './screen-layout';
import { screenSvg } from './screen-svg';

/**
 * The briefing as a picture of the whole screen, 1920×1080 or 3840×2160: one SVG rasterised at the asked
 * width, so the 4K picture is drawn at twice the scale (crisp text and lines), never a stretched bitmap.
 */
export function renderPng(model: BriefingModel, size: 1080 | 2160): BriefingFile {
  const resvg = new Resvg(screenSvg(model), {
    fitTo: { mode: 'width', value: (SCREEN.width * size) / SCREEN.height },
    font: {
      fontFiles: [CJK_FONT_FILES.regular, CJK_FONT_FILES.bold],
      loadSystemFonts: false,
      defaultFontFamily: CJK_FAMILY,
    },
  });
  const png = resvg.render().asPng();
  return {
    bytes: new Uint8Array(png.buffer, png.byteOffset, png.byteLength),
    mime: 'image/png',
    extension: 'png',
  };
}
