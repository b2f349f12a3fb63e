import { badParams } from '@fengshou/core';
import type { BriefingFile, BriefingFormat, BriefingModel } from './model';
import { renderPdf } from './pdf';
import { renderPptx } from './pptx';

/** The briefing in the format asked for. */
export function renderBriefing(model: BriefingModel, format: BriefingFormat): Promise<BriefingFile> {
  switch (format) {
    case 'pdf-a4':
      return renderPdf(model, 'a4');
    case 'pdf-16x9':
      return renderPdf(model, '16x9');
    case 'pptx':
      return renderPptx(model);
    case 'png-1080':
    case 'png-2160':
      // The pictures are drawn by png.ts, which another part of the work adds; until then they are refused.
      return Promise.reject(badParams(['format'], `${format} 格式暂未提供`));
  }
}
