import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { OpRegistry } from './plugins/ops.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    ops: OpRegistry;
  }
}
