import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useOneAtATime } from './use-one-at-a-time';

describe('useOneAtATime', () => {
  it('ignores a second submit while the first is running, and takes the next one after', async () => {
    const { result } = renderHook(() => useOneAtATime());
    let calls = 0;
    let finish!: () => void;
    const task = () => {
      calls += 1;
      return new Promise<void>((r) => (finish = r));
    };
    let first!: Promise<void>;
    act(() => {
      first = result.current(task);
      void result.current(task); // the double-click
    });
    expect(calls).toBe(1);
    finish();
    await act(() => first);
    await act(() => result.current(async () => void (calls += 1)));
    expect(calls).toBe(2);
  });

  it('frees itself after a failure', async () => {
    const { result } = renderHook(() => useOneAtATime());
    await act(() => result.current(() => Promise.reject(new Error('refused'))));
    let ran = false;
    await act(() => result.current(async () => void (ran = true)));
    expect(ran).toBe(true);
  });
});
