import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../bench/support.js';

const root = path.resolve(import.meta.dirname, '../..');

export interface Site {
  baseURL: string;
  /** Its DATA_DIR (the embedded database's folder is pglite/ in it when DATABASE_URL is empty). */
  dataDir: string;
  /** Stops the site and removes its data folder; answers what it logged. */
  stop(): Promise<string>;
}

/**
 * Starts the built site on a free port of 127.0.0.1 with `env` over the test defaults (NODE_ENV
 * test, warnings and above logged, its own data folder in a temp dir), once /healthz answers.
 */
export async function startSite(env: NodeJS.ProcessEnv = {}): Promise<Site> {
  const serverEntry = path.join(root, 'apps/api/dist/server.js');
  if (!fs.existsSync(serverEntry) || !fs.existsSync(path.join(root, 'apps/web/build/server/index.js'))) {
    throw new Error('e2e needs the built site: run "npm run build" first');
  }
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shp-e2e-'));
  // Pages render with React's production build, as users get them (support/production-react.mjs).
  const child = spawn(process.execPath, ['--import', path.join(import.meta.dirname, 'production-react.mjs'), serverEntry], {
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', DATA_DIR: dataDir, ...env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_ORIGIN: baseURL },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
    return output;
  };
  // Start-up migrates and seeds an embedded database; on a 2-core CI beside three other busy lanes
  // that alone can take minutes, so the limit only catches a site that never comes up.
  const deadline = Date.now() + 420_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`site exited early:\n${output}`);
    }
    try {
      const res = await fetch(`${baseURL}/healthz`);
      if (res.ok) return { baseURL, dataDir, stop };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`site did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}
