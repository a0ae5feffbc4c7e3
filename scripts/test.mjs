// npm test: everything a user needs to trust the build — typecheck, lint, build, unit and API
// tests against a real database, end-to-end tests in Chromium. Ends with one 'N passed, N failed' line.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const tmp = path.join(root, '.tmp');
fs.mkdirSync(tmp, { recursive: true });

function step(name, cmd, args, env = {}) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`  ${name}: ${r.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return r.status === 0;
}

let passed = 0;
let failed = 0;
function vitest(name, projects, env = {}) {
  const out = path.join(tmp, `vitest-${name}.json`);
  fs.rmSync(out, { force: true });
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', `--outputFile=${out}`];
  const ok = step(name, npx, args, env);
  if (fs.existsSync(out)) {
    const report = JSON.parse(fs.readFileSync(out, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    if (!ok && report.numFailedTests === 0) failed += 1; // a suite that failed to load
  } else if (!ok) failed += 1;
  return ok;
}

const results = [];
results.push(step('typecheck', npm, ['run', 'typecheck']));
results.push(step('lint', npm, ['run', 'lint']));
results.push(step('format', npm, ['run', 'format:check']));
results.push(step('build', npm, ['run', 'build']));
results.push(vitest('unit-and-api', ['tooling', 'contracts', 'api', 'web']));
// End-to-end runs on the embedded database, the path a user's fresh machine takes; the API suite
// above runs on PostgreSQL when DATABASE_URL is set (CI), so both engines are exercised.
results.push(vitest('e2e', ['e2e'], { DATABASE_URL: '' }));
for (const ok of results.slice(0, 4)) if (!ok) failed += 1;

console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(results.every(Boolean) ? 0 : 1);
