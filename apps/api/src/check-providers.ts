import { loadConfig } from './config.js';
import { runProviderChecks } from './provider-checks.js';

// npm run check:providers [-- --phone 1xxxxxxxxxx]: one real request to each configured provider.
const argv = process.argv.slice(2);
const phoneAt = argv.indexOf('--phone');
const phone = phoneAt >= 0 ? argv[phoneAt + 1] : argv.find((a) => a.startsWith('--phone='))?.slice('--phone='.length);

const config = loadConfig();
const { ok, lines } = await runProviderChecks(config, { phone });
for (const line of lines) console.log(line);
process.exit(ok ? 0 : 1);
