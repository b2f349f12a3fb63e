import { SERVICE_URL_EMPTY } from '@fengshou/core';
import type { SourceSpecification, StyleSpecification } from 'maplibre-gl';
import type { BasemapId } from './types';

/** A configured map service (archiveGisServerConfig) as the portal context holds it. */
export interface GisServerRef {
  serverName: string;
  serverCategory: string;
  serverUrl: string;
}

/** Coordinate system a basemap is drawn in; our WGS84 data is converted to it for display. */
export type DisplayCrs = 'WGS84' | 'GCJ02';

export const BASEMAP_LABELS: Record<BasemapId, string> = {
  offline: '离线底图',
  'tdt-vec': '天地图矢量',
  'tdt-img': '天地图影像',
  'gaode-vec': '高德矢量',
  'gaode-img': '高德影像',
};

/**
 * The basemap actually drawn for the one asked: a Tianditu basemap needs the service key (null while it is
 * being asked, '' when none is configured or the ask failed) and reachable tiles; without either the
 * offline basemap stands in, so the map still shows our own land and parcels on an intranet.
 */
export function shownBasemap(wanted: BasemapId, token: string | null, tilesFailed: boolean): BasemapId {
  if (!wanted.startsWith('tdt')) return wanted;
  return token && !tilesFailed ? wanted : 'offline';
}

/** Why a Tianditu basemap is not shown, or null while it is (or is still waiting for its key). */
export function basemapFallbackNote(
  wanted: BasemapId,
  token: string | null,
  tilesFailed: boolean,
): string | null {
  if (!wanted.startsWith('tdt')) return null;
  if (token === '') return '天地图未配置服务密钥，已显示离线底图';
  if (tilesFailed) return '天地图服务无法访问，已显示离线底图';
  return null;
}

/** The coordinate system of a basemap: Gaode tiles are GCJ-02 (the Tdt-less variants), the rest WGS84. */
export function crsOf(basemap: BasemapId): DisplayCrs {
  return basemap.startsWith('gaode') ? 'GCJ02' : 'WGS84';
}

/** Colours of the offline basemap: a water background, our own area polygons as land. */
export interface OfflinePalette {
  water: string;
  land: string;
  /** A child area under the pointer. */
  hover: string;
  /** Child-area outlines. */
  border: string;
  /** The selected area's outline. */
  frame: string;
}

/** Light for the classic skin; dark navy for the tech big screen, where a light map would glare. */
export const OFFLINE_PALETTES: Readonly<Record<'light' | 'dark', OfflinePalette>> = {
  light: { water: '#cfe0ee', land: '#f4f1e8', hover: '#cfe8c8', border: '#8aa2b8', frame: '#2f7bd8' },
  dark: { water: '#020b1c', land: '#0b2550', hover: '#17589a', border: '#3f7fcf', frame: '#46b4ff' },
};

/** Expands `{0-7}` subdomain ranges into one URL per subdomain (MapLibre takes a list). */
export function expandSubdomains(url: string): string[] {
  const m = /\{(\d)-(\d)\}/.exec(url);
  if (!m) return [url];
  const out: string[] = [];
  for (let i = Number(m[1]); i <= Number(m[2]); i++) out.push(url.replace(m[0], String(i)));
  return out;
}

/**
 * Raster tile URLs of a configured service with the Tianditu token filled in; a service without an
 * address is refused with 服务地址不能为空 (spec §5).
 */
export function serviceTiles(server: GisServerRef | undefined, token: string | null): string[] {
  if (!server?.serverUrl.trim()) throw new Error(SERVICE_URL_EMPTY);
  return expandSubdomains(server.serverUrl.replace('{tdtToken}', encodeURIComponent(token ?? '')));
}

const GAODE = {
  'gaode-vec':
    'https://webrd0{1-4}.is.autonavi.com/appmaptile?lang=zh_cn&size=1&scale=1&style=8&x={x}&y={y}&z={z}',
  'gaode-img': 'https://webst0{1-4}.is.autonavi.com/appmaptile?style=6&x={x}&y={y}&z={z}',
} as const;

function raster(tiles: string[], attribution: string): SourceSpecification {
  return { type: 'raster', tiles, tileSize: 256, maxzoom: 18, attribution };
}

/**
 * The basemap style. Offline: a background only — the land is drawn from our own area polygons by the map
 * (no request leaves the intranet). Tianditu: the subject's configured services (base + labels) with the
 * token. Gaode: public GCJ-02 tiles.
 */
export function basemapStyle(
  basemap: BasemapId,
  servers: readonly GisServerRef[],
  token: string | null,
  palette: OfflinePalette = OFFLINE_PALETTES.light,
): StyleSpecification {
  const sources: Record<string, SourceSpecification> = {};
  const layers: StyleSpecification['layers'] = [
    { id: 'bg', type: 'background', paint: { 'background-color': palette.water } },
  ];
  const byCategory = (c: string) => servers.find((s) => s.serverCategory === c);
  if (basemap === 'tdt-vec' || basemap === 'tdt-img') {
    const [base, label] = basemap === 'tdt-vec' ? ['vector', 'vector-label'] : ['image', 'image-label'];
    sources.base = raster(serviceTiles(byCategory(base), token), '天地图');
    layers.push({ id: 'base', type: 'raster', source: 'base' });
    const labels = byCategory(label);
    if (labels) {
      sources.labels = raster(serviceTiles(labels, token), '天地图');
      layers.push({ id: 'labels', type: 'raster', source: 'labels' });
    }
  } else if (basemap === 'gaode-vec' || basemap === 'gaode-img') {
    sources.base = raster(expandSubdomains(GAODE[basemap]), '高德地图');
    layers.push({ id: 'base', type: 'raster', source: 'base' });
  }
  return { version: 8, sources, layers };
}
