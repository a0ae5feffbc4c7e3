import { describe, expect, it } from 'vitest';
import { staticClosure } from './first-load-chunks';

/** A module graph as the bundler's plugin context shows it: module id → code and exports. */
function graph(modules: Record<string, { code: string; exports?: string[]; importedIds?: string[] }>) {
  const importsOf = (code: string) => [...code.matchAll(/from '([^']+)'|import '([^']+)'/g)].map((m) => m[1] ?? m[2]);
  return {
    getModuleInfo: (id: string) => {
      const m = modules[id];
      return m ? ({ code: m.code, exports: m.exports ?? [], importedIds: m.importedIds ?? importsOf(m.code) } as never) : null;
    },
    resolve: async (source: string) => (modules[source] ? ({ id: source, external: false } as never) : null),
  };
}

const contracts = {
  'index.ts': {
    code: "export { a } from 'a.ts';\nexport { b as renamed } from 'b.ts';\nexport * from 'c.ts';\nexport * from 'd.ts';",
    exports: ['a', 'renamed', 'c', 'd'],
  },
  'a.ts': { code: "import { z } from 'zod.ts';\nexport const a = z;", exports: ['a'] },
  'b.ts': { code: 'export const b = 2;', exports: ['b'] },
  'c.ts': { code: 'export const c = 3;', exports: ['c'] },
  'd.ts': { code: 'export const d = 4;', exports: ['d'] },
  'zod.ts': { code: 'export const z = 0;', exports: ['z'] },
};

describe('staticClosure', () => {
  it('follows a re-export index only for the names a module imports', async () => {
    const ctx = graph({ ...contracts, 'page.tsx': { code: "import { c, renamed } from 'index.ts';\nexport default () => c + renamed;" } });
    const closure = await staticClosure(ctx)(['page.tsx']);
    expect([...closure].sort()).toEqual(['b.ts', 'c.ts', 'index.ts', 'page.tsx']);
  });

  it('takes everything an index names for a namespace import, and what the named modules import', async () => {
    const ctx = graph({ ...contracts, 'page.tsx': { code: "import * as all from 'index.ts';\nexport default all;" } });
    const closure = await staticClosure(ctx)(['page.tsx']);
    expect([...closure].sort()).toEqual(['a.ts', 'b.ts', 'c.ts', 'd.ts', 'index.ts', 'page.tsx', 'zod.ts']);
  });

  it('ignores type-only imports and keeps side-effect imports', async () => {
    const ctx = graph({
      ...contracts,
      // The bundler's own list leaves type-only imports out.
      'page.tsx': {
        code: "import type { a } from 'index.ts';\nimport { type c } from 'c.ts';\nimport 'b.ts';\nexport const x: a | c = 1;",
        importedIds: ['b.ts'],
      },
    });
    const closure = await staticClosure(ctx)(['page.tsx']);
    expect([...closure].sort()).toEqual(['b.ts', 'page.tsx']);
  });

  it('takes whole what the parser does not account for (a require, an injected helper)', async () => {
    const ctx = graph({
      ...contracts,
      'page.js': { code: "const d = require('d.ts');\nmodule.exports = d;", importedIds: ['d.ts'] },
    });
    const closure = await staticClosure(ctx)(['page.js']);
    expect([...closure].sort()).toEqual(['d.ts', 'page.js']);
  });
});
