/** Local and session storage that tolerates private mode and the server. */
function store(kind: 'local' | 'session'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export const local = {
  get: (k: string) => store('local')?.getItem(k) ?? null,
  set: (k: string, v: string) => store('local')?.setItem(k, v),
  remove: (k: string) => store('local')?.removeItem(k),
};
export const session = {
  get: (k: string) => store('session')?.getItem(k) ?? null,
  set: (k: string, v: string) => store('session')?.setItem(k, v),
  remove: (k: string) => store('session')?.removeItem(k),
};

export function readJson<T>(raw: string | null): T | null {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}
