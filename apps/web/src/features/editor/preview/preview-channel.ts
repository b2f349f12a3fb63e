import type { DashboardDoc } from '@fengshou/core/contract';
import type { AreaRef } from '../../../area/area-store';

/**
 * Messages between the editor and its preview frame (same origin). The frame is the app itself at the
 * wall's size, so the screen lays out at that size as a wall would (its viewport is the frame's box);
 * the editor sends the document and the area, the frame says when it is ready and where the user drilled.
 */
export type ToPreview =
  | {
      type: 'fs-editor-doc';
      doc: DashboardDoc;
      /** The dashboard's heading (the menu's name). */
      title: string;
      /** Stored plate ids by slot: a kept slot keeps its plate's images. */
      storedIds: Record<number, number>;
    }
  | { type: 'fs-editor-area'; trail: AreaRef[] };

export type FromPreview = { type: 'fs-preview-ready' } | { type: 'fs-preview-area'; trail: AreaRef[] };

/** The message when it comes from this origin and has a type of the channel, else null. */
export function channelMessage<T extends { type: string }>(e: MessageEvent, prefix: string): T | null {
  if (e.origin !== window.location.origin) return null;
  const data = e.data as { type?: unknown } | null;
  return data && typeof data.type === 'string' && data.type.startsWith(prefix) ? (data as T) : null;
}

/** Where the preview frame of a menu key opens. */
export function previewPath(menuKey: number): string {
  return `/system/dashboard-preview/${menuKey}`;
}

/** True when two trails end in the same area through the same areas. */
export function sameTrail(a: readonly AreaRef[], b: readonly AreaRef[]): boolean {
  return a.length === b.length && a.every((x, i) => x.areaId === b[i]!.areaId);
}
