import type { PlateVisual } from '@fengshou/core/contract';
import { barVisual } from './bar';
import { cardsVisual } from './cards';
import { gaugeVisual } from './gauge';
import { imageCarouselVisual } from './image-carousel';
import { lineVisual } from './line';
import { mapVisual } from './map';
import { pieVisual } from './pie';
import { rankVisual } from './rank';
import { ringVisual } from './ring';
import { scrollListVisual } from './scroll-list';
import { tableVisual } from './table';
import type { VisualDef } from './types';

/**
 * Every visualisation a plate may name (the contract's PLATE_VISUALS, which the server validates saved
 * plates against), each drawn by its folder. A name missing here, or one the contract does not know, fails
 * the typecheck.
 */
export const VISUALS = {
  bar: barVisual,
  line: lineVisual,
  pie: pieVisual,
  ring: ringVisual,
  rank: rankVisual,
  cards: cardsVisual,
  table: tableVisual,
  'scroll-list': scrollListVisual,
  gauge: gaugeVisual,
  map: mapVisual,
  'image-carousel': imageCarouselVisual,
} as const satisfies Record<PlateVisual, VisualDef>;

/** The visualisation of a plate's view. */
export function visualOf(name: PlateVisual): VisualDef {
  return VISUALS[name];
}
