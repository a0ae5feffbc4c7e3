// @vitest-environment node
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as contracts from '@shp/contracts';
import { generateBrowserContracts } from './contracts-for-browser';

// Vitest transforms TypeScript itself; the build uses tsx.
const viaVitest = (file: string) => import(/* @vite-ignore */ file) as Promise<Record<string, unknown>>;

describe('the browser build of the contracts', () => {
  it('keeps every runtime export and leaves the schemas out of the operations', async () => {
    const { code, parts } = await generateBrowserContracts(viaVitest);
    const exported = new Set<string>();
    for (const m of code.matchAll(/export \{ ([^}]+) \} from/g)) for (const n of m[1].split(',')) exported.add(n.trim());
    expect([...Object.keys(contracts)].filter((k) => !exported.has(k))).toEqual([]);
    // Each operation and constant is a module of its own, so a page's first load carries only the ones it uses.
    expect(code).toContain('export { sendSmsOp } from "\\u0000shp-contracts-browser/sendSmsOp";');
    // An operation is its method, path and flags only.
    const line = parts.get('sendSmsOp')!.trim();
    const op = JSON.parse(line.slice('export const sendSmsOp = '.length, -1));
    expect(op).toMatchObject({ method: contracts.sendSmsOp.method, path: contracts.sendSmsOp.path, access: 'public', phoneKeys: ['mobileCode'] });
    expect(op.input).toBeUndefined();
    expect(op.output).toBeUndefined();
  });

  it('splits the operations so a public page does not load the console ones', async () => {
    const { parts } = await generateBrowserContracts(viaVitest);
    for (const [name, body] of parts) expect(body, name).toMatch(new RegExp(`^export const ${name} = [^\\n]+;\\n$`));
  });

  it('re-exports helpers from modules without Zod when one defines them', async () => {
    const { code } = await generateBrowserContracts(viaVitest);
    const from = (name: string) => code.split('\n').find((l) => l.startsWith('export {') && new RegExp(`[ ,]${name}[ ,]`).test(l));
    for (const name of ['gradeLabel', 'qrImageUrl', 'maskPhone', 'normalizePhoneInput', 'encodePhoneKeys']) {
      const line = from(name);
      expect(line, name).toBeTruthy();
      expect(line).not.toMatch(/\/ops\//);
      // The module itself must not import Zod, or every page's first load carries it (+25 KB gzip
      // when encodePhoneKeys came from phone-codec.ts, which defines the schema helpers).
      const file = JSON.parse(/from (".+");$/.exec(line!)![1]) as string;
      expect(fs.readFileSync(file, 'utf8'), `${name} in ${file}`).not.toMatch(/from 'zod'/);
    }
  });
});
