import { Rng, daysFromEpoch } from './random.js';

export interface SeedUnitRent {
  rent: number;
  rentUnit: 'day_sqm' | 'month' | string;
  area: number;
}

export interface SeedRentChange {
  shopId: number;
  changedAt: Date;
  rentDaySqm: number;
  monthlyRent: number;
  source: 'seed';
}

/**
 * A unit's past rents, oldest first, ending at its listed rent: one to five changes over up to two
 * and a half years, mostly small rises (2–8 %) and about one in six a drop (5–15 %), the way a
 * landlord reprices a unit between tenants. Drawn from its own stream so the rest of the demo
 * data stays as it was.
 */
export function rentHistoryOf(rng: Rng, shopId: number, unit: SeedUnitRent): SeedRentChange[] {
  const area = Math.max(unit.area, 1);
  const nowDaySqm = unit.rentUnit === 'day_sqm' ? unit.rent : unit.rent / area / 30;
  const steps = rng.int(1, 5);
  // The days (before the seed's reference date) each rent started, latest first.
  const days: number[] = [];
  let day = -rng.int(5, 120);
  for (let k = 0; k < steps; k++) {
    days.push(day);
    day -= rng.int(90, 240);
  }
  const out: SeedRentChange[] = [];
  let rent = nowDaySqm;
  for (const d of days) {
    out.push({
      shopId,
      changedAt: daysFromEpoch(d),
      rentDaySqm: Math.round(rent * 100) / 100,
      monthlyRent: Math.round(rent * area * 30),
      source: 'seed',
    });
    // The rent before this one: lower after a rise, higher after a drop.
    const change = rng.chance(1 / 6) ? -(0.05 + rng.next() * 0.1) : 0.02 + rng.next() * 0.06;
    rent = rent / (1 + change);
  }
  return out.reverse();
}
