/** Deterministic pseudo-random numbers (mulberry32), so seeded content is the same on every machine. */
export class Rng {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.next() * list.length)];
  }
  pickSome<T>(list: readonly T[], n: number): T[] {
    const copy = [...list];
    const out: T[] = [];
    while (out.length < n && copy.length) out.push(copy.splice(Math.floor(this.next() * copy.length), 1)[0]);
    return out;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  round(value: number, digits = 2): number {
    const f = 10 ** digits;
    return Math.round(value * f) / f;
  }
}

/** Fixed reference date of the demo data, so dates do not drift between runs. */
export const SEED_EPOCH = Date.UTC(2026, 10, 1);
export const daysFromEpoch = (days: number) => new Date(SEED_EPOCH + days * 86400000);
export const isoDate = (d: Date) => d.toISOString().slice(0, 10);
