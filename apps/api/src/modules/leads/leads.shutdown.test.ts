import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leads, messages } from '../../db/schema/index.js';
import { createMemberSession } from '../../test/fixtures.js';
import { createTestApp } from '../../test/test-app.js';
import { stopServer } from '../../plugins/drain.js';

const SETTLE = '/api/foreground/demandbrander/branderSettled';

describe('graceful shutdown (plugins/drain.ts)', () => {
  it('lets a lead whose client hung up finish its writes before the pool closes', async () => {
    const t = await createTestApp();
    let stopped = false;
    try {
      const { member, token } = await createMemberSession(t.database.db);
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as AddressInfo;

      // Hold the lead's transaction until the client has gone and the shutdown has begun.
      const db = t.database.db;
      const transaction = db.transaction.bind(db);
      let release = () => {};
      const gate = new Promise<void>((resolve) => (release = resolve));
      let entered = () => {};
      const inHandler = new Promise<void>((resolve) => (entered = resolve));
      db.transaction = (async (...args: Parameters<typeof transaction>) => {
        entered();
        await gate;
        return transaction(...args);
      }) as typeof db.transaction;

      const client = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: SETTLE,
        headers: { 'content-type': 'application/json', 'member-token': token },
      });
      client.on('error', () => {}); // it hangs up on purpose
      client.end(JSON.stringify({ channelCode: 'ch_web', data: { useBrandName: '关停前的品牌', liaison: '王先生', isOpenShop: 'Y', sourceType: '2' } }));
      await inHandler;
      client.destroy();
      // No connection left: Fastify's close() alone would resolve now, with the handler still waiting.
      for (let i = 0; i < 200 && (await connections(t.app.server)) > 0; i++) await new Promise((r) => setTimeout(r, 10));
      expect(await connections(t.app.server)).toBe(0);

      // What the database holds at the moment the pool is about to close.
      const closeDatabase = t.database.close.bind(t.database);
      let atClose: { leads: number; messages: number } | null = null;
      t.database.close = async () => {
        atClose = {
          leads: (await db.select().from(leads).where(eq(leads.memberId, member.id))).length,
          messages: (await db.select().from(messages).where(eq(messages.memberId, member.id))).length,
        };
        return closeDatabase();
      };

      const stopping = stopServer(t.app, t.database).then(() => (stopped = true));
      await new Promise((r) => setTimeout(r, 200));
      expect(stopped).toBe(false);
      // A request arriving while the others drain is refused, not started.
      const late = await fetch(`http://127.0.0.1:${port}${SETTLE}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'member-token': token },
        body: '{}',
      });
      expect(late.status).toBe(503);
      expect(late.headers.get('retry-after')).toBe('5');
      expect(await late.json()).toEqual({ code: 503, msg: '服务暂时不可用，请稍后重试', data: null });

      release();
      await stopping;
      expect(atClose).toEqual({ leads: 1, messages: 1 });
    } finally {
      if (!stopped) await t.close();
      else await dropTestDatabase(t.config.databaseUrl);
    }
  });
});

function connections(server: http.Server): Promise<number> {
  return new Promise((resolve, reject) => server.getConnections((err, n) => (err ? reject(err) : resolve(n))));
}

/** What TestApp.close() does after closing the app and the pool (both already closed here). */
async function dropTestDatabase(url: string | undefined) {
  if (!url || !process.env.DATABASE_URL) return;
  const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await c.connect();
  await c.query(`drop database if exists ${new URL(url).pathname.slice(1)} with (force)`);
  await c.end();
}
