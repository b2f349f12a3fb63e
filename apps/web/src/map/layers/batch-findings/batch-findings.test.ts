import { PROCESS_STATUS_LABELS, PROCESS_STATUSES } from '@fengshou/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureClient } from '../../../api/client-config';
import { signatureOf } from '../../map-setup';
import type { LayerLoadContext } from '../../types';
import { findingHref } from './card';
import { batchFindingsLayer } from './index';
import { findingsToGeoJson, markerPoint } from './source';
import { FINDING_STATUS_COLORS, findingColor, findingLegend, MARKER_MAX_ZOOM } from './style';

const square = (x: number, y: number, d = 0.001) => ({
  type: 'MultiPolygon',
  coordinates: [
    [
      [
        [x, y],
        [x + d, y],
        [x + d, y + d],
        [x, y + d],
        [x, y],
      ],
    ],
  ],
});

const finding = (id: number, kind: 'occupation' | 'abnormal', status: number) => ({
  type: 'Feature' as const,
  id,
  properties: { kind, recordId: 100 + id, code: `CM-${id}`, areaMu: 3.5 - id, status },
  geometry: square(121.4 + id / 100, 31.6),
});

afterEach(() => vi.unstubAllGlobals());

describe('batch findings style and legend', () => {
  it('colours every process status with its legend colour, in workflow order', () => {
    const legend = findingLegend();
    expect(legend.map((l) => l.label)).toEqual(PROCESS_STATUSES.map((s) => PROCESS_STATUS_LABELS[s]));
    expect(new Set(legend.map((l) => l.color)).size).toBe(PROCESS_STATUSES.length);
    const expr = findingColor() as unknown[];
    expect(expr.slice(0, 2)).toEqual(['match', ['get', 'status']]);
    for (const s of PROCESS_STATUSES) {
      const at = expr.indexOf(s, 2);
      expect(at % 2, `status ${s} is a match label`).toBe(0);
      expect(expr[at + 1]).toBe(FINDING_STATUS_COLORS[s]);
      expect(legend.find((l) => l.label === PROCESS_STATUS_LABELS[s])?.color).toBe(FINDING_STATUS_COLORS[s]);
    }
  });

  it('puts a marker inside each outline, carrying the same properties', () => {
    const [x, y] = markerPoint(square(121, 31, 0.002))!;
    expect([x, y].map((v) => v.toFixed(6))).toEqual(['121.001000', '31.001000']);
    expect(markerPoint({ type: 'Point', coordinates: [1, 2] })).toBeNull();
    const fc = findingsToGeoJson([finding(1, 'occupation', 2), finding(2, 'abnormal', 5)]) as {
      features: { properties: Record<string, unknown>; geometry: { type: string } }[];
    };
    expect(fc.features.map((f) => f.geometry.type)).toEqual([
      'MultiPolygon',
      'Point',
      'MultiPolygon',
      'Point',
    ]);
    expect(fc.features[1]!.properties).toEqual({ ...fc.features[0]!.properties, marker: 1 });
    expect(fc.features[0]!.properties).not.toHaveProperty('marker');
  });

  it('links a finding to its case page', () => {
    expect(findingHref({ kind: 'occupation', code: 'CM 2023/1', recordId: 7 })).toBe(
      '/land-control/occupation/CM%202023%2F1',
    );
    expect(findingHref({ kind: 'abnormal', code: 'L-1', recordId: 7 })).toBe('/land-control/abnormal/7');
  });
});

describe('batch findings layer', () => {
  it('draws outlines at every zoom and markers below the zoom where outlines become visible', () => {
    const def = batchFindingsLayer({ batchId: 5 });
    const byId = Object.fromEntries(def.layers.map((l) => [l.id, l]));
    expect(Object.keys(byId)).toEqual([
      'batch-findings-fill',
      'batch-findings-line',
      'batch-findings-marker',
    ]);
    expect(byId['batch-findings-fill']).not.toHaveProperty('minzoom');
    expect(byId['batch-findings-line']).not.toHaveProperty('maxzoom');
    expect(byId['batch-findings-marker']).toMatchObject({ type: 'circle', maxzoom: MARKER_MAX_ZOOM });
    for (const id of def.interactive ?? []) expect(byId).toHaveProperty([id]);
    expect(def.legend).toEqual(findingLegend());
    // Another batch is another layer for the map (reloaded), the same batch the same one.
    expect(signatureOf(batchFindingsLayer({ batchId: 6 }))).not.toBe(signatureOf(def));
    expect(signatureOf(batchFindingsLayer({ batchId: 5 }))).toBe(signatureOf(def));
  });

  it('loads the batch for the shown area and tells how many findings were drawn of how many', async () => {
    const previous = configureClient({
      notify: vi.fn(),
      clearSession: vi.fn(),
      goLogin: vi.fn(),
      openNotAccess: vi.fn(),
      log: vi.fn(),
      getTokens: () => ({ token: 'tok', demoToken: null }),
    });
    const fetchMock = vi.fn(
      async (_url: string, _init: RequestInit) =>
        new Response(
          JSON.stringify({
            respCode: 0,
            respDesc: '成功',
            obj: { total: 2500, features: [finding(1, 'occupation', 0)] },
          }),
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onLoad = vi.fn();
    const def = batchFindingsLayer({ batchId: 5, onLoad });
    const [load] = Object.values(def.load ?? {});
    const ctx: LayerLoadContext = {
      area: { areaId: 310151000000, areaName: '崇明区', level: 3 },
      signal: new AbortController().signal,
    };
    const data = (await load!(ctx)) as { features: unknown[] };
    configureClient(previous);
    expect(data.features).toHaveLength(2);
    expect(onLoad).toHaveBeenCalledWith({ total: 2500, shown: 1 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toContain('/api/gisdata/gov/monitoring/findings');
    expect(JSON.parse(String(init.body))).toEqual({ batchId: 5, areaId: 310151000000 });
  });
});
