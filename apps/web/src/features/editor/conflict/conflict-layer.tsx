import type { getDashboardDraft, ResultOf } from '@fengshou/core/contract';
import { useMemo, useState } from 'react';
import { useEditorStore } from '../editor-store';
import type { Conflict } from '../use-editor-actions';
import { ConflictModal } from './conflict-modal';
import { MyChangesDrawer } from './my-changes-drawer';
import './conflict.css';

/**
 * The editor's answer to a conflict: the modal while it is open; after 重新加载 the latest dashboard in the
 * editor and this editor's copy kept beside it (我的修改) until restored or dropped.
 */
export function ConflictLayer({
  conflict,
  lastChange,
  reload,
  dismiss,
}: {
  conflict: Conflict | null;
  lastChange: ResultOf<typeof getDashboardDraft>['lastChange'];
  reload: () => Promise<void>;
  dismiss: () => void;
}) {
  const savedKey = useEditorStore((s) => s.savedKey);
  const doc = useEditorStore((s) => s.doc);
  const kept = useEditorStore((s) => s.kept);
  const keptOpen = useEditorStore((s) => s.keptOpen);
  const [reloading, setReloading] = useState(false);
  const loaded = useMemo(() => JSON.parse(savedKey), [savedKey]);

  const onReload = async () => {
    if (!conflict) return;
    setReloading(true);
    try {
      await reload();
      useEditorStore.getState().keep(conflict.mine);
      dismiss();
    } finally {
      setReloading(false);
    }
  };

  return (
    <>
      {conflict ? (
        <ConflictModal
          conflict={conflict}
          loaded={loaded}
          lastChange={lastChange}
          reloading={reloading}
          onReload={() => void onReload()}
          onClose={dismiss}
        />
      ) : null}
      {kept ? (
        <MyChangesDrawer
          open={keptOpen}
          mine={kept}
          current={doc}
          onClose={() => useEditorStore.getState().keep(kept, false)}
          onDrop={() => useEditorStore.getState().keep(null)}
          onRestore={() => {
            useEditorStore.getState().restore(kept);
            useEditorStore.getState().keep(null);
          }}
        />
      ) : null}
    </>
  );
}
