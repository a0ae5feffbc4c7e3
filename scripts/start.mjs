// npm start: installs what is missing, builds when sources changed, then serves the site.
// Uses only Node's own modules: it must run before anything is installed.
import { spawnSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`商铺汇 needs Node.js 20.19 or newer (this is ${process.versions.node}).`);
  process.exit(1);
}

function run(args) {
  const r = spawnSync(npm, args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const lock = path.join(root, 'package-lock.json');
const stamp = path.join(root, 'node_modules', '.shp-install');
const lockHash = crypto.createHash('sha256').update(fs.readFileSync(lock)).digest('hex');
if (!fs.existsSync(stamp) || fs.readFileSync(stamp, 'utf8') !== lockHash) {
  console.log('Installing dependencies…');
  run(['ci', '--no-audit', '--no-fund']);
  fs.writeFileSync(stamp, lockHash);
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
  console.log('Building…');
  run(['run', 'build']);
}

const child = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'apps/api/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
