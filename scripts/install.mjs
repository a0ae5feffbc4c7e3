// Installs a package folder's dependencies when its lock file changed since the last install.
// Shared by npm start, npm test and npm run bench:*. Uses only Node's own modules: it runs before
// anything is installed.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');
export const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

export function checkNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    console.error(`商铺汇 needs Node.js 20.19 or newer (this is ${process.versions.node}).`);
    process.exit(1);
  }
}

/**
 * `npm ci` in `dir` unless node_modules was installed from this very lock file: a stamp holds the
 * lock's hash, or, without a stamp, npm's own record of the install (node_modules/.package-lock.json,
 * written at the end of every install) is newer than the lock file, as after a plain `npm ci`.
 * Exits the process when the install fails.
 */
export function ensureInstalled(dir = root) {
  const lock = path.join(dir, 'package-lock.json');
  const stamp = path.join(dir, 'node_modules', '.shp-install');
  const lockHash = crypto.createHash('sha256').update(fs.readFileSync(lock)).digest('hex');
  if (fs.existsSync(stamp)) {
    if (fs.readFileSync(stamp, 'utf8') === lockHash) return;
  } else {
    const record = path.join(dir, 'node_modules', '.package-lock.json');
    if (fs.existsSync(record) && fs.statSync(record).mtimeMs >= fs.statSync(lock).mtimeMs) {
      fs.writeFileSync(stamp, lockHash);
      return;
    }
  }
  console.log(`Installing dependencies${dir === root ? '' : ` of ${path.relative(root, dir)}/`}…`);
  const r = spawnSync(npm, ['ci', '--no-audit', '--no-fund', '--prefer-offline'], { cwd: dir, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
  fs.writeFileSync(stamp, lockHash);
}
