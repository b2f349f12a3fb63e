import type { DashboardDoc, getDashboardDraft, ResultOf } from '@fengshou/core/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useState } from 'react';
import { usePortal } from '../../api/portal-context';
import { problemOf } from '../../api/problem';
import { refusedSlot } from './doc-problems';
import { normalise } from './editor-doc';
import { draftKey, useDiscardDraft, usePublish, useRollback, useSaveDraft } from './editor-queries';
import { useEditorStore } from './editor-store';

/** What the server refused on the last save or publish, and the slot it names (0: none). */
export interface Refusal {
  position: number;
  text: string;
}

/** A change refused because someone changed the dashboard since it was opened: the editor's own copy. */
export interface Conflict {
  /** The document as this editor had it when the change was refused. */
  mine: DashboardDoc;
  /** The revision it was opened at. */
  revision: number;
  /** The server's words: who changed the dashboard, when, how. */
  detail: string;
}

type Draft = ResultOf<typeof getDashboardDraft>;

/** True when a refusal says the change was made on an old copy (300 naming baseRevision). */
export function isStale(e: unknown): boolean {
  return problemOf(e).fields.includes('baseRevision');
}

/**
 * The editor's calls: save the draft (its refusal kept to show at the plate it names), publish (saving
 * first), discard, roll back. Success and failure are told in a message; a change refused because another
 * editor changed the dashboard meanwhile becomes a conflict the page shows (who, when; reload). After a
 * publish, roll back or discard the editor loads what the server then holds (`reload`); after a save it
 * keeps what is typed. `refresh` reads the dashboard's state again without loading its document.
 */
export function useEditorActions(
  subjectId: number,
  menuKey: number,
  reload: () => Promise<void>,
  refresh: () => void,
) {
  const { message } = App.useApp();
  const client = useQueryClient();
  const { user } = usePortal();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const saver = useSaveDraft(subjectId, menuKey);
  const publisher = usePublish(subjectId, menuKey);
  const discarder = useDiscardDraft(subjectId, menuKey);
  const roller = useRollback(subjectId, menuKey);

  /** Shows a refused change: a conflict, or the server's reason. Answers false for the caller to return. */
  const failed = (e: unknown, what: string): false => {
    const p = problemOf(e);
    if (isStale(e)) {
      const { doc, revision } = useEditorStore.getState();
      setConflict({ mine: normalise(doc), revision, detail: p.detail });
      refresh();
    } else void message.error(`${what}：${p.detail}`);
    return false;
  };

  /** Stores the current document as the draft; false when the server refused it. */
  const save = async (quiet = false): Promise<boolean> => {
    const doc: DashboardDoc = normalise(useEditorStore.getState().doc);
    try {
      const { updatedAt, revision } = await saver.mutateAsync(doc);
      useEditorStore.getState().markSaved(doc, revision);
      client.setQueryData<Draft>(draftKey(subjectId, menuKey), (d) =>
        d ? { ...d, isDraft: true, draftUpdatedAt: updatedAt, draftUpdatedBy: user?.nickname ?? null } : d,
      );
      setRefusal(null);
      if (!quiet) void message.success('草稿已保存');
      return true;
    } catch (e) {
      if (isStale(e)) return failed(e, '未保存');
      const p = problemOf(e);
      const slot = refusedSlot(p.fields);
      setRefusal({ position: slot?.position ?? 0, text: slot ? `${slot.field}：${p.detail}` : p.text });
      if (slot) useEditorStore.getState().select(slot.position);
      void message.error(`未保存：${p.detail}`);
      return false;
    }
  };

  const publish = async (note: string, dirty: boolean): Promise<boolean> => {
    if (dirty && !(await save(true))) return false;
    try {
      const { versionNo } = await publisher.mutateAsync(note);
      await reload();
      void message.success(`已发布为版本 ${versionNo}`);
      return true;
    } catch (e) {
      return failed(e, '未发布');
    }
  };

  const discard = async () => {
    try {
      await discarder.mutateAsync(undefined);
    } catch (e) {
      return failed(e, '未放弃草稿');
    }
    await reload();
    setRefusal(null);
    void message.success('已放弃草稿，恢复为已发布内容');
  };

  const rollback = async (versionNo: number) => {
    try {
      const r = await roller.mutateAsync(versionNo);
      await reload();
      void message.success(`已回滚：版本 ${versionNo} 的内容已发布为版本 ${r.versionNo}`);
    } catch (e) {
      failed(e, '未回滚');
    }
  };

  return {
    refusal,
    conflict,
    /** Shows a stale change refused elsewhere (a template import) as a conflict; true when it was one. */
    staleRefusal: (e: unknown) => isStale(e) && !failed(e, ''),
    dismissConflict: () => setConflict(null),
    save,
    publish,
    discard,
    rollback,
    saving: saver.isPending,
    publishing: saver.isPending || publisher.isPending,
    discarding: discarder.isPending,
    rollingBack: roller.isPending,
  };
}
