import { useSyncExternalStore } from 'react';
import { COMPARE_KINDS, COMPARE_MAX, type CompareKind } from '@shp/contracts';
import { local, readJson } from '../../lib/storage';

/** The listings a visitor picked to compare, per kind, in the order picked; kept in local storage. */
export type CompareSelection = Record<CompareKind, number[]>;

const KEY = 'shp.compare';
const EMPTY: CompareSelection = { shop: [], point: [], mall: [] };
const listeners = new Set<() => void>();
let cached: { raw: string | null; value: CompareSelection } | null = null;

function clean(v: unknown): CompareSelection {
  const out: CompareSelection = { shop: [], point: [], mall: [] };
  if (!v || typeof v !== 'object') return out;
  for (const kind of COMPARE_KINDS) {
    const ids = (v as Record<string, unknown>)[kind];
    if (Array.isArray(ids)) out[kind] = [...new Set(ids.filter((n): n is number => Number.isInteger(n) && n > 0))].slice(0, COMPARE_MAX);
  }
  return out;
}

export function readSelection(): CompareSelection {
  const raw = local.get(KEY);
  // The same object while the stored text is the same: useSyncExternalStore compares snapshots by identity.
  if (cached && cached.raw === raw) return cached.value;
  cached = { raw, value: clean(readJson(raw)) };
  return cached.value;
}

function write(next: CompareSelection) {
  local.set(KEY, JSON.stringify(next));
  listeners.forEach((l) => l());
}

export type AddOutcome = 'added' | 'already' | 'full';

export function addToCompare(kind: CompareKind, id: number): AddOutcome {
  const cur = readSelection();
  if (cur[kind].includes(id)) return 'already';
  if (cur[kind].length >= COMPARE_MAX) return 'full';
  write({ ...cur, [kind]: [...cur[kind], id] });
  return 'added';
}

export function removeFromCompare(kind: CompareKind, id: number) {
  const cur = readSelection();
  write({ ...cur, [kind]: cur[kind].filter((x) => x !== id) });
}

/** Replaces a kind's selection (a shared compare link adopts its ids). */
export function setCompare(kind: CompareKind, ids: number[]) {
  write({ ...readSelection(), [kind]: clean({ [kind]: ids })[kind] });
}

export function clearCompare(kind: CompareKind) {
  write({ ...readSelection(), [kind]: [] });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab's change arrives as a storage event.
  const onStorage = (e: StorageEvent) => e.key === KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The selection, empty on the server and during hydration (local storage is client only). */
export function useCompareSelection(): CompareSelection {
  return useSyncExternalStore(subscribe, readSelection, () => EMPTY);
}

export function compareHref(kind: CompareKind, ids: number[]): string {
  return `/compare?kind=${kind}&ids=${ids.join(',')}`;
}
