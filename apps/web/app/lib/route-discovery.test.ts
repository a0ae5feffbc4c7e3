import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyRoutePatches, awaitRoutePatches, ROUTE_PATCHES_GLOBAL, routeDiscoveryScript } from './route-discovery';

/** Runs the loader's expression against this document with fetch stubbed; returns the URLs asked. */
async function run(script: string, answer: unknown = { a: { id: 'a' } }) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', (u: URL) => {
    asked.push(u.toString().replace(location.origin, ''));
    return Promise.resolve({ status: 200, json: () => Promise.resolve(answer) });
  });
  const result = await (new Function(`return ${script}`)() as Promise<unknown> | null);
  return { asked, result };
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('routeDiscoveryScript', () => {
  it('asks for the linked routes and their ancestors, sorted, in the URL React Router 7 builds', async () => {
    document.body.innerHTML = [
      '<a data-discover="true" href="/shopDetail?id=1#map">铺位</a>',
      '<a data-discover="true" href="/personalCenter/orders">订单</a>',
      '<a data-discover="true" href="/shopDetail?id=2">铺位</a>',
      '<form data-discover="true" action="/search?q=1"></form>',
      '<a href="/notDiscovered">外链</a>',
      '<a data-discover="true">no href</a>',
    ].join('');
    const { asked, result } = await run(routeDiscoveryScript('v1'));
    expect(asked).toEqual(['/__manifest?paths=%2FpersonalCenter%2C%2FpersonalCenter%2Forders%2C%2Fsearch%2C%2FshopDetail&version=v1']);
    expect(result).toEqual({ a: { id: 'a' } });
  });

  it('asks nothing when the page links nowhere or the visitor saves data, and never throws', async () => {
    expect((await run(routeDiscoveryScript('v1'))).asked).toEqual([]);
    document.body.innerHTML = '<a data-discover="true" href="/product">商场</a>';
    vi.stubGlobal('navigator', { connection: { saveData: true } });
    expect(await run(routeDiscoveryScript('v1'))).toEqual({ asked: [], result: null });
    vi.unstubAllGlobals();
    vi.stubGlobal('fetch', () => Promise.reject(new Error('offline')));
    expect(await (new Function(`return ${routeDiscoveryScript('v1')}`)() as Promise<unknown>)).toBeNull();
  });

  it('keeps the version a string literal whatever it holds', async () => {
    document.body.innerHTML = '<a data-discover="true" href="/product">商场</a>';
    const odd = '"});alert(1)//</script><script>';
    const script = routeDiscoveryScript(odd);
    expect(script).not.toContain('</script>');
    const { asked } = await run(script);
    expect(new URL(asked[0], location.origin).searchParams.get('version')).toBe(odd);
  });
});

describe('applyRoutePatches', () => {
  it('adds the routes the manifest lacks and leaves the known ones as they are', () => {
    const known = { id: 'product', module: '/assets/product.js' };
    const manifest = { routes: { product: known } as Record<string, unknown> };
    const added = applyRoutePatches(manifest, { product: { id: 'product', module: 'other' }, mall: { id: 'mall' }, bad: null, odd: 3 });
    expect(added).toBe(1);
    expect(manifest.routes).toEqual({ product: known, mall: { id: 'mall' } });
    expect(applyRoutePatches(manifest, null)).toBe(0);
    expect(applyRoutePatches(undefined, { x: { id: 'x' } })).toBe(0);
  });
});

describe('awaitRoutePatches', () => {
  it('applies the pending answer before hydration', async () => {
    const win = { [ROUTE_PATCHES_GLOBAL]: Promise.resolve({ mall: { id: 'mall' } }), __reactRouterManifest: { routes: {} } };
    await awaitRoutePatches(win as unknown as Window);
    expect(win.__reactRouterManifest.routes).toEqual({ mall: { id: 'mall' } });
    expect(ROUTE_PATCHES_GLOBAL in win).toBe(false);
  });

  it('does not hold hydration back for a slow answer', async () => {
    vi.useFakeTimers();
    try {
      const win = { [ROUTE_PATCHES_GLOBAL]: new Promise(() => {}), __reactRouterManifest: { routes: {} } };
      const done = vi.fn();
      void awaitRoutePatches(win as unknown as Window, 1000).then(done);
      await vi.advanceTimersByTimeAsync(999);
      expect(done).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(done).toHaveBeenCalled();
      expect(win.__reactRouterManifest.routes).toEqual({});
    } finally {
      vi.useRealTimers();
    }
  });

  it('hydrates at once when the loader asked nothing', async () => {
    await expect(awaitRoutePatches({} as Window)).resolves.toBeUndefined();
  });
});
