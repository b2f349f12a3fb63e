import type { LayerSpecification, SourceSpecification } from 'maplibre-gl';
import type { ComponentType, ReactNode } from 'react';
import type { AreaRef } from '../area/area-store';
import type { MapSync } from './sync';
import type { MapViewState } from './view-mode';

/** A GeoJSON geometry or feature as the API answers it (EPSG:4326). */
export type GeoJsonLike =
  | { type: 'Feature'; geometry: unknown; properties?: Record<string, unknown> | null; id?: string | number }
  | { type: 'FeatureCollection'; features: unknown[] }
  | { type: string; coordinates: unknown };

/** What a click on a layer's feature hands to cards and `onFeatureClick`. */
export interface MapFeatureHit {
  /** The MapLayerDef id the feature belongs to. */
  layer: string;
  properties: Record<string, unknown>;
  /** Where the user clicked, [lng, lat] in WGS84. */
  lngLat: [number, number];
}

/** One entry of a layer's legend. */
export interface LegendItem {
  label: string;
  color: string;
  shape?: 'fill' | 'line' | 'circle';
}

/** Context a layer's data loader gets. */
export interface LayerLoadContext {
  area: AreaRef;
  signal: AbortSignal;
}

/**
 * A pluggable map layer (one folder under map/layers: source, style, legend, card). Plain data plus
 * React parts: building one loads no MapLibre code, so pages can make layers without the map chunk.
 */
export interface MapLayerDef {
  /** Unique on one map; prefixes its source and style-layer ids. */
  id: string;
  title: string;
  /** MapLibre sources by id; tile URLs are absolute (`tileUrl()`), GeoJSON sources may start empty. */
  sources: Record<string, SourceSpecification>;
  /** MapLibre style layers, drawn in order above the area outlines. */
  layers: LayerSpecification[];
  /** GeoJSON sources filled by the map from the API, re-run when the area changes. */
  load?: Record<string, (ctx: LayerLoadContext) => Promise<GeoJsonLike>>;
  /** Style-layer ids whose features answer clicks (the card opens, onFeatureClick runs). */
  interactive?: string[];
  /** Style-layer ids of cluster circles: a click zooms into the cluster instead of opening a card. */
  clusters?: string[];
  legend?: LegendItem[];
  /** A line under the legend: what the layer leaves out at some zooms. */
  legendNote?: string;
  /** Shown in the map's side card when a feature of this layer is clicked. */
  Card?: ComponentType<{ hit: MapFeatureHit }>;
  /**
   * The import kind of the 数据导入 page whose records the layer draws (farms, cameras, parcels, …): when
   * the shown area holds none, the legend says so and which import adds them. Left out on a filtered layer.
   */
  imports?: string;
}

/**
 * A layer a GIS page lets the user switch on and off (registry.ts lists them): the toggle's label and the
 * layer it adds.
 */
export interface SwitchableLayer {
  label: string;
  /** The layer for the shown area (the caller's whole area without one). */
  build: (areaId?: number) => MapLayerDef;
}

/** Basemaps: offline (our own area polygons), Tianditu vector/imagery (WGS84), Gaode (GCJ-02). */
export type BasemapId = 'offline' | 'tdt-vec' | 'tdt-img' | 'gaode-vec' | 'gaode-img';

/** Props of `<GisMap>`; see README.md. */
export interface GisMapProps {
  /** The area shown: its outline frames the view and its children are drawn and clickable. */
  area: AreaRef;
  /** Breadcrumbs from the subject's own area down to `area`; clicking one goes back to it. */
  trail?: AreaRef[];
  /** A child area (or a breadcrumb) was clicked; without it the outlines do not drill. */
  onAreaSelect?: (area: AreaRef) => void;
  /** Data layers above the outlines. Keep the array stable (useMemo) so layers are not re-added. */
  layers?: MapLayerDef[];
  /** Basemap; 'offline' by default (works with no internet). */
  basemap?: BasemapId;
  /** Fit the view to this geometry instead of the area outline. */
  focus?: GeoJsonLike | null;
  /** Drawn in the highlight style above everything (an occupation ring, a farm's parcels). */
  highlight?: GeoJsonLike | null;
  /** Runs for a click on an interactive feature, besides opening the layer's card. */
  onFeatureClick?: (hit: MapFeatureHit) => void;
  /** Drawing mode: clicks add points, a double click finishes and calls onDraw. */
  draw?: 'polygon' | 'line' | null;
  onDraw?: (geometry: { type: 'Polygon' | 'LineString'; coordinates: unknown }) => void;
  /** Point-picking mode: a click anywhere gives its WGS84 [lng, lat] here instead of drilling or opening a card. */
  onPick?: (lngLat: [number, number]) => void;
  /** Tilted 3D view (layers made with `extrude` stand up in it). */
  extrude?: boolean;
  /** Tilt (0 flat … 70) and rotation in degrees the map eases to when they change. */
  pitch?: number;
  bearing?: number;
  /** false: the view stays where the user left it when the area changes (framed once). Default true. */
  follow?: boolean;
  /** Told the view after every move (centre as drawn, zoom, tilt, rotation). */
  onView?: (view: MapViewState) => void;
  /** Keeps this map on one view with the other maps of the group (before/after images side by side). */
  sync?: MapSync;
  /** Hide the legend / breadcrumbs overlays (small embedded maps). */
  showLegend?: boolean;
  showBreadcrumbs?: boolean;
  className?: string;
  /** Overlays placed over the map (tabs, filters, result panels). */
  children?: ReactNode;
}
