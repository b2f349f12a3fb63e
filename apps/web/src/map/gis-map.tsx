import 'maplibre-gl/dist/maplibre-gl.css';
import './gis-map.css';
import { gcj02ToWgs84, NETWORK_UNSTABLE, SKINS } from '@fengshou/core';
import {
  type GeoJSONSource,
  LngLatBounds,
  MapLibreMap as MapCtor,
  type Map as MapLibreMap,
  Marker,
  NavigationControl,
  prewarm,
  ScaleControl,
  setWorkerUrl,
} from 'maplibre-gl';
// The worker is its own file next to MapLibre; bundled, it must be named explicitly (Vite emits it as an asset).
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useEffect, useMemo, useRef, useState } from 'react';
import { usePortal } from '../api/portal-context';
import { useAreaOutline } from '../area/area-queries';
import {
  basemapFallbackNote,
  basemapStyle,
  crsOf,
  type DisplayCrs,
  OFFLINE_PALETTES,
  shownBasemap,
} from './basemaps';
import { boundsOf } from './bounds';
import { toDisplayCrs } from './display-crs';
import { startDrawing } from './draw/draw-tool';
import { type LabelBox, largestFirst, placeLabels } from './label-placement';
import { AREA_CHILD_FILL, AREA_SOURCES, areaLayers, areaSources } from './layers/areas';
import { HIGHLIGHT_SOURCE, highlightCollection, highlightLayers, highlightSources } from './layers/highlight';
import {
  addLayerDef,
  BASEMAP_IDS,
  keepOverlays,
  removeLayerDef,
  replaceLayers,
  signatureOf,
  withToken,
} from './map-setup';
import { MapBreadcrumbs, MapCard, MapLegend } from './overlays';
import type { GisMapProps, MapFeatureHit, MapLayerDef } from './types';
import { useChildShapes } from './use-child-shapes';
import { useGisToken } from './use-gis-token';
import { useViewMode } from './view-mode';

setWorkerUrl(workerUrl);
// The workers fetch and compile their script while the page renders, not after the first map is created.
prewarm();

const EMPTY = { type: 'FeatureCollection', features: [] };

