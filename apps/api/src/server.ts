import { loadConfig } from './config.js';
import { prepareDatabase } from './db/setup.js';
import { buildApp } from './app.js';

const config = loadConfig();
const database = await prepareDatabase(config, (m) => console.log(`[db] ${m}`));
const app = await buildApp({ config, database, ssr: true });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: draining requests in flight');
  // close() stops accepting connections and waits for requests in flight before resolving. It
  // closes the connections idle at that moment only: a keep-alive connection whose request finishes
  // later would hold the exit for the client's keep-alive time (71 s with undici), so close those as
  // they fall idle.
  const idleSweep = setInterval(() => app.server.closeIdleConnections(), 100);
  await app.close();
  clearInterval(idleSweep);
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
console.log(`商铺汇 is serving on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${app.server.address() && typeof app.server.address() === 'object' ? (app.server.address() as { port: number }).port : config.port} (database: ${database.kind})`);
