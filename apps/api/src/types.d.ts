import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { OpRegistry } from './plugins/ops.js';
import type { LiveHub } from './lib/live-events.js';
import type { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    ops: OpRegistry;
    /** Live pushes to open pages (lib/live-events.ts). */
    live: LiveHub;
    /** The Redis of limits and health (REDIS_URL); null without one. */
    redis: Redis | null;
  }
}
