/**
 * SPEC §8: messages show 3 s mid-screen, one at a time. Drawn with a few DOM nodes rather than
 * antd's message API so that the first view of every page can show them without loading antd
 * (decision 009); on the server they are dropped.
 */
export type NoticeKind = 'error' | 'success' | 'info';
export interface Notice {
  kind: NoticeKind;
  text: string;
}

const DURATION_MS = 3000;
const GLYPH: Record<NoticeKind, string> = { error: '✕', success: '✓', info: 'i' };
const listeners = new Set<(n: Notice) => void>();
let current: HTMLElement | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;

function draw({ kind, text }: Notice) {
  current?.remove();
  clearTimeout(timer);
  const box = document.createElement('div');
  box.className = `shp-toast shp-toast-${kind}`;
  box.setAttribute('role', kind === 'error' ? 'alert' : 'status');
  const glyph = document.createElement('span');
  glyph.className = 'shp-toast-icon';
  glyph.setAttribute('aria-hidden', 'true');
  glyph.textContent = GLYPH[kind];
  const body = document.createElement('span');
  body.textContent = text;
  box.append(glyph, body);
  document.body.append(box);
  current = box;
  timer = setTimeout(() => {
    box.remove();
    if (current === box) current = null;
  }, DURATION_MS);
}

function show(notice: Notice) {
  if (typeof document === 'undefined') return;
  draw(notice);
  for (const l of listeners) l(notice);
}

/** Observes what the user is shown (tests, analytics). Answers the unsubscribe function. */
export function onNotice(listener: (n: Notice) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const showError = (text: string) => show({ kind: 'error', text });
export const showSuccess = (text: string) => show({ kind: 'success', text });
export const showInfo = (text: string) => show({ kind: 'info', text });