/** The map: basemap, area outlines with drill-down, data layers, highlight, drawing, legend and cards. */
export function GisMap(props: GisMapProps) {
  const { area, trail = [], onAreaSelect, layers = [], basemap = 'offline', focus, highlight } = props;
  const { draw, onDraw, extrude = false, showLegend = true, showBreadcrumbs = true } = props;
  const { pitch, bearing, follow = true, onView } = props;
  const box = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const [ready, setReady] = useState(false);
  const [card, setCard] = useState<{ def: MapLayerDef; hit: MapFeatureHit } | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const { gisServers, skin } = usePortal();
  const palette = OFFLINE_PALETTES[skin === SKINS.tech ? 'dark' : 'light'];
  const gisToken = useGisToken(basemap.startsWith('tdt'));
  const [tilesFailed, setTilesFailed] = useState(false);
  // A Tianditu basemap without its key or reachable tiles falls back to the offline one.
  const shown = shownBasemap(basemap, gisToken, tilesFailed);
  const crs = crsOf(shown);
  const outline = useAreaOutline(area.areaId, area.level);
  const children = useChildShapes(area.areaId);
  // Latest props for the listeners registered once at creation.
  const latest = useRef({ props, layers, crs });
  latest.current = { props, layers, crs };

  const style = useMemo(() => {
    try {
      return basemapStyle(shown, gisServers, gisToken ?? null, palette);
    } catch (e) {
      setFailed((e as Error).message);
      return basemapStyle('offline', [], null, palette);
    }
  }, [shown, gisServers, gisToken, palette]);

  // Create the map once per mount; style, extrusion and data are applied by the effects below.
  // biome-ignore lint/correctness/useExhaustiveDependencies: created once per mount
  useEffect(() => {
    if (!box.current) return;
    // Opened on the area when its outline is known already: no first picture and tiles of all Shanghai.
    const first = frameOf(focus, outline.data?.geometry, children.data?.children, crs);
    const map = new MapCtor({
      container: box.current,
      style,
      ...(first ? { bounds: first, fitBoundsOptions: FRAME_FIT } : { center: [121.47, 31.23], zoom: 8 }),
      attributionControl: false,
      transformRequest: withToken,
      pitch: extrude ? 50 : 0,
      maxPitch: 70,
      // Labels appear at once instead of fading in over 300 ms: on a software-rendered wall screen a fade
      // is a few more full-screen frames before the map settles.
      fadeDuration: 0,
    });
    mapRef.current = map;
    const detach = props.sync?.attach(map);
    map.addControl(new NavigationControl({ visualizePitch: true }), 'top-right');
    map.addControl(new ScaleControl({ unit: 'metric' }), 'bottom-left');
    // Overlays go in as soon as the style is parsed, not at 'load' (after the first complete render): the
    // data layers' tiles are then requested with the basemap's instead of a rendered frame later.
    map.once('style.load', () => {
      for (const [id, s] of Object.entries({ ...areaSources(), ...highlightSources() })) map.addSource(id, s);
      for (const l of [...areaLayers({ offline: shown === 'offline', palette }), ...highlightLayers()])
        map.addLayer(l);
      setReady(true);
    });
    map.on('error', (e) => {
      console.warn(NETWORK_UNSTABLE, e.error?.message);
      // Basemap tiles that cannot be fetched (no internet, a refused key): the offline basemap instead.
      const source = (e as { sourceId?: string }).sourceId;
      if (source && BASEMAP_IDS.has(source)) setTilesFailed(true);
    });
    // The view as attributes of the map box: tests and benchmarks read the zoom and wait for a settled map.
    const mark = (idle: boolean) => {
      const el = box.current;
      if (!el) return;
      el.dataset.zoom = map.getZoom().toFixed(2);
      el.dataset.idle = idle ? '1' : '0';
    };
    map.on('idle', () => mark(true));
    map.on('movestart', () => mark(false));
    map.on('dataloading', () => mark(false));
    let hovered: number | string | undefined;
    map.on('mousemove', (e) => {
      const interactive = [
        AREA_CHILD_FILL,
        ...latest.current.layers.flatMap((l) => [...(l.interactive ?? []), ...(l.clusters ?? [])]),
      ];
      const hits = map.queryRenderedFeatures(e.point, {
        layers: interactive.filter((id) => map.getLayer(id)),
      });
      const areaHit = hits[0]?.layer.id === AREA_CHILD_FILL ? hits[0].id : undefined;
      if (hovered !== areaHit) {
        if (hovered !== undefined)
          map.setFeatureState({ source: AREA_SOURCES.children, id: hovered }, { hover: false });
        if (areaHit !== undefined)
          map.setFeatureState({ source: AREA_SOURCES.children, id: areaHit }, { hover: true });
        hovered = areaHit;
      }
      const { draw, onPick } = latest.current.props;
      if (!draw) map.getCanvas().style.cursor = onPick ? 'crosshair' : hits.length ? 'pointer' : '';
    });
    map.on('click', (e) => {
      const { props: p, layers: defs, crs: c } = latest.current;
      if (p.draw) return;
      if (p.onPick) {
        p.onPick(c === 'GCJ02' ? gcj02ToWgs84([e.lngLat.lng, e.lngLat.lat]) : [e.lngLat.lng, e.lngLat.lat]);
        return;
      }
      const ids = defs.flatMap((l) => [...(l.clusters ?? []), ...(l.interactive ?? [])]);
      const hits = map.queryRenderedFeatures(e.point, {
        layers: [...ids, AREA_CHILD_FILL].filter((id) => map.getLayer(id)),
      });
      const top = hits[0];
      if (!top) return;
      const lngLat: [number, number] =
        c === 'GCJ02' ? gcj02ToWgs84([e.lngLat.lng, e.lngLat.lat]) : [e.lngLat.lng, e.lngLat.lat];
      if (top.layer.id === AREA_CHILD_FILL) {
        const a = top.properties as { areaId: number; areaName: string; level: number };
        p.onAreaSelect?.({ areaId: Number(a.areaId), areaName: a.areaName, level: Number(a.level) });
        return;
      }
      const def = defs.find(
        (d) => d.clusters?.includes(top.layer.id) || d.interactive?.includes(top.layer.id),
      );
      if (!def) return;
      if (def.clusters?.includes(top.layer.id)) {
        const center = (top.geometry as { coordinates: [number, number] }).coordinates;
        const src = map.getSource(top.source);
        // Clusters of a GeoJSON source know their expansion zoom; those of tiles (clustered on the
        // server per cell) open two zooms deeper.
        if (src?.type === 'geojson') {
          (src as GeoJSONSource)
            .getClusterExpansionZoom(Number(top.properties.cluster_id))
            .then((zoom) => map.easeTo({ center, zoom }));
        } else map.easeTo({ center, zoom: Math.min(map.getZoom() + 2, 16) });
        return;
      }
      const hit: MapFeatureHit = { layer: def.id, properties: { ...top.properties }, lngLat };
      if (def.Card) setCard({ def, hit });
      p.onFeatureClick?.(hit);
    });
    return () => {
      mapRef.current = null;
      setReady(false);
      detach?.();
      map.remove();
    };
  }, []);

  // Basemap switch keeps every overlay (areas, data layers, highlight).
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !ready) return;
    // The outlines fill the land on the offline basemap and only outline it over tiles.
    const outlines = areaLayers({ offline: shown === 'offline', palette });
    map.setStyle(style, {
      transformStyle: (prev, next) => replaceLayers(keepOverlays(prev, next), outlines),
    });
  }, [style, ready, shown, palette]);

  // The new area's outline and children go onto the map together, once both are in (or failed): drawn as
  // each arrived, the map showed an empty area, then the frame alone, then the children, and on a wall
  // screen without a GPU every one of those pictures cost ~40 ms of the area switch.
  const shapesIn = !outline.isPending && !children.isPending;

  // Area outlines: the frame and the clickable children, in the basemap's coordinate system.
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !ready || !shapesIn) return;
    const frame = outline.data?.geometry
      ? { type: 'Feature', properties: {}, geometry: outline.data.geometry }
      : EMPTY;
    map.getSource<GeoJSONSource>(AREA_SOURCES.frame)?.setData(toDisplayCrs(frame, crs) as never);
    const features = (children.data?.children ?? [])
      .filter((c) => c.geometry)
      .map((c) => ({
        type: 'Feature',
        id: c.areaId,
        properties: { areaId: c.areaId, areaName: c.areaName, level: c.level, hasChildren: c.hasChildren },
        geometry: c.geometry,
      }));
    map
      .getSource<GeoJSONSource>(AREA_SOURCES.children)
      ?.setData(toDisplayCrs({ type: 'FeatureCollection', features }, crs) as never);
  }, [ready, shapesIn, outline.data, children.data, crs]);

  // Names of the children at their label points (HTML: the offline map has no glyph server).
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !ready) return;
    const named = (children.data?.children ?? []).filter((c) => c.center).slice(0, 120);
    // Largest areas first: their names are placed first, and come first in the page.
    const shown = largestFirst(named.map((c) => c.geometry)).map((i) => named[i]!);
    const markers = shown.map((c) => {
      // A label is also the handle to drill into its area: at town zoom the parcels cover the polygon.
      const el = document.createElement('button');
      el.type = 'button';
      el.className = 'gis-map-label';
      el.textContent = c.areaName;
      el.addEventListener('click', (e) => {
        e.stopPropagation();
        if (!latest.current.props.draw) {
          latest.current.props.onAreaSelect?.({ areaId: c.areaId, areaName: c.areaName, level: c.level });
        }
      });
      const [lng, lat] = toDisplayCrs(c.center as [number, number], crs);
      return new Marker({ element: el }).setLngLat([lng, lat]).addTo(map);
    });
    // Names that would cover each other are hidden, the smaller areas' first; a name on a cluster circle
    // moves beside it. Placed again whenever the map settles (a move, or clusters drawn for a layer).
    let sizes: { width: number; height: number }[] | undefined;
    const place = () => {
      sizes ??= markers.map((m) => ({
        width: m.getElement().offsetWidth,
        height: m.getElement().offsetHeight,
      }));
      const boxes = markers.map((m, i) => ({ ...map.project(m.getLngLat()), ...sizes![i]! }));
      const offsets = placeLabels(boxes, clusterCircles(map, latest.current.layers));
      markers.forEach((m, i) => {
        const offset = offsets[i];
        m.getElement().style.visibility = offset ? '' : 'hidden';
        if (offset) m.setOffset([offset.dx, offset.dy]);
      });
    };
    place();
    map.on('idle', place);
    return () => {
      map.off('idle', place);
      for (const m of markers) m.remove();
    };
  }, [ready, children.data, crs]);

  useViewMode(mapRef, ready, pitch, bearing, onView);
  // Frame the view: the focus geometry, else the area outline, else its children; once only when the view
  // is not to follow the area.
  const framed = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new tilt or rotation eases itself (useViewMode)
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !ready || !shapesIn || (!follow && framed.current)) return;
    const b = frameOf(focus, outline.data?.geometry, children.data?.children, crs);
    if (!b) return;
    // Framed in the view mode asked (a fit resets the rotation otherwise).
    const mode = { bearing: bearing ?? map.getBearing(), pitch: pitch ?? map.getPitch() };
    map.fitBounds(new LngLatBounds([b[0], b[1]], [b[2], b[3]]), { ...FRAME_FIT, ...mode, duration: 0 });
    framed.current = true;
  }, [ready, shapesIn, focus, outline.data, children.data, crs, follow]);

  // Data layers: add new or changed definitions, remove dropped ones, below the highlight.
  const signatures = layers.map(signatureOf).join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the definitions' content
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !ready) return;
    for (const def of layers) addLayerDef(map, def, 'highlight-fill');
    return () => {
      if (mapRef.current === map) for (const def of layers) removeLayerDef(map, def);
    };
  }, [ready, signatures]);

  // GeoJSON sources of data layers loaded from the API for the shown area.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the definitions' content
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !ready) return;
    const abort = new AbortController();
    for (const def of layers) {
      for (const [sourceId, load] of Object.entries(def.load ?? {})) {
        load({ area, signal: abort.signal }).then(
          (data) => map.getSource<GeoJSONSource>(sourceId)?.setData(toDisplayCrs(data, crs) as never),
          (e) => abort.signal.aborted || console.warn(NETWORK_UNSTABLE, e),
        );
      }
    }
    return () => abort.abort();
  }, [ready, signatures, area.areaId, crs]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || !ready) return;
    map
      .getSource<GeoJSONSource>(HIGHLIGHT_SOURCE)
      ?.setData(toDisplayCrs(highlightCollection(highlight), crs) as never);
  }, [ready, highlight, crs]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || !ready || !draw) return;
    const toData = (p: [number, number]) => (latest.current.crs === 'GCJ02' ? gcj02ToWgs84(p) : p);
    return startDrawing(map, draw, (g) => latest.current.props.onDraw?.(g), toData);
  }, [ready, draw]);

  // A card belongs to the area it was opened in.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on area change only
  useEffect(() => setCard(null), [area.areaId]);
  useEffect(() => {
    if (outline.isError || children.isError) console.warn(NETWORK_UNSTABLE);
  }, [outline.isError, children.isError]);

  return (
    <div
      className={`gis-map${draw ? ' is-drawing' : ''}${props.className ? ` ${props.className}` : ''}`}
      data-testid="gis-map"
      data-ready={ready ? '1' : '0'}
      data-area={area.areaId}
    >
      <div ref={box} className="gis-map-canvas" role="application" aria-label={`${area.areaName}地图`} />
      {showBreadcrumbs && <MapBreadcrumbs trail={trail.length ? trail : [area]} onSelect={onAreaSelect} />}
      {showLegend && <MapLegend layers={layers} areaId={area.areaId} />}
      {card && <MapCard def={card.def} hit={card.hit} onClose={() => setCard(null)} />}
      {failed && <div className="gis-map-error">{failed}</div>}
      {basemapFallbackNote(basemap, gisToken, tilesFailed) && (
        <div className="gis-map-note">{basemapFallbackNote(basemap, gisToken, tilesFailed)}</div>
      )}
      {outline.isError && <div className="gis-map-error">{NETWORK_UNSTABLE}</div>}
      {draw && onDraw && <div className="gis-map-hint">单击添加节点，双击或回车结束，Esc 清除</div>}
      {props.children}
    </div>
  );
}

