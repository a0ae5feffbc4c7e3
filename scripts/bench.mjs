// npm run bench:<name>: installs the benchmark tools (bench/ is its own package, so neither
// npm start nor npm test installs them), then runs bench/<name>.ts with the arguments given.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { checkNode, ensureInstalled, root } from './install.mjs';

checkNode();
const [name, ...args] = process.argv.slice(2);
const file = path.join(root, 'bench', `${name}.ts`);
if (!name || !fs.existsSync(file)) {
  console.error(`No benchmark bench/${name ?? ''}.ts`);
  process.exit(1);
}
ensureInstalled();
ensureInstalled(path.join(root, 'bench'));
const r = spawnSync(process.execPath, ['--import', 'tsx', file, ...args], { cwd: root, stdio: 'inherit' });
process.exit(r.status ?? 1);
