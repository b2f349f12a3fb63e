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

type Draft = ResultOf<typeof getDashboardDraft>;

/**
 * The editor's calls: save the draft (its refusal kept to show at the plate it names), publish (saving
 * first), discard, roll back. Success and failure are told in a message. After a publish, roll back or
 * discard the editor loads what the server then holds (`reload`); after a save it keeps what is typed.
 */
export function useEditorActions(subjectId: number, menuKey: number, reload: () => Promise<void>) {
  const { message } = App.useApp();
  const client = useQueryClient();
  const { user } = usePortal();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const saver = useSaveDraft(subjectId, menuKey);
  const publisher = usePublish(subjectId, menuKey);
  const discarder = useDiscardDraft(subjectId, menuKey);
  const roller = useRollback(subjectId, menuKey);

  const refused = (e: unknown) => {
    const p = problemOf(e);
    const slot = refusedSlot(p.fields);
    setRefusal({ position: slot?.position ?? 0, text: slot ? `${slot.field}：${p.detail}` : p.text });
    if (slot) useEditorStore.getState().select(slot.position);
    void message.error(`未保存：${p.detail}`);
  };

  /** Stores the current document as the draft; false when the server refused it. */
  const save = async (quiet = false): Promise<boolean> => {
    const doc: DashboardDoc = normalise(useEditorStore.getState().doc);
    try {
      const { updatedAt } = await saver.mutateAsync(doc);
      useEditorStore.getState().markSaved(doc);
      client.setQueryData<Draft>(draftKey(subjectId, menuKey), (d) =>
        d ? { ...d, isDraft: true, draftUpdatedAt: updatedAt, draftUpdatedBy: user?.nickname ?? null } : d,
      );
      setRefusal(null);
      if (!quiet) void message.success('草稿已保存');
      return true;
    } catch (e) {
      refused(e);
      return false;
    }
  };

  const publish = async (note: string, dirty: boolean): Promise<boolean> => {
    if (dirty && !(await save(true))) return false;
    const { versionNo } = await publisher.mutateAsync(note);
    await reload();
    void message.success(`已发布为版本 ${versionNo}`);
    return true;
  };

  const discard = async () => {
    await discarder.mutateAsync(undefined);
    await reload();
    setRefusal(null);
    void message.success('已放弃草稿，恢复为已发布内容');
  };

  const rollback = async (versionNo: number) => {
    const r = await roller.mutateAsync(versionNo);
    await reload();
    void message.success(`已回滚：版本 ${versionNo} 的内容已发布为版本 ${r.versionNo}`);
  };

  return {
    refusal,
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
