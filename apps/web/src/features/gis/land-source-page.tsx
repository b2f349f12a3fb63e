import { LAND_SOURCE_OPTIONS, LAND_SOURCE_TABS } from '@fengshou/core';
import { Select, Tabs } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useCurrentArea } from '../../area/use-current-area';
import { AreaMap, type BasemapId } from '../../map';
import { ReviewEntryPanel } from '../../review/review-links';
import type { PageProps } from '../../ui/route-meta';
import { BatchPanel } from './batch-panel';
import { GisFrame } from './gis-frame';
import { LandStatsPanel } from './land-stats-panel';
import { BasemapSelect, DlbmFilter } from './layer-controls';
import { activeBatches, chooseLandSourceId } from './rules';
import { useMapLayers } from './use-map-layers';
import { useBatches, useFindings } from './use-monitoring';

const QUERY_KEY = 'routeLandSourceId';
const STORE_KEY = 'fengshou.landSourceId';
const TAB_IDS = LAND_SOURCE_TABS.map((t) => t.id);

function storedId(): number | null {
  const v = Number(localStorage.getItem(STORE_KEY));
  return localStorage.getItem(STORE_KEY) !== null && Number.isInteger(v) ? v : null;
}

/**
 * Land-source page (耕地用途管控): tabs 耕地一张图 (0), 遥感一张图 (2), 动态监测一张图 (3). The active id is
 * chosen by spec §4 and written back by replacing the route's query, so a reload or a shared link keeps it.
 */
export default function LandSourcePage({ meta }: PageProps) {
  const [params, setParams] = useSearchParams();
  const active = chooseLandSourceId(params.get(QUERY_KEY), storedId(), TAB_IDS) ?? 0;
  useEffect(() => {
    localStorage.setItem(STORE_KEY, String(active));
    if (params.get(QUERY_KEY) !== String(active)) {
      const next = new URLSearchParams(params);
      next.set(QUERY_KEY, String(active));
      setParams(next, { replace: true });
    }
  }, [active, params, setParams]);
  const setActive = (id: number) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set(QUERY_KEY, String(id));
        return next;
      },
      { replace: true },
    );

  const { selected } = useCurrentArea();
  const [basemap, setBasemap] = useState<BasemapId>('offline');
  const [landSource, setLandSource] = useState<number>(LAND_SOURCE_OPTIONS[0].id);
  const [dlbm, setDlbm] = useState<string[]>([]);
  const batches = useBatches(active === 3 ? selected?.areaId : undefined, 'change');
  const auto = useMemo(() => activeBatches(batches.data ?? []), [batches.data]);
  const [picked, setPicked] = useState<number | null>(null);
  const batchId = picked ?? auto.first?.id ?? null;
  // Another area has other batches: start again from the activation rule.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on area change only
  useEffect(() => setPicked(null), [selected?.areaId]);
  const findings = useFindings(active === 3 ? batchId : null, selected?.areaId);

  const layers = useMapLayers({
    areaId: selected?.areaId,
    colorBy: active === 0 ? 'landType' : 'dlbm',
    basemap,
    switched: [],
    parcels:
      active === 0
        ? { landSource }
        : active === 2
          ? { dlbm: dlbm.length ? dlbm : undefined }
          : batchId !== null
            ? { batchId }
            : null,
  });

  return (
    <GisFrame
      meta={meta}
      toolbar={
        <>
          <Tabs
            size="small"
            activeKey={String(active)}
            onChange={(k) => setActive(Number(k))}
            items={LAND_SOURCE_TABS.map((t) => ({ key: String(t.id), label: t.label }))}
            className="gis-tabs"
          />
          {active === 0 && (
            <Select
              size="small"
              style={{ width: 140 }}
              aria-label="土地来源"
              value={landSource}
              onChange={setLandSource}
              options={LAND_SOURCE_OPTIONS.map((o) => ({ value: o.id, label: o.label }))}
            />
          )}
          {active === 2 && <DlbmFilter value={dlbm} onChange={setDlbm} />}
          <BasemapSelect value={basemap} onChange={setBasemap} />
        </>
      }
      map={
        <AreaMap
          layers={layers}
          basemap={basemap}
          highlight={active === 3 ? findings.data?.collection : null}
        />
      }
      side={
        <>
          {active === 3 ? (
            <BatchPanel
              batches={batches}
              activeId={batchId}
              secondaryId={auto.nonAgricultural?.id ?? null}
              onSelect={setPicked}
            />
          ) : selected ? (
            <LandStatsPanel areaId={selected.areaId} level={selected.level} />
          ) : null}
          <ReviewEntryPanel />
        </>
      }
    />
  );
}
