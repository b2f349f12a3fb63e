import type { PictureDrawer } from '../../modules/files/pictures';
import { liveFrameSvg } from './live-frame';
import { pestBoardSvg } from './pest-board';
import { sceneSvg } from './scene';

/** The demo's pictures, drawn from each row's seed: the same row always gives the same picture. */
export const demoPictures: PictureDrawer = {
  scene: sceneSvg,
  pestTray: pestBoardSvg,
  liveFrame: liveFrameSvg,
};
