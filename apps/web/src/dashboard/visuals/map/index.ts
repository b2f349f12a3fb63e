import type { VisualDef } from '../types';
import { MapVisual } from './map-visual';

/** The dashboard area's children coloured by the first figure (ECharts map series, loaded with the first map). */
export const mapVisual: VisualDef = { Component: MapVisual, chart: true };
