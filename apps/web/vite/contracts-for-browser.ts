import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

/*
 * The browser build gets `@shp/contracts` without the Zod schemas (decision 009).
 *
 * The browser needs an operation's method, path and flags, the constants and a few helpers, never
 * the schemas: the server validates every call and the SSR loaders parse with the real module. But
 * schema definitions are top-level calls a bundler must keep, so importing one constant from the
 * contracts used to ship Zod and every schema (≈ 53 KB gzip) in every page's first load. This
 * plugin answers the client build's `@shp/contracts` with a generated module: operations become
 * plain objects (schemas left out), JSON-able constants are inlined, and anything else (helpers,
 * the few schemas a page parses URL filters with) is re-exported from the module that defines it,
 * so only the pages that use those pull Zod in. Types still come from the real package.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const contractsDir = path.resolve(here, '../../../packages/contracts/src');
const VIRTUAL_ID = '\0shp-contracts-browser';
const PART_PREFIX = `${VIRTUAL_ID}/`;

const isZodSchema = (v: unknown) => typeof v === 'object' && v !== null && '_zod' in v;
const isOp = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as { path?: unknown }).path === 'string' &&
  typeof (v as { method?: unknown }).method === 'string' &&
  isZodSchema((v as { input?: unknown }).input);

/** Data a JSON literal reproduces (no functions, schemas, regexps, dates). */
function isPlain(v: unknown, depth = 0): boolean {
  if (depth > 20) return false;
  if (v === null || typeof v === 'string' || typeof v === 'boolean') return true;
  if (typeof v === 'number') return Number.isFinite(v);
  if (Array.isArray(v)) return v.every((x) => isPlain(x, depth + 1));
  if (typeof v === 'object') {
    const proto = Object.getPrototypeOf(v);
    if (proto !== Object.prototype && proto !== null) return false;
    // An undefined property is written as absent (reads the same; only `in` tells them apart).
    return Object.values(v as object).every((x) => x === undefined || isPlain(x, depth + 1));
  }
  return false;
}

/** Fields of an operation the browser client reads (everything but the schemas). */
function opStub(op: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(op)) {
    if (k === 'input' || k === 'output' || k === 'summary' || v === undefined) continue;
    if (!isPlain(v)) throw new Error(`contracts-for-browser: field ${k} of ${String(op.path)} is not plain data`);
    out[k] = v;
  }
  return out;
}

type ImportModule = (file: string) => Promise<Record<string, unknown>>;
const importWithTsx: ImportModule = (file) => tsImport(file, import.meta.url) as Promise<Record<string, unknown>>;

/**
 * `code` is the index the client build gets for `@shp/contracts`; every operation and constant is a
 * module of its own in `parts` (re-exported by the index), so the bundler puts each where the pages
 * that use it are: an operation only the console calls is not in a public page's first load.
 */
export async function generateBrowserContracts(
  importModule: ImportModule = importWithTsx,
): Promise<{ code: string; files: string[]; parts: Map<string, string> }> {
  const indexFile = path.join(contractsDir, 'index.ts');
  const index = fs.readFileSync(indexFile, 'utf8');
  const files = [...index.matchAll(/export \* from '\.\/(.+?)\.js';/g)].map((m) => path.join(contractsDir, `${m[1]}.ts`));
  // name → the module that defines it; a module without Zod wins, so re-exports stay light.
  const owner = new Map<string, { file: string; zod: boolean }>();
  const values = new Map<string, unknown>();
  for (const file of files) {
    const zod = /from 'zod'/.test(fs.readFileSync(file, 'utf8'));
    const mod = await importModule(file);
    for (const [name, value] of Object.entries(mod)) {
      const prev = owner.get(name);
      if (!prev || (prev.zod && !zod)) owner.set(name, { file, zod });
      values.set(name, value);
    }
  }
  const lines = ['// Generated for the browser build by apps/web/vite/contracts-for-browser.ts (decision 009).'];
  const parts = new Map<string, string>();
  const part = (name: string, literal: string) => {
    parts.set(name, `export const ${name} = ${literal};\n`);
    lines.push(`export { ${name} } from ${JSON.stringify(PART_PREFIX + name)};`);
  };
  const reexports = new Map<string, string[]>();
  for (const [name, value] of values) {
    if (isOp(value)) part(name, JSON.stringify(opStub(value)));
    else if (isPlain(value)) part(name, JSON.stringify(value));
    else if (value instanceof RegExp) part(name, String(value));
    else {
      const { file } = owner.get(name)!;
      reexports.set(file, [...(reexports.get(file) ?? []), name]);
    }
  }
  for (const [file, names] of reexports) lines.push(`export { ${names.join(', ')} } from ${JSON.stringify(file)};`);
  return { code: lines.join('\n') + '\n', files: [indexFile, ...files], parts };
}

export function contractsForBrowser(): Plugin {
  let generated: ReturnType<typeof generateBrowserContracts> | null = null;
  return {
    name: 'shp-contracts-for-browser',
    apply: 'build',
    enforce: 'pre',
    resolveId(id) {
      if (id === '@shp/contracts' && this.environment.config.consumer === 'client') return VIRTUAL_ID;
      if (id.startsWith(PART_PREFIX)) return id;
      return null;
    },
    async load(id) {
      if (id !== VIRTUAL_ID && !id.startsWith(PART_PREFIX)) return null;
      generated ??= generateBrowserContracts();
      const { code, files, parts } = await generated;
      if (id !== VIRTUAL_ID) return { code: parts.get(id.slice(PART_PREFIX.length))!, moduleSideEffects: false };
      for (const f of files) this.addWatchFile(f);
      return { code, moduleSideEffects: false };
    },
  };
}
