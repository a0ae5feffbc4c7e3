import { useCallback, useRef } from 'react';

/**
 * Runs a submit at most once at a time: a second click while the first is still validating or
 * sending does nothing. `loading` on the button comes a render later (React Query tells its
 * observers after a tick, and validateFields is itself a promise), so a double-click used to send
 * a withdrawal or a shipment twice.
 */
export function useOneAtATime() {
  const busy = useRef(false);
  return useCallback(async (task: () => Promise<unknown>) => {
    if (busy.current) return;
    busy.current = true;
    try {
      await task();
    } catch {
      // A failed validation or a refused call: the form shows it (the API client shows the
      // server's message); the user's input is kept for another try.
    } finally {
      busy.current = false;
    }
  }, []);
}
