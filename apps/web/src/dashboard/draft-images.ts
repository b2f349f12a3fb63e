import type { listPlateImages, ResultOf } from '@fengshou/core/contract';
import { createContext, useContext } from 'react';

/** A picture as an image plate and the image detail show it. */
export type PlateImageRow = ResultOf<typeof listPlateImages>[number];

/**
 * The pictures of a dashboard not yet published (the editor's preview), by plate id, their addresses
 * signed for the editor. A plate listed here shows these instead of asking for its stored pictures; a plate
 * left out (a draft stored before documents held pictures) shows its slot's published ones.
 */
export const DraftImagesContext = createContext<Readonly<Record<number, PlateImageRow[]>> | undefined>(
  undefined,
);

/** The draft's pictures of a plate, or undefined when the screen draws what users see. */
export function useDraftImages(plateId: number): PlateImageRow[] | undefined {
  return useContext(DraftImagesContext)?.[plateId];
}
