import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { useEffectInNextTask } from './use-effect-next-task';

function Probe({ value, log }: { value: number; log: string[] }) {
  useEffectInNextTask(() => {
    log.push(`run ${value}`);
    return () => {
      log.push(`clean ${value}`);
    };
  }, [value, log]);
  return null;
}

afterEach(() => vi.useRealTimers());

describe('useEffectInNextTask', () => {
  it('runs after the commit in a task of its own, once per change of its deps, and cleans up', async () => {
    vi.useFakeTimers();
    const log: string[] = [];
    const root = createRoot(document.createElement('div'));
    await act(async () => root.render(<Probe value={1} log={log} />));
    // React's passive effects have run; the body waits for the next task.
    expect(log).toEqual([]);
    await act(async () => vi.advanceTimersByTime(0));
    expect(log).toEqual(['run 1']);
    await act(async () => root.render(<Probe value={1} log={log} />));
    await act(async () => vi.advanceTimersByTime(0));
    expect(log).toEqual(['run 1']);
    await act(async () => root.render(<Probe value={2} log={log} />));
    await act(async () => vi.advanceTimersByTime(0));
    expect(log).toEqual(['run 1', 'clean 1', 'run 2']);
    await act(async () => root.unmount());
    expect(log).toEqual(['run 1', 'clean 1', 'run 2', 'clean 2']);
  });

  it('never runs the body when unmounted before its task', async () => {
    vi.useFakeTimers();
    const log: string[] = [];
    const root = createRoot(document.createElement('div'));
    await act(async () => root.render(<Probe value={1} log={log} />));
    await act(async () => root.unmount());
    await act(async () => vi.advanceTimersByTime(10));
    expect(log).toEqual([]);
  });
});
