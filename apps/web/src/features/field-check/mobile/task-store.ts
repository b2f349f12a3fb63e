import type { ResultOf } from '@fengshou/core/contract/define';
import type { zFieldTask } from '@fengshou/core/contract/fieldcheck';
import { fieldPhotoPolicy, listFieldTasks } from '@fengshou/core/contract/fieldcheck';
import { getBatchImagery } from '@fengshou/core/contract/imagery';
import { getAbnormal, getOccupation } from '@fengshou/core/contract/landoccupy';
import type { z } from 'zod';
import { ApiError } from '../../../api/api-error';
import { callApi } from '../../../api/client';
import { idbGet, idbPut } from './idb';
import { type ImageryRange, keepTiles, tilesAround } from './tiles';

export type FieldTask = z.output<typeof zFieldTask>;

/** What the phone keeps of one case: its outline and version (the action sends it) and the image range. */
export interface CaseCopy {
  ring: unknown;
  version: number;
  processStatus: number;
  address: string | null;
  imagery: ImageryRange | null;
}

/** My tasks and their cases as last read, with when and how much the phone keeps. */
export interface Snapshot {
  tasks: FieldTask[];
  cases: Record<string, CaseCopy>;
  savedAt: number;
  tileBytes: number;
  dataBytes: number;
  /** The installation's photo rules as last read (the gallery only where they allow it). */
  policy?: PhotoPolicy;
}

export type PhotoPolicy = ResultOf<typeof fieldPhotoPolicy>;

/** The snapshot kept on the phone, if any. */
export const keptSnapshot = () => idbGet<Snapshot>('cache', 'snapshot');

/**
 * Reads my open tasks (not yet checked or in rectification), each case's outline and version, and keeps
 * them with the basemap tiles around each parcel, so the field needs no signal. Throws a NetworkError
 * when offline (the caller then shows the kept snapshot).
 */
export async function refreshSnapshot(token: string, onTasks?: (s: Snapshot) => void): Promise<Snapshot> {
  const page = await callApi(listFieldTasks, { view: 'mine', pageNo: 1, pageSize: 200 }, { notify: false });
  const tasks = page.list.filter((t) => t.stage === 1 || t.stage === 3);
  const policy = await callApi(fieldPhotoPolicy, {}, { notify: false });
  const kept = await keptSnapshot();
  // The list first (with the cases kept before): the outlines and the tiles follow behind it.
  onTasks?.({
    tileBytes: 0,
    dataBytes: 0,
    ...kept,
    tasks,
    policy,
    cases: kept?.cases ?? {},
    savedAt: Date.now(),
  });
  const cases: Record<string, CaseCopy> = {};
  const ranges = new Map<number, ImageryRange | null>();
  for (const t of tasks) {
    if (!ranges.has(t.batchId)) ranges.set(t.batchId, await imageryOf(t.batchId));
    const imagery = ranges.get(t.batchId) ?? null;
    if (t.recordKind === 'occupy') {
      const o = await callApi(getOccupation, { occupyNum: t.caseRef }, { notify: false });
      cases[t.caseRef] = {
        ring: o.ring,
        version: o.version,
        processStatus: o.processStatus,
        address: o.address,
        imagery,
      };
    } else {
      const a = await callApi(getAbnormal, { id: t.recordId }, { notify: false });
      cases[t.caseRef] = {
        ring: a.geom,
        version: a.version,
        processStatus: a.processStatus,
        address: a.currentUse,
        imagery,
      };
    }
  }
  let tileBytes = 0;
  for (const t of tasks) {
    const r = ranges.get(t.batchId);
    if (r) tileBytes += await keepTiles(tilesAround(r, t.lat, t.lng), token);
  }
  const snap = { tasks, cases, policy, savedAt: Date.now(), tileBytes, dataBytes: 0 };
  snap.dataBytes = new Blob([JSON.stringify(snap)]).size;
  await idbPut('cache', snap, 'snapshot');
  return snap;
}

async function imageryOf(batchId: number): Promise<ImageryRange | null> {
  try {
    const img = await callApi(getBatchImagery, { batchId }, { notify: false });
    const after = img.phases.find((p) => p.phase === 'after');
    if (!after?.sourceType || after.minZoom === null || after.maxZoom === null) return null;
    return { batchId, minZoom: after.minZoom, maxZoom: after.maxZoom, revision: after.updateTime };
  } catch (e) {
    if (e instanceof ApiError) return null;
    throw e;
  }
}

/** The kept copy of a case after an action was queued: its version moves on as the server's will. */
export async function markActed(caseRef: string): Promise<void> {
  const snap = await keptSnapshot();
  if (!snap) return;
  snap.tasks = snap.tasks.filter((t) => t.caseRef !== caseRef);
  await idbPut('cache', snap, 'snapshot');
}
