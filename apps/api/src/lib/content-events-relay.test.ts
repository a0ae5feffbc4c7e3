import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { emitContentChange, onContentChange, type ContentKind } from './content-events.js';
import { relayContentChanges } from './content-events-relay.js';
import { startThrowawayRedis } from '../test/redis.js';

let redisServer: Awaited<ReturnType<typeof startThrowawayRedis>>;
let redisUrl: string;

beforeAll(async () => {
  redisServer = await startThrowawayRedis();
  redisUrl = redisServer.url;
});
afterAll(() => redisServer?.stop());

const until = async (check: () => boolean) => {
  // Up to 5 s: a loaded CI machine delivers late, and a message that never comes still fails.
  for (let i = 0; i < 250 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
};

describe('content changes across API processes (Redis)', () => {
  it('publishes local changes and emits other processes’ changes here, without echoing them back', async () => {
    const relay = relayContentChanges(redisUrl, (err) => {
      throw err;
    });
    // Another process, seen from here: a plain subscriber and publisher on the same channel.
    const other = new Redis(redisUrl);
    const otherPub = new Redis(redisUrl);
    const published: string[] = [];
    await other.subscribe('shp:content-change');
    other.on('message', (_c: string, m: string) => published.push(m));
    const seen: ContentKind[] = [];
    const off = onContentChange((k) => seen.push(k));
    try {
      await relay.ready;
      emitContentChange('mall');
      await until(() => published.length > 0);
      expect(published).toHaveLength(1);
      expect(published[0]).toMatch(/^[0-9a-f]+ mall$/);

      await otherPub.publish('shp:content-change', 'another-process brand');
      await until(() => seen.includes('brand'));
      expect(seen).toEqual(['mall', 'brand']);
      await new Promise((r) => setTimeout(r, 200));
      // The remote change was not published again (only the message the other process sent).
      expect(published).toEqual([published[0], 'another-process brand']);
    } finally {
      off();
      await relay.close();
      await other.quit();
      await otherPub.quit();
    }
  });
});
