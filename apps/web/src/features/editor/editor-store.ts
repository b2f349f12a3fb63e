import type { DashboardDoc, DocPlate } from '@fengshou/core/contract';
import type { SkinId } from '@fengshou/core/plates';
import { create } from 'zustand';
import {
  addPlate,
  docKey,
  movePlate,
  normalise,
  positionAfterMove,
  removePlate,
  updatePlate,
  withSkin,
} from './editor-doc';

interface EditorState {
  /** The document being edited. */
  doc: DashboardDoc;
  /** docKey of the document as last loaded or stored: unsaved changes are a difference from it. */
  savedKey: string;
  /** The server's revision the document was loaded or stored at, sent with every change (baseRevision). */
  revision: number;
  /** Slot whose plate the form edits (0: none). */
  selected: number;
  /** This editor's own copy kept after a conflict and a reload (null: none), and whether it is shown. */
  kept: DashboardDoc | null;
  keptOpen: boolean;
  keep(doc: DashboardDoc | null, open?: boolean): void;
  load(doc: DashboardDoc, revision: number): void;
  /** The server now holds `doc` at `revision` (a save answered; edits typed meanwhile stay unsaved). */
  markSaved(doc: DashboardDoc, revision: number): void;
  /** Puts `doc` in the editor as unsaved changes over what was loaded (an editor's own copy restored). */
  restore(doc: DashboardDoc): void;
  select(position: number): void;
  setSkin(skin: SkinId): void;
  add(): void;
  remove(position: number): void;
  move(from: number, to: number): void;
  patch(position: number, patch: Partial<DocPlate>): void;
  clear(): void;
}

const EMPTY: DashboardDoc = { skin: 'skin3', plates: [] };

/** The editor's document, its selection and whether it differs from the stored one. */
export const useEditorStore = create<EditorState>()((set, get) => ({
  doc: EMPTY,
  savedKey: docKey(EMPTY),
  revision: 0,
  selected: 0,
  kept: null,
  keptOpen: false,
  keep(doc, open = doc !== null) {
    set({ kept: doc, keptOpen: open });
  },
  load(doc, revision) {
    const d = normalise(doc);
    set({
      doc: d,
      savedKey: docKey(d),
      revision,
      selected: d.plates.length > 0 ? 1 : 0,
      kept: null,
      keptOpen: false,
    });
  },
  markSaved(doc, revision) {
    set({ savedKey: docKey(doc), revision });
  },
  restore(doc) {
    const d = normalise(doc);
    set({ doc: d, selected: Math.min(Math.max(get().selected, 1), d.plates.length) });
  },
  select(position) {
    set({ selected: position });
  },
  setSkin(skin) {
    const doc = withSkin(get().doc, skin);
    set({ doc, selected: Math.min(get().selected, doc.plates.length) });
  },
  add() {
    const doc = addPlate(get().doc);
    set({ doc, selected: doc.plates.length });
  },
  remove(position) {
    const doc = removePlate(get().doc, position);
    set({ doc, selected: Math.min(get().selected, doc.plates.length) });
  },
  move(from, to) {
    const before = get().doc;
    set({
      doc: movePlate(before, from, to),
      selected: positionAfterMove(before.plates.length, from, to, get().selected),
    });
  },
  patch(position, patch) {
    set({ doc: updatePlate(get().doc, position, patch) });
  },
  clear() {
    set({ doc: { ...get().doc, plates: [] }, selected: 0 });
  },
}));

/** True when the document differs from the stored one. */
export function useDirty(): boolean {
  return useEditorStore((s) => docKey(s.doc) !== s.savedKey);
}

/** The plate the form edits, or undefined. */
export function useSelectedPlate(): DocPlate | undefined {
  return useEditorStore((s) => s.doc.plates.find((p) => p.position === s.selected));
}
