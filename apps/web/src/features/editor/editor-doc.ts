import type { DashboardDoc, DocPlate } from '@fengshou/core/contract';
import { type SkinId, skinDef } from '@fengshou/core/plates';

// Pure operations on a dashboard document as the editor changes it. The engine places plates in position
// order into the skin's slots (the i-th plate in the i-th slot), so positions are kept 1..n without gaps:
// what the slot board shows is where the screen draws each plate.

/** The plates in position order, numbered 1..n. */
export function compact(plates: readonly DocPlate[]): DocPlate[] {
  return [...plates]
    .sort((a, b) => a.position - b.position)
    .map((p, i) => (p.position === i + 1 ? p : { ...p, position: i + 1 }));
}

/** The document with its plates compacted (a loaded one may have gaps the screen ignores). */
export function normalise(doc: DashboardDoc): DashboardDoc {
  return { skin: doc.skin, plates: compact(doc.plates) };
}

/** A new plate for the next free slot: a name to change and no data source yet. */
export function blankPlate(position: number): DocPlate {
  return {
    position,
    plateName: `新板块${position}`,
    remark: null,
    declaration: null,
    detailFlag: 0,
    detailType: 2,
    detailImgShowType: 0,
    detailUrl: null,
    interfaceUrl: null,
    parameters: {},
    view: { visual: 'bar' },
    detailSource: null,
    detailTables: [],
  };
}

/** Adds a blank plate after the last one; unchanged when the skin is full. */
export function addPlate(doc: DashboardDoc): DashboardDoc {
  const max = skinDef(doc.skin as SkinId).maxPlates;
  if (doc.plates.length >= max) return doc;
  return { ...doc, plates: [...compact(doc.plates), blankPlate(doc.plates.length + 1)] };
}

/** Removes the plate at `position`; the ones after it move up a slot. */
export function removePlate(doc: DashboardDoc, position: number): DashboardDoc {
  return { ...doc, plates: compact(doc.plates.filter((p) => p.position !== position)) };
}

/**
 * Moves the plate of slot `from` to slot `to`: onto another plate the two swap; onto an empty slot it
 * becomes the last plate (slots fill in order).
 */
export function movePlate(doc: DashboardDoc, from: number, to: number): DashboardDoc {
  if (from === to) return doc;
  const plates = compact(doc.plates);
  const moving = plates.find((p) => p.position === from);
  if (!moving) return doc;
  const target = plates.find((p) => p.position === to);
  if (!target) {
    const rest = plates.filter((p) => p !== moving);
    return { ...doc, plates: compact([...rest, { ...moving, position: plates.length + 1 }]) };
  }
  return {
    ...doc,
    plates: compact(
      plates.map((p) =>
        p === moving ? { ...p, position: to } : p === target ? { ...p, position: from } : p,
      ),
    ),
  };
}

/** Where the plate at `at` is after movePlate(from → to) in a document of `count` plates. */
export function positionAfterMove(count: number, from: number, to: number, at: number): number {
  if (from === to || at < 1 || at > count) return at;
  if (to <= count) return at === from ? to : at === to ? from : at;
  if (at === from) return count;
  return at > from ? at - 1 : at;
}

/** Plates a change of skin would drop (the new skin has fewer slots). */
export function droppedBySkin(doc: DashboardDoc, skin: SkinId): DocPlate[] {
  const max = skinDef(skin).maxPlates;
  return compact(doc.plates).filter((p) => p.position > max);
}

/** The document in another skin; plates past its slots are removed. */
export function withSkin(doc: DashboardDoc, skin: SkinId): DashboardDoc {
  const max = skinDef(skin).maxPlates;
  return { skin, plates: compact(doc.plates).filter((p) => p.position <= max) };
}

/** The plate at `position` changed by `patch`. */
export function updatePlate(doc: DashboardDoc, position: number, patch: Partial<DocPlate>): DashboardDoc {
  return {
    ...doc,
    plates: doc.plates.map((p) => (p.position === position ? { ...p, ...patch, position } : p)),
  };
}

/** A stable text of a document, to tell whether it changed. */
export function docKey(doc: DashboardDoc): string {
  return JSON.stringify(normalise(doc));
}
