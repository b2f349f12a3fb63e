import { BasicSection } from './section-basic';
import { DetailSection } from './section-detail';
import { ImagesSection, usesImages } from './section-images';
import { LinkageSection } from './section-linkage';
import { ParamsSection } from './section-params';
import { SourceSection } from './section-source';
import type { PlateFormSection } from './section-types';
import { VisualSection } from './section-visual';

/**
 * The sections of the plate form in their order, one file each: a new concern of a plate is one more
 * file and one more line here.
 */
export const PLATE_FORM_SECTIONS: readonly PlateFormSection[] = [
  { key: 'basic', title: '基本信息', Component: BasicSection },
  { key: 'source', title: '数据源', Component: SourceSection },
  { key: 'params', title: '参数', Component: ParamsSection },
  { key: 'visual', title: '可视化与字段映射', Component: VisualSection },
  { key: 'linkage', title: '联动', Component: LinkageSection },
  { key: 'detail', title: '详情', Component: DetailSection },
  { key: 'images', title: '图片', Component: ImagesSection, shows: usesImages },
];
