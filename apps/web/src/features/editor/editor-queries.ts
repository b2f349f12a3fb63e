import {
  type DashboardDoc,
  discardDashboardDraft,
  exportDashboardTemplate,
  getDashboardDraft,
  getDashboardVersion,
  importDashboardTemplate,
  listPlates,
  publishDashboard,
  rollbackDashboard,
  saveDashboardDraft,
  signDashboardImages,
  statCatalog,
  uploadDashboardImage,
} from '@fengshou/core/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { apiKey, useApiMutation, useApiQuery } from '../../api';
import { useEditorStore } from './editor-store';

/** The revision the editor's copy was loaded at: every change names it, so a stale one is refused. */
const base = () => ({ baseRevision: useEditorStore.getState().revision });

/** The menu's draft (or what users see), its versions and when the draft was stored. */
export function useEditorDraft(subjectId: number, menuKey: number) {
  // Never served from cache: another editor may have published since.
  return useApiQuery(getDashboardDraft, { subjectId, menuKey }, { staleTime: 0, gcTime: 0 });
}

/** The published plates' ids by slot (images belong to a slot's stored plate). */
export function usePublishedPlates(subjectId: number, menuKey: number) {
  return useApiQuery(listPlates, { subjectId, menuKey }, { notify: false });
}

/** The metric registry as the plate form offers it. */
export function useMetricCatalog() {
  return useApiQuery(statCatalog, {}, { staleTime: 30 * 60_000 });
}

/** One published version with its document (compare). */
export function useVersionDoc(subjectId: number, menuKey: number, versionNo: number | null) {
  return useApiQuery(
    getDashboardVersion,
    { subjectId, menuKey, versionNo: versionNo ?? 1 },
    { enabled: versionNo !== null, staleTime: Number.POSITIVE_INFINITY },
  );
}

// A publish, roll back or discard changes the rows users see: the screen's plate list is stale. The editor
// reads the draft again itself (useEditorActions), to load its document.
const changed = (subjectId: number, menuKey: number) => [[listPlates, { subjectId, menuKey }]] as const;

// The editor's changes tell their own refusals (the failing plate and field, or who changed the dashboard
// meanwhile), so none of them toasts the server's answer itself.

/** Stores the draft. */
export function useSaveDraft(subjectId: number, menuKey: number) {
  return useApiMutation(saveDashboardDraft, {
    body: (doc: DashboardDoc) => ({ subjectId, menuKey, ...base(), doc }),
    notify: false,
  });
}

export function useDiscardDraft(subjectId: number, menuKey: number) {
  return useApiMutation(discardDashboardDraft, {
    body: (_: undefined) => ({ subjectId, menuKey, ...base() }),
    invalidates: () => changed(subjectId, menuKey),
    notify: false,
  });
}

export function usePublish(subjectId: number, menuKey: number) {
  return useApiMutation(publishDashboard, {
    body: (note: string) => ({ subjectId, menuKey, ...base(), note: note.trim() || null }),
    invalidates: () => changed(subjectId, menuKey),
    notify: false,
  });
}

export function useRollback(subjectId: number, menuKey: number) {
  return useApiMutation(rollbackDashboard, {
    body: (versionNo: number) => ({ subjectId, menuKey, ...base(), versionNo }),
    invalidates: () => changed(subjectId, menuKey),
    notify: false,
  });
}

export function useExportTemplate(subjectId: number, menuKey: number) {
  return useApiMutation(exportDashboardTemplate, { body: (_: undefined) => ({ subjectId, menuKey }) });
}

/** Imports a template as the draft; the editor shows the server's reason when it is refused. */
export function useImportTemplate(subjectId: number, menuKey: number) {
  return useApiMutation(importDashboardTemplate, {
    body: (template: never) => ({ subjectId, menuKey, ...base(), template }),
    notify: false,
  });
}

/** Cache key of the editor's draft answer. */
export const draftKey = (subjectId: number, menuKey: number) =>
  apiKey(getDashboardDraft, { subjectId, menuKey });

/** Uploads a picture for the subject's dashboards (refusals toast: type, size). */
export function useUploadImage(subjectId: number, menuKey: number) {
  return useApiMutation(uploadDashboardImage, {
    body: (file: { fileName: string; contentBase64: string }) => ({ subjectId, menuKey, ...file }),
  });
}

// Signed addresses last at least an hour; they are asked for again well before.
const SIGNED_FOR_MS = 30 * 60_000;

/**
 * The draft's pictures' addresses signed for the editor, by stored address (an <img> cannot send the
 * session header, and pictures not yet published are not in any list users read).
 */
export function useImageSources(subjectId: number | undefined, urls: readonly string[]) {
  const sorted = [...new Set(urls)].sort();
  return useApiQuery(
    signDashboardImages,
    { subjectId: subjectId ?? 0, urls: sorted },
    {
      enabled: subjectId !== undefined && sorted.length > 0,
      staleTime: SIGNED_FOR_MS,
      refetchInterval: SIGNED_FOR_MS,
      placeholderData: keepPreviousData,
      notify: false,
    },
  );
}
