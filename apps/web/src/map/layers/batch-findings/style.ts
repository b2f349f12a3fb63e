import { PROCESS_STATUS_LABELS, PROCESS_STATUSES, type ProcessStatus } from '@fengshou/core';
import type { ExpressionSpecification } from 'maplibre-gl';
import type { LegendItem } from '../../types';

/**
 * Colours of a finding's processStatus: warm while it waits in the field stages, blue and purple in the
 * office stages, red when rejected, green and grey once final. Mid tones, readable on the light and on the
 * dark (tech) offline basemap alike.
 */
export const FINDING_STATUS_COLORS: Readonly<Record<ProcessStatus, string>> = {
  0: '#fadb14',
  1: '#fa8c16',
  2: '#597ef7',
  3: '#b37feb',
  4: '#ff4d4f',
  5: '#52c41a',
  6: '#8c8c8c',
};

/** Colour of a status outside the workflow (never expected; drawn, not hidden). */
export const UNKNOWN_STATUS_COLOR = '#ffffff';

/**
 * Markers stand in for the outlines below this zoom, where a finding of under a 亩 (about 16 m across) is a
 * pixel or two; at 15 (about 1.3 m a pixel in Shanghai) it is a dozen, and the outline speaks for itself.
 */
export const MARKER_MAX_ZOOM = 15;

/** Colour expression of a finding by its `status` property. */
export function findingColor(): ExpressionSpecification {
  const pairs = PROCESS_STATUSES.flatMap((s) => [s, FINDING_STATUS_COLORS[s]]);
  return ['match', ['get', 'status'], ...pairs, UNKNOWN_STATUS_COLOR] as unknown as ExpressionSpecification;
}

/** The legend: every process status in workflow order with its colour. */
export function findingLegend(): LegendItem[] {
  return PROCESS_STATUSES.map((s) => ({ label: PROCESS_STATUS_LABELS[s], color: FINDING_STATUS_COLORS[s] }));
}
