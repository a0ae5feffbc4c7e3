import { useEffect } from 'react';

/**
 * Rows that scroll sideways on some screen (tab strips, chip rows, wide tables on phones). Their
 * scroll bars are hidden or thin, so each says by a faded edge that there is more (global.css,
 * `data-more`). New rows opt in with `data-scroll-hint`.
 */
export const SCROLL_ROW_SELECTOR = [
  '[data-scroll-hint]',
  '.shp-header-nav',
  '.shp-filter-options',
  '.shp-c-scroll',
  '.shp-c-tabs',
  '.pc-tabs',
  '.sc-tabs',
  '.sc-table-wrap',
  '.ant-table-content',
].join(', ');

export type More = '' | 'start' | 'end' | 'both';

/** Where a row has more to show: '' (all in view), 'end' (at the start), 'start' (at the end), or 'both'. */
export function moreOf(el: { scrollLeft: number; scrollWidth: number; clientWidth: number }): More {
  const max = el.scrollWidth - el.clientWidth;
  if (max <= 1) return '';
  const left = Math.abs(el.scrollLeft);
  if (left <= 1) return 'end';
  if (left >= max - 1) return 'start';
  return 'both';
}

function mark(el: HTMLElement) {
  const more = moreOf(el);
  if ((el.dataset.more ?? '') === more) return;
  if (more) el.dataset.more = more;
  else delete el.dataset.more;
}

/**
 * Marks every sideways-scrolling row of the page with `data-more` and keeps the mark right as the
 * row scrolls, resizes or gets new content. Mounted once by the root layout.
 */
export function useScrollHints() {
  useEffect(() => {
    const tracked = new Set<HTMLElement>();
    const onScroll = (e: Event) => mark(e.currentTarget as HTMLElement);
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver((entries) => entries.forEach((x) => mark(x.target as HTMLElement)));
    let frame = 0;
    const scan = () => {
      frame = 0;
      for (const el of tracked) {
        if (!el.isConnected) {
          el.removeEventListener('scroll', onScroll);
          resize?.unobserve(el);
          tracked.delete(el);
        }
      }
      document.querySelectorAll<HTMLElement>(SCROLL_ROW_SELECTOR).forEach((el) => {
        if (!tracked.has(el)) {
          tracked.add(el);
          el.addEventListener('scroll', onScroll, { passive: true });
          resize?.observe(el);
        }
        // Content may have changed without the row's own size changing (a list that loaded).
        mark(el);
      });
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(scan);
    };
    scan();
    const mutations = new MutationObserver(schedule);
    mutations.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('resize', schedule);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      mutations.disconnect();
      resize?.disconnect();
      window.removeEventListener('resize', schedule);
      for (const el of tracked) el.removeEventListener('scroll', onScroll);
    };
  }, []);
}
