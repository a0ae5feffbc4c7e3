import { vi } from 'vitest';
import { members, memberSessions } from '../db/schema/index.js';
import type { Db } from '../db/client.js';
import { randomId, randomToken, sha256 } from '../lib/crypto.js';

let phoneSeq = 0;

/**
 * A member with a live session, written straight to the database so tests of any domain can act
 * as a logged-in member (the SMS login itself is tested in the auth module).
 */
export async function createMemberSession(db: Db, opts: { gradeCode?: string; roles?: string[]; phone?: string; nickName?: string } = {}) {
  phoneSeq += 1;
  const phone = opts.phone ?? `139${String(Date.now() % 100000).padStart(5, '0')}${String(phoneSeq % 1000).padStart(3, '0')}`;
  const [member] = await db
    .insert(members)
    .values({
      userId: randomId(16),
      phone,
      nickName: opts.nickName ?? `测试会员${phoneSeq}`,
      gradeCode: opts.gradeCode ?? 'L0',
      roles: opts.roles ?? [],
    })
    .returning();
  const token = randomToken();
  await db.insert(memberSessions).values({
    memberId: member.id,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + 7 * 86400000),
  });
  return { member, token };
}

/**
 * Runs `fn` with the clock (Date only: timers still run) at 01:30 China time within the next day,
 * 17:30 UTC: the UTC date is then still China's yesterday, so a check by UTC day lets it through.
 */
export async function atEarlyChinaMorning<T>(fn: () => Promise<T>): Promise<T> {
  const now = Date.now();
  const d = new Date(now);
  const at = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), 17, 30);
  vi.useFakeTimers({ toFake: ['Date'], now: at > now ? at : at + 86400_000 });
  try {
    return await fn();
  } finally {
    vi.useRealTimers();
  }
}
