import { Redis } from 'ioredis';
import { emitContentChange, onContentChange, type ContentKind } from './content-events.js';
import { randomId } from './crypto.js';

const CHANNEL = 'shp:content-change';

/**
 * With several API processes (REDIS_URL set), an operator's change in one process reaches the
 * others: every local content change is published, and a change published by another process is
 * emitted here, so every process's caches (response cache, search counts, city list) drop at once
 * instead of serving the old answer until their TTL ends.
 */
export function relayContentChanges(redisUrl: string, onError: (err: unknown) => void): { ready: Promise<void>; close(): Promise<void> } {
  const self = randomId(12);
  const options = { maxRetriesPerRequest: 2, enableOfflineQueue: true };
  const pub = new Redis(redisUrl, options);
  const sub = new Redis(redisUrl, options);
  pub.on('error', onError);
  sub.on('error', onError);
  let relaying = false;
  // Resolves once other processes' changes reach this one; a failure is reported, not thrown.
  const ready = sub.subscribe(CHANNEL).then(
    () => undefined,
    (err: unknown) => onError(err),
  );
  sub.on('message', (_channel: string, message: string) => {
    const [from, kind] = message.split(' ');
    if (from === self || !kind) return;
    // Not published again: the change came from elsewhere.
    relaying = true;
    try {
      emitContentChange(kind as ContentKind);
    } finally {
      relaying = false;
    }
  });
  const off = onContentChange((kind) => {
    if (!relaying) pub.publish(CHANNEL, `${self} ${kind}`).catch(onError);
  });
  return {
    ready,
    async close() {
      off();
      await Promise.all([sub, pub].map((r) => r.quit().catch(() => r.disconnect())));
    },
  };
}
