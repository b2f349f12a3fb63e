import { renderAsync } from '@resvg/resvg-js';
import { CJK_FAMILY, CJK_FONT_FILES } from './fonts';

/**
 * An SVG as a PNG at a width, drawn by resvg with the CJK font files in its thread pool: a screen picture
 * takes ~1 s and parsing the fonts alone ~0.1 s, which on the event loop would hold every other request.
 */
export async function rasterise(svg: string, width: number, background?: string): Promise<Buffer> {
  const image = await renderAsync(svg, {
    fitTo: { mode: 'width', value: width },
    ...(background ? { background } : {}),
    font: {
      fontFiles: [CJK_FONT_FILES.regular, CJK_FONT_FILES.bold],
      loadSystemFonts: false,
      defaultFontFamily: CJK_FAMILY,
    },
  });
  return image.asPng();
}
