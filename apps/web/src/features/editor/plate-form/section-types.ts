import type { DocPlate } from '@fengshou/core/contract';
import type { ComponentType } from 'react';
import type { SampleResult } from './use-sample';

/** What every section of the plate form edits: the plate, a change to it, and its data in the preview's area. */
export interface SectionProps {
  plate: DocPlate;
  onChange: (patch: Partial<DocPlate>) => void;
  sample: SampleResult;
}

/** One section of the plate form (基本信息, 数据源, …): a file each, listed in sections.ts. */
export interface PlateFormSection {
  key: string;
  title: string;
  Component: ComponentType<SectionProps>;
  /** Whether the plate has this section (all plates when absent). */
  shows?: (plate: DocPlate) => boolean;
}
