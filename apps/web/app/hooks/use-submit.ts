import { useCallback, useState } from 'react';

/**
 * The state every server-stored form shares: busy while the call runs, done once it succeeded,
 * with what the call answered (a receipt's id, to link to what was stored).
 * A refused call leaves the form as it was (the API client already showed the server's message).
 */
export function useSubmit<V, R = unknown>(send: (values: V) => Promise<R>) {
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<{ result: R } | null>(null);
  const submit = useCallback(
    async (values: V) => {
      setBusy(true);
      try {
        const result = await send(values);
        setDone({ result });
      } catch {
        // Nothing to add: the message is on screen and the user's input is kept.
      } finally {
        setBusy(false);
      }
    },
    [send],
  );
  return { busy, done: done !== null, result: done?.result, submit, reset: () => setDone(null) };
}
