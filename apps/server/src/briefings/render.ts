import type { BriefingFile, BriefingFormat, BriefingModel } from './model';
import { renderPdf } from './pdf';
import { renderPng } from './png';
import { renderPptx } from './pptx';

/** The briefing in the format asked for. */
export async function renderBriefing(model: BriefingModel, format: BriefingFormat): Promise<BriefingFile> {
  switch (format) {
    case 'pdf-a4':
      return renderPdf(model, 'a4');
    case 'pdf-16x9':
      return renderPdf(model, '16x9');
    case 'pptx':
      return renderPptx(model);
    case 'png-1080':
      return renderPng(model, 1080);
    case 'png-2160':
      return renderPng(model, 2160);
  }
}
