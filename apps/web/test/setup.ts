import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { stubMatchMedia } from '../app/test/match-media';

// findBy*/waitFor default to 1 s, which an antd render in jsdom can exceed on a loaded 2-core CI
// (three other lanes run beside it); what never appears still fails, after 10 s.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks matchMedia, which antd's responsive pieces query: none matches (a wide screen), and a
// test that stubbed another width (stubMatchMedia) does not leak it into the next.
const hasNoMatchMedia = typeof window !== 'undefined' && !window.matchMedia;
if (hasNoMatchMedia) stubMatchMedia(false);

// antd's Select, TextArea and pager measure themselves; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

afterEach(() => {
  cleanup();
  if (hasNoMatchMedia) stubMatchMedia(false);
});
