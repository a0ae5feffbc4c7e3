/**
 * npm run bench:first-start [-- --repo PATH --runs 3 --keep] — a new user's first start: clone the
 * repository into a fresh folder, run `npm start` there, and time until `/` answers 200. Each run
 * is a new clone (nothing installed, built or seeded); the npm cache is whatever this machine has.
 * Prints each run's seconds with the moment each step began (from npm start's own output), then
 * the median. --repo defaults to this working copy's committed HEAD (uncommitted edits are not in
 * a clone).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { arg } from './support.js';

const root = path.resolve(import.meta.dirname, '..');
const REPO = arg('repo') ?? root;
const RUNS = Math.max(1, Number(arg('runs', '1')));
const KEEP = process.argv.includes('--keep');
// Lines of npm start's output that mark a step; the first line matching each is timed.
const STEPS: [string, RegExp][] = [
  ['install', /Installing dependencies/],
  ['build', /Building/],
  ['web build done', /built in [\d.]+m?s/],
  ['seeding', /\[db\] seeding demo data/],
  ['listening', /is serving on/],
];

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

async function once(run: number) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shp-first-start-'));
  const t0 = performance.now();
  const clone = spawnSync('git', ['clone', '--quiet', REPO, dir], { stdio: 'inherit' });
  if (clone.status !== 0) throw new Error('git clone failed');
  const port = await freePort();
  // The clone's own defaults (embedded database in its data folder), as for a new user.
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1' };
  for (const k of ['DATABASE_URL', 'DATA_DIR', 'NODE_ENV']) delete env[k];
  const child = spawn('npm', ['start'], {
    cwd: dir,
    detached: true,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const marks = new Map<string, number>();
  const log: string[] = [];
  const onData = (b: Buffer) => {
    for (const line of b.toString().split('\n')) {
      if (!line.trim()) continue;
      log.push(line);
      for (const [name, re] of STEPS) if (!marks.has(name) && re.test(line)) marks.set(name, (performance.now() - t0) / 1000);
    }
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  let exited = false;
  child.on('exit', () => (exited = true));
  let seconds = NaN;
  try {
    for (;;) {
      if (exited) throw new Error(`npm start exited before the first page:\n${log.slice(-30).join('\n')}`);
      try {
        const res = await fetch(`http://127.0.0.1:${port}/`);
        if (res.status === 200) {
          await res.arrayBuffer();
          seconds = (performance.now() - t0) / 1000;
          break;
        }
      } catch {
        // not listening yet
      }
      if (performance.now() - t0 > 900_000) throw new Error('no first page in 15 minutes');
      await new Promise((r) => setTimeout(r, 250));
    }
  } finally {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
    await new Promise((r) => (exited ? r(null) : child.once('exit', r)));
    if (!KEEP) fs.rmSync(dir, { recursive: true, force: true });
  }
  const steps = [...marks].map(([k, v]) => `${k} ${v.toFixed(1)} s`).join(', ');
  const load = fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(', ');
  console.log(`run ${run}: first page ${seconds.toFixed(1)} s (${steps}); load average ${load}${KEEP ? `; kept ${dir}` : ''}`);
  return seconds;
}

const results: number[] = [];
for (let i = 1; i <= RUNS; i += 1) results.push(await once(i));
const sorted = [...results].sort((a, b) => a - b);
console.log(
  `clone → first page: median ${sorted[Math.floor((sorted.length - 1) / 2)].toFixed(1)} s of ${RUNS} (${sorted.map((s) => s.toFixed(1)).join(', ')})`,
);
