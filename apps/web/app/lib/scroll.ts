import { SCROLL_ANIMATION_MS } from '@shp/contracts';

/**
 * Smooth scroll to the top over a fixed duration (SPEC §9: 800 ms). CSS `scroll-behavior`
 * cannot fix the duration, so the position is animated frame by frame; a user scroll wins.
 */
export function scrollToTop(durationMs: number = SCROLL_ANIMATION_MS): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  const start = window.scrollY;
  if (start <= 0) return Promise.resolve();
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  if (reduce || durationMs <= 0) {
    window.scrollTo(0, 0);
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const t0 = performance.now();
    let cancelled = false;
    const cancel = () => {
      cancelled = true;
    };
    window.addEventListener('wheel', cancel, { once: true, passive: true });
    window.addEventListener('touchstart', cancel, { once: true, passive: true });
    // performance.now() rather than the frame timestamp: some engines start those at another origin.
    const step = () => {
      const p = Math.min(1, (performance.now() - t0) / durationMs);
      // easeInOutCubic
      const eased = p < 0.5 ? 4 * p * p * p : 1 - Math.pow(-2 * p + 2, 3) / 2;
      if (!cancelled) window.scrollTo(0, Math.round(start * (1 - eased)));
      if (p < 1 && !cancelled) requestAnimationFrame(step);
      else {
        window.removeEventListener('wheel', cancel);
        window.removeEventListener('touchstart', cancel);
        resolve();
      }
    };
    requestAnimationFrame(step);
  });
}