// The top edge leaves room for the breadcrumbs and layer switches drawn over the map's top-left corner.
const FRAME_FIT = { padding: { top: 64, right: 24, bottom: 24, left: 24 }, maxZoom: 17 };

/** The view of the map: the focus geometry, else the area outline, else its children. */
function frameOf(
  focus: unknown,
  outline: unknown,
  children: readonly { geometry?: unknown }[] | undefined,
  crs: DisplayCrs,
): [number, number, number, number] | null {
  const geometries = focus ? [focus] : outline ? [outline] : (children ?? []).map((c) => c.geometry);
  return boundsOf(geometries.map((g) => toDisplayCrs(g, crs))) ?? pointBounds(focus);
}

function pointBounds(g: unknown): [number, number, number, number] | null {
  const c = g as
    | { type?: string; coordinates?: unknown; geometry?: { coordinates?: unknown } }
    | null
    | undefined;
  const p = (c?.type === 'Point' ? c.coordinates : c?.geometry?.coordinates) as [number, number] | undefined;
  return Array.isArray(p) && typeof p[0] === 'number'
    ? [p[0] - 0.002, p[1] - 0.002, p[0] + 0.002, p[1] + 0.002]
    : null;
}

/** The cluster circles drawn by the data layers, as boxes on screen (radius and stroke as drawn). */
function clusterCircles(map: MapLibreMap, defs: readonly MapLayerDef[]): LabelBox[] {
  const layers = defs.flatMap((d) => d.clusters ?? []).filter((id) => map.getLayer(id));
  if (layers.length === 0) return [];
  return map.queryRenderedFeatures({ layers }).flatMap((f) => {
    if (f.geometry.type !== 'Point') return [];
    const paint = f.layer.paint as { 'circle-radius'?: number; 'circle-stroke-width'?: number } | undefined;
    const side = 2 * ((paint?.['circle-radius'] ?? 0) + (paint?.['circle-stroke-width'] ?? 0));
    const at = map.project(f.geometry.coordinates as [number, number]);
    return [{ x: at.x, y: at.y, width: side, height: side }];
  });
}
