import { useCallback, useState } from 'react';

/**
 * The state every server-stored form shares: busy while the call runs, done once it succeeded.
 * A refused call leaves the form as it was (the API client already showed the server's message).
 */
export function useSubmit<V>(send: (values: V) => Promise<unknown>) {
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const submit = useCallback(
    async (values: V) => {
      setBusy(true);
      try {
        await send(values);
        setDone(true);
      } catch {
        // Nothing to add: the message is on screen and the user's input is kept.
      } finally {
        setBusy(false);
      }
    },
    [send],
  );
  return { busy, done, submit, reset: () => setDone(false) };
}
