/**
 * Invalidation hook for caches of public content: the operator console emits after every change
 * so the public site shows it at once. A module that caches content subscribes and drops its
 * cache. In-process only: with several API processes keep such caches short-lived (or move them
 * to Redis), since another process's change does not reach this one.
 */
export type ContentKind = 'mall' | 'shop' | 'point' | 'space' | 'brand' | 'article' | 'advert' | 'agreement' | 'homeConfig';

const listeners = new Set<(kind: ContentKind) => void>();

export function onContentChange(listener: (kind: ContentKind) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitContentChange(kind: ContentKind) {
  for (const l of listeners) {
    try {
      l(kind);
    } catch {
      // A failing listener must not undo the operator's saved change.
    }
  }
}
