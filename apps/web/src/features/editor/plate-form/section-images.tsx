import type { DocPlate } from '@fengshou/core/contract';
import { ImagesEditor } from './images-editor';
import type { SectionProps } from './section-types';

/** True when the plate shows pictures: an image plate, or a detail of type 图片. */
export function usesImages(p: DocPlate): boolean {
  return p.view?.visual === 'image-carousel' || (p.detailFlag === 1 && p.detailType === 0);
}

/** 图片: the pictures of an image plate or of an image detail, uploaded, named and ordered. */
export function ImagesSection({ plate, onChange }: SectionProps) {
  return <ImagesEditor plate={plate} onChange={onChange} />;
}
