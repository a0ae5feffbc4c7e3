// npm start: installs what it runs (not the test tools), builds when sources changed, then serves the site.
// Uses only Node's own modules: it must run before anything is installed.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { checkNode, ensureInstalled, npm, root } from './install.mjs';

checkNode();

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
  // The web build takes longest: it starts at once. Beside it, on the other core, the API is
  // bundled and then the database migrated and seeded (a first start), so neither waits for the
  // other. The API bundle runs its script directly: npm's own start-up would sit on that chain.
  console.log('Building…');
  const env = { NODE_ENV: 'production', ...process.env };
  const web = exitCode(spawn(npm, ['run', 'build', '-w', '@shp/web'], { cwd: root, stdio: 'inherit' }));
  const api = (async () => {
    const bundle = await exitCode(spawn(process.execPath, ['build.mjs'], { cwd: path.join(root, 'apps/api'), stdio: 'inherit' }));
    if (bundle !== 0) return bundle;
    return exitCode(spawn(process.execPath, [path.join(root, 'apps/api/dist/prepare.js')], { cwd: root, stdio: 'inherit', env }));
  })();
  const [webCode, apiCode] = await Promise.all([web, api]);
  if (webCode !== 0 || apiCode !== 0) process.exit(webCode || apiCode || 1);
}

const child = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'apps/api/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
