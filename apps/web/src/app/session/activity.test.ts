import { describe, expect, it } from 'vitest';
import { createActivity, LAST_REQUEST_KEY } from './activity';
import { memoryStore } from './storage';

describe('request activity', () => {
  it('keeps the latest request of this tab and of the other tabs sharing the store', () => {
    const shared = memoryStore();
    const tab = createActivity(shared);
    const other = createActivity(shared);
    expect(tab.last()).toBe(0);
    tab.note(1_000);
    expect(tab.last()).toBe(1_000);
    other.note(5_000);
    // The other tab's request keeps this tab's session alive too.
    expect(tab.last()).toBe(5_000);
    expect(shared.get(LAST_REQUEST_KEY)).toBe('5000');
  });

  it('a cleared store (sign-out) leaves only what this tab itself sent', () => {
    const shared = memoryStore();
    const tab = createActivity(shared);
    tab.note(2_000);
    shared.clear();
    expect(tab.last()).toBe(2_000);
    shared.set(LAST_REQUEST_KEY, 'garbage');
    expect(tab.last()).toBe(2_000);
  });
});
