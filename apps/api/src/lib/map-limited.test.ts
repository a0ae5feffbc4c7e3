import { describe, expect, it } from 'vitest';
import { mapLimited } from './map-limited.js';

const tick = () => new Promise((r) => setTimeout(r, 1));

describe('mapLimited', () => {
  it('keeps the items’ order and never has more than the limit in flight', async () => {
    let inFlight = 0;
    let most = 0;
    const out = await mapLimited([5, 1, 4, 2, 3], 2, async (n, i) => {
      inFlight++;
      most = Math.max(most, inFlight);
      for (let k = 0; k < n; k++) await tick();
      inFlight--;
      return `${i}:${n}`;
    });
    expect(out).toEqual(['0:5', '1:1', '2:4', '3:2', '4:3']);
    expect(most).toBe(2);
  });

  it('answers an empty list, and rejects with the first failure without starting more calls', async () => {
    expect(await mapLimited([], 3, async () => 1)).toEqual([]);
    const started: number[] = [];
    await expect(
      mapLimited([1, 2, 3, 4, 5], 1, async (n) => {
        started.push(n);
        if (n === 2) throw new Error('boom');
        return n;
      }),
    ).rejects.toThrow('boom');
    expect(started).toEqual([1, 2]);
  });
});
