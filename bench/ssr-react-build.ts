// npm run build && npm run bench:ssr-react-build [-- --requests 300 --rounds 2]
//
// Server CPU per page request of the e2e site (NODE_ENV=test) with React's development build, as
// NODE_ENV=test selects, and with the production build that e2e/support/production-react.mjs
// loads (decision 067). Requests are fuzzed query strings on twelve pages, each one different; the
// two sites take turns, so a change in the machine's load touches both. CPU is the site process's
// own (user + system from /proc), so other work on the machine moves it less than wall time.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { arg, startSite } from './support.js';

const root = path.resolve(import.meta.dirname, '..');
const requests = Number(arg('requests', '300'));
const rounds = Number(arg('rounds', '2'));
const variants = {
  development: [] as string[],
  production: ['--import', path.join(root, 'e2e/support/production-react.mjs')],
};

const pages = [
  '/resultPage',
  '/product',
  '/findShopList',
  '/spaceList',
  '/consultant',
  '/consIndex',
  '/',
  '/shopDetail',
  '/productDetail',
  '/brandDetails',
  '/aboutUs',
  '/login',
];
const query = fc
  .array(
    fc.tuple(
      fc.constantFrom('keyword', 'id', 'page', 'cityCode', 'sort'),
      fc.oneof(fc.integer().map(String), fc.string({ maxLength: 20 }).map(encodeURIComponent)),
    ),
    {
      minLength: 1,
      maxLength: 4,
    },
  )
  .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&'));

const get = (url: string) =>
  new Promise<number>((resolve, reject) => {
    http.get(url, (r) => r.resume().on('end', () => resolve(r.statusCode ?? 0))).on('error', reject);
  });
const cpuSeconds = (pid: number) => {
  const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(f[11]) + Number(f[12])) / 100; // clock ticks of Linux: 100 a second
};

const results: Record<string, number[]> = { development: [], production: [] };
for (let round = 0; round < rounds; round++) {
  for (const [name, nodeArgs] of Object.entries(variants)) {
    const site = await startSite({ NODE_ENV: 'test', SEED_SCALE: 'test', DATABASE_URL: '', ADMIN_BOOTSTRAP_PASSWORD: 'bench-'.repeat(4) }, { nodeArgs });
    const paths = fc.sample(fc.tuple(fc.constantFrom(...pages), query), { numRuns: requests + 50, seed: 1000 * round + (name === 'production' ? 1 : 0) });
    for (const [p, q] of paths.slice(0, 50)) await get(`${site.url}${p}?${q}`); // warm-up
    const before = cpuSeconds(site.child.pid!);
    let fiveHundreds = 0;
    for (const [p, q] of paths.slice(50)) if ((await get(`${site.url}${p}?${q}`)) >= 500) fiveHundreds++;
    const ms = ((cpuSeconds(site.child.pid!) - before) * 1000) / requests;
    results[name].push(ms);
    console.log(
      `round ${round + 1} ${name.padEnd(11)} ${ms.toFixed(1)} ms server CPU a request (${requests} requests, ${fiveHundreds} 5xx, load ${os.loadavg()[0].toFixed(1)})`,
    );
    await site.stop();
  }
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(`median: development ${median(results.development).toFixed(1)} ms, production ${median(results.production).toFixed(1)} ms a request`);
