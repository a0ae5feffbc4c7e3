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
 * `npm ci` in `dir` unless node_modules already holds `set` installed from this very lock file.
 * `set` is 'start' (the `dependencies`: the site and the tools that build it, what `npm start`
 * runs) or 'all' (with the `devDependencies`: tests, lint, typecheck). Everything satisfies
 * 'start'; a 'start' install is replaced by a full one when 'all' is asked for.
 *
 * A stamp holds the lock's hash and the set. Without a stamp, npm's own record of the install
 * (node_modules/.package-lock.json, written at the end of every install) stands for one when it is
 * newer than the lock file, as after a plain `npm ci`; the set is 'all' when it lists a dev package.
 * Exits the process when the install fails.
 */
export function ensureInstalled(dir = root, set = 'all') {
  const lock = path.join(dir, 'package-lock.json');
  const stamp = path.join(dir, 'node_modules', '.shp-install');
  const lockHash = crypto.createHash('sha256').update(fs.readFileSync(lock)).digest('hex');
  const installed = installedSet(dir, lock, stamp, lockHash);
  if (installed === 'all' || installed === set) return;
  const which = set === 'start' ? ' (those npm start needs)' : installed ? ' (with the test tools)' : '';
  console.log(`Installing dependencies${dir === root ? '' : ` of ${path.relative(root, dir)}/`}${which}…`);
  // --include=dev too: npm leaves dev packages out by itself when NODE_ENV is production.
  // The start set's two install scripts are not needed on the Node versions checkNode allows:
  // esbuild's checks its binary, which it finds in its platform package without it, and
  // @alicloud/openapi-core's installs older TypeScript on Node 10 and 12 only. Each would start
  // node (and npm) processes on a first start's longest path.
  const flags = set === 'start' ? ['--omit=dev', '--ignore-scripts'] : ['--include=dev'];
  const r = spawnSync(npm, ['ci', ...flags, '--no-audit', '--no-fund', '--prefer-offline'], {
    cwd: dir,
    stdio: 'inherit',
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
  fs.writeFileSync(stamp, `${lockHash} ${set}`);
}

/** 'all', 'start', or undefined when node_modules was not installed from this lock file. */
function installedSet(dir, lock, stamp, lockHash) {
  if (fs.existsSync(stamp)) {
    // A stamp without a set predates 'start' installs: it was a full one.
    const [hash, set = 'all'] = fs.readFileSync(stamp, 'utf8').trim().split(' ');
    return hash === lockHash ? set : undefined;
  }
  const record = path.join(dir, 'node_modules', '.package-lock.json');
  if (!fs.existsSync(record) || fs.statSync(record).mtimeMs < fs.statSync(lock).mtimeMs) return undefined;
  const { packages = {} } = JSON.parse(fs.readFileSync(record, 'utf8'));
  const set = Object.values(packages).some((p) => p.dev) ? 'all' : 'start';
  fs.writeFileSync(stamp, `${lockHash} ${set}`);
  return set;
}
