import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { stubMatchMedia } from '../app/test/match-media';
import { clearCookies } from '../app/test/member-cookies';

const inDom = typeof window !== 'undefined';

// The web project's files share one worker, its jsdom window and the libraries' modules (isolate:
// false in vitest.config.ts); this file runs again before each test file, so that each file starts
// as it would alone: the app's own modules evaluated afresh (its vi.mock applies to them, their
// module state starts empty), no stubbed globals or fake clock left over, and an empty page at "/"
// with no cookies, storage, styles or leftover nodes (a toast still showing, antd's styles).
vi.resetModules();
vi.unstubAllGlobals();
vi.useRealTimers();
if (inDom) {
  clearCookies();
  localStorage.clear();
  sessionStorage.clear();
  history.replaceState(null, '', '/');
  document.title = '';
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const el of [document.documentElement, document.body]) for (const { name } of [...el.attributes]) el.removeAttribute(name);
}

// findBy*/waitFor default to 1 s, which an antd render in jsdom can exceed on a loaded 2-core CI
// (three other lanes run beside it); what never appears still fails, after 10 s.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks matchMedia, which antd's responsive pieces query: none matches (a wide screen), and a
// test that stubbed another width (stubMatchMedia) does not leak it into the next.
if (inDom) stubMatchMedia(false);

// antd's Select, TextArea and pager measure themselves; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

afterEach(() => {
  cleanup();
  if (inDom) stubMatchMedia(false);
});
