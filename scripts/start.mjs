// npm start: installs what it runs (not the test tools), builds when sources changed, then serves the site.
// Uses only Node's own modules: it must run before anything is installed.
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { checkNode, ensureInstalled, npm, root } from './install.mjs';

checkNode();

function run(args) {
  const r = spawnSync(npm, args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

ensureInstalled(root, 'start');

function exitCode(child) {
  return new Promise((resolve) => {
    child.on('error', () => resolve(1));
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

function newest(dir) {
  let latest = 0;
  if (!fs.existsSync(dir)) return latest;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const p = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(p) : fs.statSync(p).mtimeMs);
  }
  return latest;
}
const sources = Math.max(
  newest(path.join(root, 'apps/web/app')),
  newest(path.join(root, 'apps/web/public')),
  newest(path.join(root, 'apps/api/src')),
  newest(path.join(root, 'packages/contracts/src')),
);
const outputs = [path.join(root, 'apps/api/dist/server.js'), path.join(root, 'apps/web/build/server/index.js')];
const built = outputs.every((f) => fs.existsSync(f)) ? Math.min(...outputs.map((f) => fs.statSync(f).mtimeMs)) : 0;
if (built < sources) {
  // The API bundle takes seconds; then the database is migrated and seeded (a first start) while
  // the web build runs, one per core, instead of one after the other.
  console.log('Building…');
  run(['run', 'build', '-w', '@shp/api']);
  const [web, db] = await Promise.all([
    exitCode(spawn(npm, ['run', 'build', '-w', '@shp/web'], { cwd: root, stdio: 'inherit' })),
    exitCode(
      spawn(process.execPath, [path.join(root, 'apps/api/dist/prepare.js')], { cwd: root, stdio: 'inherit', env: { NODE_ENV: 'production', ...process.env } }),
    ),
  ]);
  if (web !== 0 || db !== 0) process.exit(web || db || 1);
}

const child = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'apps/api/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
