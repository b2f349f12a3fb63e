import { scrollListVisual } from '../scroll-list';
import type { VisualDef } from '../types';
import { CarouselBody } from './carousel-body';

/**
 * The plate's own images in a carousel; a carousel plate with a data source lists the source's rows (the
 * images of a record list are their names).
 */
export const imageCarouselVisual: VisualDef = { ...scrollListVisual, Standalone: CarouselBody };
