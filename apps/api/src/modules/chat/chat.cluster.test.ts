import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import { openDatabase, type Database } from '../../db/client.js';
import { operatorDuty } from '../../db/schema/index.js';
import { randomId } from '../../lib/crypto.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createMemberSession } from '../../test/fixtures.js';
import { createOperatorSession } from '../../test/operators.js';
import { startThrowawayRedis } from '../../test/redis.js';
import { isMessage, listen, openSocket, type TestSocket } from './testing.js';

// Two API processes share one PostgreSQL database and one Redis; each holds its own sockets and
// its own LiveHub (nothing in memory is shared between them but the database and Redis).
let redis: Awaited<ReturnType<typeof startThrowawayRedis>>;
let a: TestApp;
let bDb: Database;
let b: FastifyInstance;
let baseA: string;
let baseB: string;
const sockets: TestSocket[] = [];

describe.skipIf(!process.env.DATABASE_URL)('live chat across two API processes (PostgreSQL + Redis)', () => {
  beforeAll(async () => {
    redis = await startThrowawayRedis();
    a = await createTestApp({ REDIS_URL: redis.url, LIVE_CHANNEL_PREFIX: `chat-test-${randomId(6)}:` });
    bDb = await openDatabase({ url: a.config.databaseUrl, poolSize: 5 });
    b = await buildApp({ config: a.config, database: bDb });
    await b.ready();
    await Promise.all([a.app.live.ready, b.live.ready]);
    baseA = await listen(a.app);
    baseB = await listen(b);
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await b?.close();
    await bDb?.close();
    await a?.close();
    redis?.stop();
  });

  it("a member's message through process A reaches a consultant's socket on B within 1 s, and the reply comes back the same way", async () => {
    const origin = a.config.publicOrigin;
    const consultant = await createOperatorSession(a.database.db, { role: 'consultant', displayName: '跨进程顾问' });
    // On duty: the shared queue is pushed to the consultants on duty.
    await a.database.db.insert(operatorDuty).values({ operatorId: consultant.operator.id, onDuty: true });
    const m = await createMemberSession(a.database.db);
    const onB = await openSocket(baseB, { operator: consultant.token }, { origin });
    const memberOnA = await openSocket(baseA, { member: m.token }, { origin });
    sockets.push(onB, memberOnA);
    expect(a.app.live.count(`operator:${consultant.operator.id}`)).toBe(0);
    expect(b.live.count(`operator:${consultant.operator.id}`)).toBe(1);

    const sentAt = Date.now();
    memberOnA.sendFrame({ type: 'send', content: '你好，我想了解朝阳区的铺位（跨进程）' });
    const got = await onB.next(isMessage('你好，我想了解朝阳区的铺位（跨进程）'), 1000);
    expect(Date.now() - sentAt).toBeLessThan(1000);
    expect(got.message.from).toBe('member');

    const repliedAt = Date.now();
    onB.sendFrame({ type: 'send', conversationId: got.message.conversationId, content: '您好，朝阳区有多个在租铺位，我发给您' });
    const back = await memberOnA.next(isMessage('您好，朝阳区有多个在租铺位，我发给您'), 1000);
    expect(Date.now() - repliedAt).toBeLessThan(1000);
    expect(back.message).toMatchObject({ from: 'operator', operatorName: '跨进程顾问' });

    // The read receipt crosses too.
    memberOnA.sendFrame({ type: 'read', upToId: back.message.id });
    expect(await onB.next((f) => f.type === 'read' && f.side === 'member', 1000)).toMatchObject({ upToId: back.message.id });
  });
});
