import type { DashboardSkin } from '@fengshou/core';
import type { BriefingFormatKey, PlateVisual } from '@fengshou/core/contract';

/** The formats a briefing is made in (the contract's list). */
export type BriefingFormat = BriefingFormatKey;

/** What a briefing is asked for: a topic dashboard of an area, as the screen shows it on a day. */
export interface BriefingRequest {
  /** The topic dashboard (its menu key, as `portal/plate/list` takes it). */
  readonly menuKey: number;
  readonly areaId: number;
  /** The day the figures are as of (YYYY-MM-DD): the `$_` date context of the plates' parameters. */
  readonly asOf: string;
  readonly format: BriefingFormat;
}

/** Who asked and when: drawn on every page, slide and picture so that a leaked copy can be traced. */
export interface BriefingWatermark {
  readonly userName: string;
  readonly loginName: string;
  /** YYYY-MM-DD HH:mm, local time of the server. */
  readonly at: string;
}

/** One figure as the screen prints it: the label, the formatted value and its unit (§9 scaling applied). */
export interface PlateFigure {
  readonly label: string;
  readonly value: string;
  readonly unit: string;
}

/** A picture of an image plate, as its bytes (PNG, JPEG) or as a drawing (SVG), with its size in pixels. */
export type PlateImage = { readonly name: string; readonly width: number; readonly height: number } & (
  | { readonly mime: 'image/png' | 'image/jpeg'; readonly bytes: Uint8Array }
  | { readonly mime: 'image/svg+xml'; readonly svg: string }
);

/** What a plate shows, ready to be laid out by any format. */
export type PlateBody =
  /** An ECharts chart rendered on the server to SVG (vector), with the figures it draws. */
  | {
      readonly kind: 'chart';
      readonly svg: string;
      readonly width: number;
      readonly height: number;
      readonly figures: readonly PlateFigure[];
    }
  /** Number cards. */
  | { readonly kind: 'cards'; readonly figures: readonly PlateFigure[] }
  /** A rank list, a table or a scroll list: columns and the rows' printed cells. */
  | {
      readonly kind: 'table';
      readonly columns: readonly string[];
      readonly rows: readonly (readonly string[])[];
    }
  /**
   * The pictures of an image carousel, the first the one the screen shows first; `note` says which of the
   * plate's pictures could not be put in (WebP, too large, not readable on the server).
   */
  | { readonly kind: 'images'; readonly images: readonly PlateImage[]; readonly note?: string }
  /** Nothing to show, and why (no data, a refused source, a source that failed). */
  | { readonly kind: 'empty'; readonly reason: string };

/** The screen's centre block drawn as the dashboard draws it: the area's children on a map, as SVG. */
export interface BriefingCentre {
  readonly svg: string;
  readonly width: number;
  readonly height: number;
}

/** A plate of the briefing. */
export interface BriefingPlate {
  readonly id: number;
  readonly position: number;
  readonly title: string;
  readonly declaration: string | null;
  /** The period its figures cover, as the statistics answer states it; null when they state none. */
  readonly period: string | null;
  readonly visual: PlateVisual | null;
  readonly body: PlateBody;
}

/** Everything a format needs to lay out a briefing; built once from the same plates and data the screen reads. */
export interface BriefingModel {
  readonly subjectName: string;
  readonly topicName: string;
  readonly menuKey: number;
  readonly areaId: number;
  readonly areaName: string;
  readonly asOf: string;
  /** YYYY-MM-DD HH:mm:ss */
  readonly generatedAt: string;
  readonly skin: 'tech' | 'classic';
  /**
   * The screen's plate layout (skin0–skin4 of spec §2) the plates sit in, as the subject configured it for
   * the menu; absent, the layout that fits the plate count.
   */
  readonly layout?: DashboardSkin;
  readonly watermark: BriefingWatermark;
  /** The centre map of the area's children; absent when they have no outlines. */
  readonly centre?: BriefingCentre;
  readonly plates: readonly BriefingPlate[];
}

/** A finished briefing file. */
export interface BriefingFile {
  readonly bytes: Uint8Array;
  readonly mime: string;
  /** File extension without the dot. */
  readonly extension: 'pdf' | 'pptx' | 'png';
}
