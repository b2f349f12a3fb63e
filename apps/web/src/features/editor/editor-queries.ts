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
  statCatalog,
} from '@fengshou/core/contract';
import { apiKey, useApiMutation, useApiQuery } from '../../api';

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

/** Stores the draft; the editor shows its own refusals (the failing plate and field). */
export function useSaveDraft(subjectId: number, menuKey: number) {
  return useApiMutation(saveDashboardDraft, {
    body: (doc: DashboardDoc) => ({ subjectId, menuKey, doc }),
    notify: false,
  });
}

export function useDiscardDraft(subjectId: number, menuKey: number) {
  return useApiMutation(discardDashboardDraft, {
    body: (_: undefined) => ({ subjectId, menuKey }),
    invalidates: () => changed(subjectId, menuKey),
  });
}

export function usePublish(subjectId: number, menuKey: number) {
  return useApiMutation(publishDashboard, {
    body: (note: string) => ({ subjectId, menuKey, note: note.trim() || null }),
    invalidates: () => changed(subjectId, menuKey),
  });
}

export function useRollback(subjectId: number, menuKey: number) {
  return useApiMutation(rollbackDashboard, {
    body: (versionNo: number) => ({ subjectId, menuKey, versionNo }),
    invalidates: () => changed(subjectId, menuKey),
  });
}

export function useExportTemplate(subjectId: number, menuKey: number) {
  return useApiMutation(exportDashboardTemplate, { body: (_: undefined) => ({ subjectId, menuKey }) });
}

/** Imports a template as the draft; the editor shows the server's reason when it is refused. */
export function useImportTemplate(subjectId: number, menuKey: number) {
  return useApiMutation(importDashboardTemplate, {
    body: (template: never) => ({ subjectId, menuKey, template }),
    notify: false,
  });
}

/** Cache key of the editor's draft answer. */
export const draftKey = (subjectId: number, menuKey: number) =>
  apiKey(getDashboardDraft, { subjectId, menuKey });
