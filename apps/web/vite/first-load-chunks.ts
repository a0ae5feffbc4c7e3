import path from 'node:path';
import { parseSync, type Plugin, type Rolldown } from 'vite';

type Group = {
  name: string | ((id: string) => string | null);
  debugName?: string;
  test: (id: string) => boolean;
  priority: number;
};

/*
 * Fewer, larger first-load files for the pages that must paint fast (decision 074).
 *
 * Left to itself the bundler makes one chunk per distinct set of route modules that import a
 * module, and with a hundred routes that is dozens of small files on every first load. On a phone
 * on HTTP/1.1 (six connections an origin) each costs a round trip before the page can paint. The
 * groups merge them, and no page gets code it does not run except as said:
 * - `frame`: everything the client entry, the root route and the page layout import statically.
 *   Every page loads all of it whatever the chunking, so one file costs no page a byte more.
 * - `pages-shared`: what two or more of `pages` import statically. Each of them also loads what
 *   only the others use (a few KB); another route that imports one of these modules loads the
 *   whole file. Those routes are not the ones that must paint fast.
 * - one chunk for each of `pages` with what only that page (of `pages`) imports statically.
 * What a page imports lazily stays with the automatic chunking.
 *
 * The module graph is read once the client build has loaded every module (`buildEnd`), before the
 * chunks are formed; the groups' tests read that result. The server build finds nothing and
 * keeps its own chunking. Imports are followed name by name through re-exports, as the bundler
 * does: the browser contracts are an index re-exporting hundreds of one-export modules
 * (decision 068), and following every module the index names would put every operation, and the
 * Zod the URL-filter helpers use, in every page's frame.
 */
export function firstLoadChunks(options: {
  /** Files (relative to `root`) every page loads: client entry, root route, layouts around all pages. */
  everyPage: string[];
  /** Files (relative to `root`) of the route modules whose first load is grouped. */
  pages: string[];
  root: string;
}): { plugin: Plugin; groups: Group[]; chunkNames: Set<string> } {
  const file = (id: string) => path.normalize(id.split('?')[0]);
  const everyPage = new Set(options.everyPage.map((f) => path.resolve(options.root, f)));
  const pages = options.pages.map((f) => path.resolve(options.root, f));
  const label = (f: string) => path.basename(f).replace(/\.[^.]+$/, '');
  /** Module id → indexes of `pages` that import it statically (frame modules left out). */
  let usedBy = new Map<string, number[]>();
  let frame = new Set<string>();

  const plugin: Plugin = {
    name: 'shp:first-load-chunks',
    buildStart() {
      usedBy = new Map();
      frame = new Set();
    },
    async buildEnd() {
      if (this.environment.name !== 'client') return;
      const closure = staticClosure(this);
      const ids = [...this.getModuleIds()];
      // A route module is an entry of its own; groups take the modules behind it, never the entry.
      const entries = ids.filter((id) => this.getModuleInfo(id)?.isEntry);
      frame = await closure(entries.filter((id) => everyPage.has(file(id))));
      for (const [i, page] of pages.entries())
        for (const id of await closure(entries.filter((e) => file(e) === page))) {
          if (frame.has(id)) continue;
          usedBy.set(id, [...(usedBy.get(id) ?? []), i]);
        }
      for (const id of entries) {
        frame.delete(id);
        usedBy.delete(id);
      }
    },
  };

  const groups: Group[] = [
    { name: 'frame', test: (id) => frame.has(id), priority: 3 },
    // Shared by two or more of the pages: one file, though a page then also loads what only the
    // others use; placed before the per-page groups, so a page's chunk never takes a shared module.
    { name: 'pages-shared', test: (id) => (usedBy.get(id)?.length ?? 0) > 1, priority: 2 },
    {
      name: (id) => (usedBy.get(id)?.length === 1 ? label(pages[usedBy.get(id)![0]]) : null),
      debugName: 'page',
      test: (id) => usedBy.get(id)?.length === 1,
      priority: 1,
    },
  ];
  /** Names the groups give their chunks: what the grouped pages load before their first paint. */
  const chunkNames = new Set(['frame', 'pages-shared', ...pages.map(label)]);
  return { plugin, groups, chunkNames };
}

