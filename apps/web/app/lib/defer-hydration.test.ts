import { describe, expect, it } from 'vitest';
import { deferHydration } from './defer-hydration';

// The shape React Router 7 writes (entry.server output, trimmed): preloads in <head>, one module script.
const page = [
  '<!DOCTYPE html><html><head><title>商铺汇-首页</title>',
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n1"/><link rel="modulepreload" href="/assets/react-B.js" nonce="n1"/>',
  '<link rel="modulepreload" href="/assets/root-C.js" nonce="n1"/><link rel="stylesheet" href="/assets/root-D.css"/></head>',
  '<body><main>首页</main><script nonce="n1">window.__reactRouterContext = {};</script>',
  '<script nonce="n1" type="module" async="">;\nimport * as route0 from "/assets/root-C.js";\nimport * as route1 from "/assets/home-E.js";\n',
  '  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-A.js"}};\n',
  '  window.__reactRouterRouteModules = {"root":route0,"home":route1};\n\nimport("/assets/entry.client-A.js");</script></body></html>',
].join('');

/** Runs the rewritten module script with `import()` and the browser's frame callbacks stubbed. */
async function run(html: string, visibilityState = 'visible') {
  const script = /<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/.exec(html)![1];
  const events: string[] = [];
  const win: Record<string, unknown> = {};
  const doc = {
    visibilityState,
    head: { insertAdjacentHTML: (_where: string, markup: string) => events.push(`preload ${[...markup.matchAll(/href="([^"]+)"/g)].map((m) => m[1]).join(' ')}`) },
  };
  const imp = async (href: string) => {
    events.push(`import ${href}`);
    return { href };
  };
  const raf = (cb: () => void) => {
    events.push('frame');
    cb();
  };
  const later = (cb: () => void) => {
    events.push('next task');
    cb();
  };
  const body = script.replace(/\bimport\(/g, 'imp(');
  await new Function('window', 'document', 'imp', 'requestAnimationFrame', 'setTimeout', `return ${body.replace(/;\s*$/, '')}`)(win, doc, imp, raf, later);
  await new Promise((r) => setTimeout(r, 0));
  return { events, win };
}

describe('deferHydration', () => {
  it('takes the module preloads out of the server HTML', () => {
    const out = deferHydration(page);
    expect(out).not.toMatch(/<link rel="modulepreload"[^>]*nonce/);
    expect(out).not.toMatch(/^\s*import \* as/m);
    expect(out).toContain('<link rel="stylesheet" href="/assets/root-D.css"/>');
    expect(out).toContain('<main>首页</main>');
  });

  it('loads the same modules after the first frame and hands them to React Router in the same way', async () => {
    const { events, win } = await run(deferHydration(page));
    expect(events).toEqual([
      'frame',
      'next task',
      // Every module is announced, the route modules first, two a task.
      'preload /assets/root-C.js /assets/home-E.js',
      'next task',
      'preload /assets/entry.client-A.js /assets/react-B.js',
      'next task',
      // Then evaluated one at a time, each in a task of its own: the framework chunk, each route.
      'import /assets/react-B.js',
      'next task',
      'import /assets/root-C.js',
      'next task',
      'import /assets/home-E.js',
      'next task',
      'import /assets/entry.client-A.js',
    ]);
    expect(win.__reactRouterRouteModules).toEqual({ root: { href: '/assets/root-C.js' }, home: { href: '/assets/home-E.js' } });
    expect(win.__reactRouterManifest).toEqual({ entry: { module: '/assets/entry.client-A.js' } });
  });

  it('announces at most two preloads in a task', async () => {
    const many = page.replace('</head>', `${Array.from({ length: 9 }, (_, i) => `<link rel="modulepreload" href="/assets/m${i}.js" nonce="n1"/>`).join('')}</head>`);
    const { events } = await run(deferHydration(many));
    const preloads = events.filter((e) => e.startsWith('preload'));
    expect(preloads.map((e) => e.split(' ').length - 1)).toEqual([2, 2, 2, 2, 2, 2, 1]);
    for (const i of [0, 1, 2, 3, 4, 5, 6]) expect(events[events.indexOf(preloads[i]) - 1]).toBe('next task');
  });

  it('does not wait for a frame in a hidden tab (no frames are painted there)', async () => {
    const { events } = await run(deferHydration(page), 'hidden');
    expect(events[0]).toBe('preload /assets/root-C.js /assets/home-E.js');
  });

  it('asks for the linked routes once the frame is painted, before the modules arrive (decision 018)', async () => {
    const versioned = page.replace('"entry":{"module":"/assets/entry.client-A.js"}}', '"entry":{"module":"/assets/entry.client-A.js"},"version":"abc123"}');
    const out = deferHydration(versioned);
    const script = /<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/.exec(out)![1];
    expect(script).toContain('window.__shpRoutePatches=(function(v)');
    expect(script).toContain('("abc123")');
    expect(script.indexOf('__shpRoutePatches')).toBeGreaterThan(script.indexOf('requestAnimationFrame'));
    expect(script.indexOf('__shpRoutePatches')).toBeLessThan(script.indexOf('import('));
    // The page without a readable version is loaded as before, without asking.
    expect(deferHydration(page)).not.toContain('__shpRoutePatches');
    const { events } = await run(out);
    expect(events.at(-1)).toBe('import /assets/entry.client-A.js');
  });

  it('leaves a page it does not recognise as it is', () => {
    const plain = '<html><head><link rel="modulepreload" href="/a.js"/></head><body><script type="module">import("/a.js")</script></body></html>';
    expect(deferHydration(plain)).toBe(plain);
    expect(deferHydration('<p>no scripts</p>')).toBe('<p>no scripts</p>');
  });
});
