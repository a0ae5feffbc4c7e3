// npm test: everything a user needs to trust the build — typecheck, lint, build, unit and API
// tests against a real database, end-to-end tests in Chromium. Installs what is missing first (as
// npm start does). Ends with each step's wall time and one 'N passed, N failed' line.
//
// Four lanes run side by side: the API tests; the other unit tests; build → end-to-end tests;
// typecheck → lint → format. The API and end-to-end tests wait on the database, the browser and the
// site far more than they use a core, so they start at once (end-to-end as soon as the build is
// there) instead of after everything else.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { checkNode, ensureInstalled, npm, root } from './install.mjs';

checkNode();
const began = Date.now();
ensureInstalled(root, 'all');
const installed = (Date.now() - began) / 1000;

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const tmp = path.join(root, '.tmp');
fs.mkdirSync(tmp, { recursive: true });

/** name → { ok, seconds } in the order steps finished. */
const times = [{ name: 'install', ok: true, seconds: installed }];

/**
 * Runs one step. Its output goes to .tmp/test-<name>.log and is printed when the step ends, so
 * steps that run side by side do not interleave their lines.
 */
function step(name, cmd, args, env = {}) {
  const started = Date.now();
  const logFile = path.join(tmp, `test-${name}.log`);
  const log = fs.openSync(logFile, 'w');
  console.log(`▶ ${name} (output: .tmp/test-${name}.log)`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', log, log], env: { ...process.env, ...env } });
    const finish = (ok) => {
      fs.closeSync(log);
      const seconds = (Date.now() - started) / 1000;
      times.push({ name, ok, seconds });
      console.log(`\n━━ ${name}: ${ok ? 'ok' : 'FAILED'} in ${seconds.toFixed(1)} s ━━`);
      process.stdout.write(fs.readFileSync(logFile, 'utf8'));
      resolve(ok);
    };
    child.on('error', () => finish(false));
    child.on('exit', (code) => finish(code === 0));
  });
}

let passed = 0;
let failed = 0;
async function vitest(name, projects, env = {}) {
  const out = path.join(tmp, `vitest-${name}.json`);
  fs.rmSync(out, { force: true });
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', `--outputFile=${out}`];
  const ok = await step(name, npx, args, env);
  if (fs.existsSync(out)) {
    const report = JSON.parse(fs.readFileSync(out, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    if (!ok && report.numFailedTests === 0) failed += 1; // a suite that failed to load
  } else if (!ok) failed += 1;
  return ok;
}

/** A step that is not a test run counts as one failure when it fails. */
async function check(name, args) {
  const ok = await step(name, npm, args);
  if (!ok) failed += 1;
  return ok;
}

// End-to-end runs the built site on PostgreSQL when DATABASE_URL is set (CI), else on the embedded
// database; e2e/embedded-database.test.ts starts its own site on a fresh embedded database either
// way, so the path a user's fresh machine takes is walked in every run (decision 070).
async function buildThenE2e() {
  const buildOk = await check('build', ['run', 'build']);
  if (!buildOk) {
    console.log('\ne2e: not run (the build failed)');
    failed += 1;
    return [false, false];
  }
  return [true, await vitest('e2e', ['e2e'])];
}
const [apiOk, unitOk, [buildOk, e2eOk], [typecheckOk, lintOk, formatOk]] = await Promise.all([
  vitest('api', ['api']),
  vitest('unit', ['tooling', 'contracts', 'web']),
  buildThenE2e(),
  (async () => [await check('typecheck', ['run', 'typecheck']), await check('lint', ['run', 'lint']), await check('format', ['run', 'format:check'])])(),
]);

console.log('\nwall time per step:');
for (const t of times) console.log(`  ${t.name.padEnd(14)} ${t.seconds.toFixed(1).padStart(7)} s  ${t.ok ? 'ok' : 'FAILED'}`);
console.log(`  ${'total'.padEnd(14)} ${((Date.now() - began) / 1000).toFixed(1).padStart(7)} s`);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(apiOk && unitOk && typecheckOk && lintOk && formatOk && buildOk && e2eOk ? 0 : 1);
