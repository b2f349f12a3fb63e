import { JSDOM } from 'jsdom';
import { type Environment, populateGlobal } from 'vitest/runtime';

/**
 * Vitest's built-in 'jsdom' environment imports jsdom from vitest's own folder, but npm keeps jsdom in
 * apps/web/node_modules (only this workspace depends on it), so the built-in cannot find it. This is the
 * same setup, importing jsdom from here.
 */
const environment: Environment = {
  name: 'web-jsdom',
  viteEnvironment: 'client',
  setup(global) {
    const dom = new JSDOM('<!DOCTYPE html>', {
      pretendToBeVisual: true,
      url: 'http://localhost:3000/',
    });
    const { keys, originals } = populateGlobal(global, dom.window, { bindFunctions: true });
    // Node's fetch family stays: tests stub fetch, and jsdom's AbortSignal would not fit Node's fetch.
    for (const name of ['fetch', 'Response', 'Request', 'Headers', 'AbortController', 'AbortSignal']) {
      const original = originals.get(name);
      if (original !== undefined) global[name] = original;
    }
    return {
      teardown(g) {
        dom.window.close();
        for (const key of keys) delete g[key];
        for (const [key, value] of originals) g[key] = value;
      },
    };
  },
};

export default environment;
