import { loadConfig } from './config.js';
import { prepareDatabase } from './db/setup.js';
import { buildApp } from './app.js';
import { ensureBootstrapOperator } from './modules/admin-auth/bootstrap.js';
import { stopServer } from './plugins/drain.js';

const config = loadConfig();
const database = await prepareDatabase(config, (m) => console.log(`[db] ${m}`));
// Under the same lock as migrations: two processes starting together must not both create it.
const bootstrap = () => ensureBootstrapOperator(database.db, config, (m) => console.log(`[admin] ${m}`));
await (database.exclusive ? database.exclusive('shp:prepare-database', bootstrap) : bootstrap());
const app = await buildApp({ config, database, ssr: true });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: draining requests in flight');
  await stopServer(app, database);
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
console.log(
  `商铺汇 is serving on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${app.server.address() && typeof app.server.address() === 'object' ? (app.server.address() as { port: number }).port : config.port} (database: ${database.kind})`,
);
