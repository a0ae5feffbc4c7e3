import { useEffect, type DependencyList, type EffectCallback } from 'react';

/**
 * `useEffect` whose body runs in a task of its own. After hydration React runs every mount effect
 * of the page in one task; bookkeeping that touches cookies or storage (the first access in a page
 * is a synchronous round trip to the browser process) or starts requests waits for the next task,
 * so that one stays short on a phone (Lighthouse counts a task's time beyond 50 ms as blocking,
 * at 4× this machine's time). For work nobody waits for in the same frame.
 */
export function useEffectInNextTask(effect: EffectCallback, deps: DependencyList) {
  useEffect(() => {
    let cleanup: ReturnType<EffectCallback>;
    const timer = setTimeout(() => {
      cleanup = effect();
    }, 0);
    return () => {
      clearTimeout(timer);
      cleanup?.();
    };
    // The caller's deps stand for the effect's (checked at the call site by additionalHooks).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
}
