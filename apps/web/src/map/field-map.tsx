import 'maplibre-gl/dist/maplibre-gl.css';
import {
  type GeoJSONSource,
  LngLatBounds,
  MapLibreMap as MapCtor,
  type Map as MapLibreMap,
  type StyleSpecification,
  setWorkerUrl,
} from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useEffect, useRef } from 'react';

setWorkerUrl(workerUrl);

/** What the field map shows: the parcel on the batch's image, the checker, the photos taken. */
export interface FieldMapProps {
  /** GeoJSON (Multi)Polygon of the parcel (WGS84). */
  outline: unknown;
  /** Raster tile template of the image under it, with its zoom range; none: a plain background. */
  imagery: { template: string; minZoom: number; maxZoom: number } | null;
  me: { lat: number; lng: number; accuracyM: number } | null;
  photos: readonly { lat: number; lng: number }[];
  /** The session token our tile server asks for. */
  token: string | null;
}

const EMPTY = { type: 'FeatureCollection', features: [] } as const;

function styleOf(p: FieldMapProps): StyleSpecification {
  return {
    version: 8,
    sources: {
      ...(p.imagery
        ? {
            img: {
              type: 'raster',
              tiles: [p.imagery.template],
              tileSize: 256,
              minzoom: p.imagery.minZoom,
              maxzoom: p.imagery.maxZoom,
            },
          }
        : {}),
      parcel: { type: 'geojson', data: { type: 'Feature', properties: {}, geometry: p.outline as never } },
      dots: { type: 'geojson', data: EMPTY },
    },
    layers: [
      { id: 'bg', type: 'background', paint: { 'background-color': '#dfe8d8' } },
      ...(p.imagery ? [{ id: 'img', type: 'raster' as const, source: 'img' }] : []),
      {
        id: 'parcel-fill',
        type: 'fill',
        source: 'parcel',
        paint: { 'fill-color': '#ff4d4f', 'fill-opacity': 0.15 },
      },
      {
        id: 'parcel-line',
        type: 'line',
        source: 'parcel',
        paint: { 'line-color': '#ff4d4f', 'line-width': 3 },
      },
      {
        id: 'photo',
        type: 'circle',
        source: 'dots',
        filter: ['==', ['get', 'role'], 'photo'],
        paint: {
          'circle-color': '#faad14',
          'circle-radius': 6,
          'circle-stroke-color': '#fff',
          'circle-stroke-width': 2,
        },
      },
      {
        id: 'me',
        type: 'circle',
        source: 'dots',
        filter: ['==', ['get', 'role'], 'me'],
        paint: {
          'circle-color': '#1677ff',
          'circle-radius': 8,
          'circle-stroke-color': '#fff',
          'circle-stroke-width': 3,
        },
      },
    ],
  };
}

function boundsOf(outline: unknown): LngLatBounds {
  const b = new LngLatBounds();
  const walk = (c: unknown): void => {
    if (Array.isArray(c) && typeof c[0] === 'number') b.extend(c as [number, number]);
    else if (Array.isArray(c)) c.forEach(walk);
  };
  walk((outline as { coordinates?: unknown }).coordinates);
  return b;
}

/**
 * The check app's map: small on purpose (no portal context, no basemap switch), loaded after the task
 * list so the app's first load stays light. Our own tiles get the session token as the API wants it.
 */
export default function FieldMap(props: FieldMapProps) {
  const el = useRef<HTMLDivElement>(null);
  const map = useRef<MapLibreMap | null>(null);
  const latest = useRef(props);
  latest.current = props;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the map is made once per parcel and image.
  useEffect(() => {
    if (!el.current) return;
    const m = new MapCtor({
      container: el.current,
      style: styleOf(props),
      bounds: boundsOf(props.outline),
      fitBoundsOptions: { padding: 48, maxZoom: 17 },
      attributionControl: false,
      transformRequest: (url) =>
        url.startsWith(`${location.origin}/tiles/`) && latest.current.token
          ? { url, headers: { accessToken: latest.current.token } }
          : { url },
    });
    map.current = m;
    // Tests and screenshots wait for the map to have drawn what it asked for.
    m.on('idle', () => el.current?.setAttribute('data-idle', '1'));
    m.on('dataloading', () => el.current?.removeAttribute('data-idle'));
    return () => {
      m.remove();
      map.current = null;
    };
  }, [props.outline, props.imagery?.template]);
  useEffect(() => {
    const m = map.current;
    if (!m) return;
    const features = [
      ...props.photos.map((p) => point(p.lng, p.lat, 'photo')),
      ...(props.me ? [point(props.me.lng, props.me.lat, 'me')] : []),
    ];
    const set = () =>
      (m.getSource('dots') as GeoJSONSource | undefined)?.setData({
        type: 'FeatureCollection',
        features,
      } as never);
    if (m.isStyleLoaded()) set();
    else m.once('load', set);
  }, [props.me, props.photos]);
  return <div ref={el} className="field-map" data-testid="field-map" />;
}

const point = (lng: number, lat: number, role: string) => ({
  type: 'Feature',
  properties: { role },
  geometry: { type: 'Point', coordinates: [lng, lat] },
});
