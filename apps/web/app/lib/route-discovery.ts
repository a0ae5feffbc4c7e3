/**
 * Route discovery before hydration (decision 018).
 *
 * React Router 7 sends a page only the routes it renders; once hydrated, it asks `/__manifest`
 * for the routes its links lead to and patches them in, and every patch re-renders the whole
 * router tree: 550–1,000 components on our public pages, a second hydration's worth of work a
 * moment after the first. The deferred loader (decision 011) asks for the same routes while the
 * modules download, with the URL React Router will build (so its own request is answered by the
 * browser's cache), and the client entry adds them to the manifest before hydrating: React Router
 * then finds nothing new, and nothing re-renders.
 */

/** Where the loader leaves the pending answer for the client entry. */
export const ROUTE_PATCHES_GLOBAL = '__shpRoutePatches';

// React Router's own limit (URL_LIMIT in its discovery): longer lists are not asked for at all.
const URL_LIMIT = 7680;

/** A JS string literal that cannot close the inline script it sits in. */
const literal = (v: string) => JSON.stringify(v).replace(/</g, '\\u003c');

/**
 * An expression that starts the request and evaluates to its pending answer (null when there is
 * nothing to ask, the visitor saves data, or anything fails). It mirrors React Router 7.18's
 * `useFogOFWarDiscovery` and `fetchAndApplyManifestPatches`: the pathnames of every
 * `a[data-discover]` and `form[data-discover]`, with their ancestors, sorted, then `version`.
 * Plain ES5 in a string because it runs in the inline loader, before any bundle.
 */
export function routeDiscoveryScript(version: string, manifestPath = '/__manifest'): string {
  return (
    `(function(v){try{` +
    `var c=navigator.connection;if(c&&c.saveData===true)return null;` +
    `var s=new Set();` +
    `document.querySelectorAll("a[data-discover], form[data-discover]").forEach(function(e){` +
    `var h=e.tagName==="FORM"?e.getAttribute("action"):e.getAttribute("href");if(!h)return;` +
    `s.add(e.tagName==="A"?e.pathname:new URL(h,location.origin).pathname);});` +
    `var r=new Set();` +
    `s.forEach(function(p){if(p.charAt(0)!=="/")p="/"+p;for(var i=1;i<p.length;i++)if(p.charAt(i)==="/")r.add(p.slice(0,i));r.add(p);});` +
    `if(!r.size)return null;` +
    `var q=new URLSearchParams();q.set("paths",Array.from(r).sort().join(","));q.set("version",v);` +
    `var u=new URL(${literal(manifestPath)},location.origin);u.search=q.toString();` +
    `if(u.toString().length>${URL_LIMIT})return null;` +
    `return fetch(u).then(function(x){return x.status===200?x.json():null}).catch(function(){return null});` +
    `}catch(e){return null}})(${literal(version)})`
  );
}

interface ManifestLike {
  routes: Record<string, unknown>;
}

/** Adds the routes the manifest does not know yet, as React Router's own patching does. */
export function applyRoutePatches(manifest: ManifestLike | undefined, patches: unknown): number {
  if (!manifest?.routes || !patches || typeof patches !== 'object') return 0;
  let added = 0;
  for (const route of Object.values(patches as Record<string, unknown>)) {
    const id = route && typeof route === 'object' ? (route as { id?: unknown }).id : undefined;
    if (typeof id !== 'string' || id in manifest.routes) continue;
    manifest.routes[id] = route;
    added += 1;
  }
  return added;
}

/**
 * Waits for the loader's request (at most `maxWaitMs`: a slow answer must not hold hydration
 * back; React Router then discovers the routes itself, as before) and applies it.
 */
export async function awaitRoutePatches(win: Window, maxWaitMs = 1000): Promise<void> {
  const globals = win as unknown as Record<string, unknown>;
  const pending = globals[ROUTE_PATCHES_GLOBAL] as Promise<unknown> | null | undefined;
  delete globals[ROUTE_PATCHES_GLOBAL];
  if (!pending) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const patches = await Promise.race([
    Promise.resolve(pending).catch(() => null),
    new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), maxWaitMs);
    }),
  ]);
  clearTimeout(timer);
  applyRoutePatches(globals.__reactRouterManifest as ManifestLike | undefined, patches);
}