type Context = Pick<Rolldown.PluginContext, 'getModuleInfo' | 'resolve'>;
type Names = Set<string> | 'all';

/** A function giving every module some start modules import statically, through re-exports only for the names asked. */
export function staticClosure(ctx: Context) {
  const parsed = new Map<string, Awaited<ReturnType<typeof readModule>>>();
  const read = async (id: string) => {
    if (!parsed.has(id)) parsed.set(id, await readModule(ctx, id));
    return parsed.get(id)!;
  };
  return async (starts: string[]) => {
    const included = new Set<string>();
    const asked = new Map<string, Set<string>>();
    const queue: [string, Names][] = starts.map((id) => [id, 'all']);
    while (queue.length) {
      const [id, names] = queue.pop()!;
      const done = asked.get(id) ?? new Set<string>();
      asked.set(id, done);
      const fresh = names === 'all' ? (done.has('*') ? [] : ['*']) : [...names].filter((n) => !done.has(n) && !done.has('*'));
      if (included.has(id) && fresh.length === 0) continue;
      fresh.forEach((n) => done.add(n));
      const m = await read(id);
      if (!included.has(id)) {
        included.add(id);
        for (const [target, wanted] of m.imports) queue.push([target, wanted]);
      }
      const want = (n: string) => done.has('*') || fresh.includes(n);
      for (const r of m.reexports) {
        if (r.star) {
          if (done.has('*')) queue.push([r.target, 'all']);
          else {
            const provided = new Set(ctx.getModuleInfo(r.target)?.exports ?? []);
            const pass = fresh.filter((n) => n !== 'default' && provided.has(n));
            if (pass.length) queue.push([r.target, new Set(pass)]);
          }
        } else if (want(r.as)) queue.push([r.target, r.name === '*' ? 'all' : new Set([r.name])]);
      }
    }
    return included;
  };
}

/** A module's static imports (target, names) and re-exports; what the parser cannot account for is taken whole. */
async function readModule(ctx: Context, id: string) {
  const info = ctx.getModuleInfo(id);
  const imports: [string, Names][] = [];
  const reexports: { target: string; name: string; as: string; star: boolean }[] = [];
  const importedIds = info?.importedIds ?? [];
  const accounted = new Set<string>();
  const target = async (source: string) => {
    const r = await ctx.resolve(source, id);
    if (!r || r.external) return null;
    accounted.add(r.id);
    return r.id;
  };
  const file = id.split('?')[0];
  const lang = /\.tsx$/.test(file) ? 'tsx' : /\.[mc]?ts$/.test(file) ? 'ts' : 'jsx';
  const result = info?.code ? parseSync(`module.${lang}`, info.code, { lang }) : null;
  if (result && result.errors.length === 0 && result.module.hasModuleSyntax) {
    for (const imp of result.module.staticImports) {
      const entries = imp.entries.filter((e) => !e.isType);
      if (imp.entries.length > 0 && entries.length === 0) continue;
      const t = await target(imp.moduleRequest.value);
      if (!t) continue;
      const names = entries.some((e) => e.importName.kind === 'NamespaceObject')
        ? 'all'
        : new Set(entries.map((e) => (e.importName.kind === 'Default' ? 'default' : e.importName.name!)));
      imports.push([t, names]);
    }
    for (const exp of result.module.staticExports)
      for (const e of exp.entries) {
        if (!e.moduleRequest || e.isType) continue;
        const t = await target(e.moduleRequest.value);
        if (!t) continue;
        if (e.importName.kind === 'AllButDefault') reexports.push({ target: t, name: '*', as: '*', star: true });
        else
          reexports.push({
            target: t,
            name: e.importName.kind === 'All' ? '*' : e.importName.name!,
            as: e.exportName.name ?? 'default',
            star: false,
          });
      }
  }
  // CommonJS requires, helpers the build injects, modules the parser could not read: taken whole.
  for (const t of importedIds) if (!accounted.has(t)) imports.push([t, 'all']);
  return { imports, reexports };
}
