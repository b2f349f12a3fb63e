import { recheckFieldTask } from '@fengshou/core/contract/fieldcheck';
import {
  abnormalActions,
  IDEMPOTENCY_HEADER,
  occupationActions,
  uploadAbnormalImg,
  uploadReviewImg,
} from '@fengshou/core/contract/landoccupy';
import { ApiError } from '../../../api/api-error';
import { callApi } from '../../../api/client';
import { idbAll, idbDelete, idbPut } from './idb';

/** Where and when a photo was taken, as stamped on the phone. */
export interface Stamp {
  captureTime: string;
  lat?: number;
  lng?: number;
  accuracyM?: number;
  heading?: number;
}

/** A photo waiting to be uploaded under its own id (a resend replays, never duplicates). */
export interface PhotoItem {
  id: string;
  seq: number;
  kind: 'photo';
  recordKind: 'occupy' | 'abnormal';
  recordId: number;
  /** The case's reference (occupyNum of an occupation, landCode of an abnormal parcel). */
  occupyNum: string;
  blob: Blob;
  stamp: Stamp;
  error?: string;
}

/** A field-check action waiting to be sent with its Idempotency-Key (a resend acts zero more times). */
export interface ActionItem {
  id: string;
  seq: number;
  kind: 'action';
  /** The field check's input, or the second check after rectification (of the task). */
  action: 'inputNeedReview' | 'inputNoReview' | 'recheck';
  taskId: number;
  recordKind: 'occupy' | 'abnormal';
  recordId: number;
  occupyNum: string;
  version: number;
  remark?: string;
  photoIds: string[];
  lat?: number;
  lng?: number;
  error?: string;
}

export type OutItem = PhotoItem | ActionItem;

/** The stored address a photo gets: its id and the JPEG extension the app encodes. */
export const photoUrl = (photoId: string) => `/files/review/${photoId}.jpg`;

/** Gives up an item the server refused (the checker decides; the reason was shown). */
export async function drop(id: string): Promise<void> {
  await idbDelete('outbox', id);
}

/** Everything waiting, oldest first. */
export async function waiting(): Promise<OutItem[]> {
  return (await idbAll<OutItem>('outbox')).sort((a, b) => a.seq - b.seq);
}

/** Queues an item; it goes out with the next sync. */
export async function enqueue(item: Omit<PhotoItem, 'seq'> | Omit<ActionItem, 'seq'>): Promise<void> {
  await idbPut('outbox', { ...item, seq: Date.now() + Math.random() });
}

async function base64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}

async function send(item: OutItem): Promise<void> {
  if (item.kind === 'photo') {
    const photo = {
      fileName: `${item.id}.jpg`,
      contentBase64: await base64(item.blob),
      photoId: item.id,
      ...item.stamp,
    };
    if (item.recordKind === 'abnormal') {
      await callApi(uploadAbnormalImg, { id: item.recordId, ...photo }, { notify: false });
    } else {
      await callApi(uploadReviewImg, { occupyNum: item.occupyNum, ...photo }, { notify: false });
    }
    return;
  }
  const headers = { [IDEMPOTENCY_HEADER]: item.id };
  const reviewImgUrls = item.photoIds.map(photoUrl);
  if (item.action === 'recheck') {
    const body = { taskId: item.taskId, photoUrls: reviewImgUrls, remark: item.remark };
    await callApi(recheckFieldTask, body, { notify: false, headers });
  } else if (item.recordKind === 'abnormal') {
    const body = { id: item.recordId, version: item.version, remark: item.remark, reviewImgUrls };
    await callApi(abnormalActions[item.action], body, { notify: false, headers });
  } else {
    const at =
      item.lat !== undefined && item.lng !== undefined
        ? { reviewUserCenterLat: item.lat, reviewUserCenterLng: item.lng }
        : {};
    const body = {
      occupyNum: item.occupyNum,
      version: item.version,
      remark: item.remark,
      reviewImgUrls,
      ...at,
    };
    await callApi(occupationActions[item.action], body, { notify: false, headers });
  }
}

/** What a sync did: sent, refused by the server (kept with the reason), and whether the signal failed. */
export interface SyncResult {
  sent: number;
  refused: number;
  offline: boolean;
}

let running: Promise<SyncResult> | undefined;

/**
 * Sends what waits, oldest first: photos before the action that names them. A network failure stops the
 * round (the rest waits for the signal); a refusal keeps the item with the server's reason, and an action
 * whose photos did not all go up waits for them. One round at a time.
 */
export function sync(): Promise<SyncResult> {
  running ??= (async () => {
    const result: SyncResult = { sent: 0, refused: 0, offline: false };
    try {
      for (const item of await waiting()) {
        if (item.kind === 'action') {
          const pending = new Set((await waiting()).filter((w) => w.kind === 'photo').map((w) => w.id));
          if (item.photoIds.some((p) => pending.has(p))) continue;
        }
        try {
          await send(item);
          await idbDelete('outbox', item.id);
          result.sent++;
        } catch (e) {
          if (!(e instanceof ApiError)) {
            result.offline = true;
            break;
          }
          result.refused++;
          await idbPut('outbox', { ...item, error: e.respDesc });
          if (e.respCode === 400 || e.respCode === 402) break;
        }
      }
      return result;
    } finally {
      running = undefined;
    }
  })();
  return running;
}
