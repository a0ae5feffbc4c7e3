// Bundles the API (with the contracts package) into one ES module; npm packages stay external.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url)));
await build({
  entryPoints: { server: 'src/server.ts', seed: 'src/db/seed/cli.ts', prepare: 'src/db/prepare.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: Object.keys(pkg.dependencies).filter((d) => d !== '@shp/contracts'),
  absWorkingDir: new URL('.', import.meta.url).pathname,
  logLevel: 'warning',
});
