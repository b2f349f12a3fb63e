import type { BriefingFile, BriefingModel } from './model';
import { rasterise } from './rasterise';
import { SCREEN } from './screen-layout';
import { screenSvg } from './screen-svg';

/**
 * The briefing as a picture of the whole screen, 1920×1080 or 3840×2160: one SVG rasterised at the asked
 * width, so the 4K picture is drawn at twice the scale (crisp text and lines), never a stretched bitmap.
 */
export async function renderPng(model: BriefingModel, size: 1080 | 2160): Promise<BriefingFile> {
  const png = await rasterise(screenSvg(model), (SCREEN.width * size) / SCREEN.height);
  return {
    bytes: new Uint8Array(png.buffer, png.byteOffset, png.byteLength),
    mime: 'image/png',
    extension: 'png',
  };
}
