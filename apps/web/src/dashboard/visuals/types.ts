import type { PlateView } from '@fengshou/core/contract';
import type { ChartTheme, Row, Shaped } from '@fengshou/core/plates';
import type { ComponentType } from 'react';
import type { AreaRef } from '../../area/area-store';
import type { PlateState } from '../plate-state';
import type { PlateRow } from '../use-dashboard-data';

/** What a visualisation draws from: the plate's shaped rows and where it stands. */
export interface VisualProps {
  shaped: Shaped;
  view: PlateView;
  theme: ChartTheme;
  /** The dashboard's area (a map visual draws its children). */
  area: AreaRef;
  /** Accessible name of the drawing (the plate's name). */
  label: string;
  /** A row naming an area was clicked; set only when the plate drills (`view.drill`). */
  onDrill?: (row: Row) => void;
  /**
   * An element was clicked on a plate with a linkage (联动): the row it stands for (a bar's, a slice's, a
   * rank row's, a map region's). Set only then; it takes the place of the drill.
   */
  onPick?: (row: Row) => void;
  /** A child area was clicked on a map. */
  onDrillArea: (area: AreaRef) => void;
  /** The drawing is on screen (charts tell it after their first frame). */
  onDrawn: () => void;
}

/** A plate's own body when it has no data source (a carousel of the plate's images). */
export type StandaloneBody = ComponentType<{ plate: PlateRow; onState: (state: PlateState) => void }>;

/** One visualisation of the plate engine (a folder of visuals/, listed in the registry). */
export interface VisualDef {
  Component: ComponentType<VisualProps>;
  /**
   * Drawn by ECharts: the plate counts as drawn only once the chart has drawn the data, and a result with
   * no numbers (nothing to chart) is listed as a scroll-list instead.
   */
  chart: boolean;
  /** The body of a plate of this visual without a data source. */
  Standalone?: StandaloneBody;
}
