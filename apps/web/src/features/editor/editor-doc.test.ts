import type { DashboardDoc } from '@fengshou/core/contract';
import { describe, expect, it } from 'vitest';
import {
  addPlate,
  blankPlate,
  compact,
  droppedBySkin,
  movePlate,
  positionAfterMove,
  removePlate,
  withSkin,
} from './editor-doc';

const named = (position: number, plateName: string) => ({ ...blankPlate(position), plateName });
const doc = (skin: DashboardDoc['skin'], ...names: string[]): DashboardDoc => ({
  skin,
  plates: names.map((n, i) => named(i + 1, n)),
});
const order = (d: DashboardDoc) => compact(d.plates).map((p) => `${p.position}:${p.plateName}`);

describe('the document as the slot board changes it', () => {
  it('keeps positions 1..n, as the screen fills slots in order', () => {
    expect(compact([named(7, 'c'), named(2, 'a'), named(4, 'b')]).map((p) => p.position)).toEqual([1, 2, 3]);
  });

  it('adds a blank plate after the last one, up to the skin’s slots', () => {
    expect(order(addPlate(doc('skin4', 'a')))).toEqual(['1:a', '2:新板块2']);
    const full = doc('skin4', 'a', 'b', 'c', 'd');
    expect(addPlate(full)).toBe(full);
  });

  it('removes a plate and moves the later ones up', () => {
    expect(order(removePlate(doc('skin3', 'a', 'b', 'c'), 2))).toEqual(['1:a', '2:c']);
  });

  it('swaps two plates dropped on each other', () => {
    expect(order(movePlate(doc('skin3', 'a', 'b', 'c'), 1, 3))).toEqual(['1:c', '2:b', '3:a']);
  });

  it('makes a plate dropped on an empty slot the last one', () => {
    expect(order(movePlate(doc('skin3', 'a', 'b', 'c'), 1, 7))).toEqual(['1:b', '2:c', '3:a']);
  });

  it('follows the selected plate through a move', () => {
    // Swap 1 ↔ 3: the selected first plate is now third, the third first, the second stays.
    expect([1, 2, 3].map((at) => positionAfterMove(3, 1, 3, at))).toEqual([3, 2, 1]);
    // 1 onto an empty slot: it becomes last, the others move up one.
    expect([1, 2, 3].map((at) => positionAfterMove(3, 1, 9, at))).toEqual([3, 1, 2]);
  });

  it('names the plates a smaller skin would drop, and drops them', () => {
    const nine = doc('skin3', 'a', 'b', 'c', 'd', 'e', 'f');
    expect(droppedBySkin(nine, 'skin4').map((p) => p.plateName)).toEqual(['e', 'f']);
    expect(droppedBySkin(nine, 'skin1')).toEqual([]);
    expect(order(withSkin(nine, 'skin4'))).toEqual(['1:a', '2:b', '3:c', '4:d']);
  });
});
