import { useSearchParams } from 'react-router';

/** A positive integer id from the query, or null. */
export function useIdParam(name: string): number | null {
  const [params] = useSearchParams();
  const raw = params.get(name);
  const n = raw && /^\d{1,15}$/.test(raw) ? Number(raw) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}
