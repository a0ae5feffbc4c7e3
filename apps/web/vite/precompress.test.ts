import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from './precompress';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

/** Runs the plugin's writeBundle over files written to a temp dir, as the client build would. */
async function writeBundle(files: Record<string, string | Buffer>, environment = 'client', plugin = precompress()) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shp-precompress-'));
  dirs.push(dir);
  for (const [name, data] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), data);
  }
  const bundle = Object.fromEntries(Object.keys(files).map((fileName) => [fileName, { fileName }]));
  const hook = plugin.writeBundle as unknown as (this: unknown, o: { dir: string }, b: typeof bundle) => Promise<void>;
  await hook.call({ environment: { name: environment } }, { dir }, bundle);
  return dir;
}

const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, label: "第${i}行" }`).join(', ')}];\n`;

describe('precompress', () => {
  it('writes brotli and gzip copies that decompress to the very file', async () => {
    const dir = await writeBundle({ 'assets/page-abc.js': script, 'assets/page-abc.css': `.a{color:red}\n`.repeat(200) });
    for (const name of ['assets/page-abc.js', 'assets/page-abc.css']) {
      const original = fs.readFileSync(path.join(dir, name));
      const br = fs.readFileSync(path.join(dir, `${name}.br`));
      const gz = fs.readFileSync(path.join(dir, `${name}.gz`));
      expect(zlib.brotliDecompressSync(br).equals(original)).toBe(true);
      expect(zlib.gunzipSync(gz).equals(original)).toBe(true);
      expect(br.length).toBeLessThan(original.length);
    }
  });

  it('leaves alone small files, images, and the server build', async () => {
    const client = await writeBundle({ 'assets/tiny.js': 'export {};', 'assets/photo.png': Buffer.alloc(4096, 1) });
    expect(fs.readdirSync(path.join(client, 'assets')).sort()).toEqual(['photo.png', 'tiny.js']);
    const server = await writeBundle({ 'index.js': script }, 'ssr');
    expect(fs.readdirSync(server)).toEqual(['index.js']);
  });

  it('gives brotli’s strongest quality only to the files it is told come before the first paint', async () => {
    const text = Array.from({ length: 3000 }, (_, i) => `export const v${i} = "第${i % 97}行${(i * 7919) % 1000}";`).join('\n');
    const dir = await writeBundle(
      { 'assets/first.js': text, 'assets/later.js': text },
      'client',
      precompress({ strongest: (f) => f.fileName.includes('first') }),
    );
    const size = (name: string) => fs.statSync(path.join(dir, `assets/${name}.js.br`)).size;
    expect(size('first')).toBeLessThan(size('later'));
  });
});
