import { createCache } from '@ant-design/cssinjs';

type StyleCache = ReturnType<typeof createCache>;
type Entry = NonNullable<ReturnType<StyleCache['opGet']>>;

/**
 * Keys seen across renders can only be antd's (component, prefix, token) paths: with one theme for
 * the whole site they are a few hundred. The bound keeps a theme built from data (were there ever
 * one) from growing the process without end; past it, new keys are computed per render as before.
 */
const MAX_SHARED = 5000;

/**
 * antd's style cache for one server render, whose values are computed once per process.
 *
 * A render registers every antd component's token and style under a key that names all they are
 * made from (theme, token, component, class prefix); computing them (colour palettes, the
 * component's style object, serialising it) is most of what an antd page costs to render. Each
 * render still gets a cache of its own, so what it extracts is exactly the styles that page used,
 * in the order it used them; only a value another render has already computed for the same key is
 * handed to it instead of being computed again.
 */
export function createRenderStyleCache(shared: Map<string, unknown> = sharedValues): StyleCache {
  const cache = createCache();
  const update = cache.opUpdate.bind(cache);
  cache.opUpdate = (key, valueFn) =>
    update(key, (previous) => {
      const known = previous ?? (shared.has(key) ? ([0, shared.get(key)] satisfies Entry) : null);
      const next = valueFn(known);
      if (next && !shared.has(key) && shared.size < MAX_SHARED) shared.set(key, next[1]);
      return next;
    });
  return cache;
}

const sharedValues = new Map<string, unknown>();
