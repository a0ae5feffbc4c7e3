/**
 * Moves the page's JavaScript behind its first paint (decision 011).
 *
 * React Router names every module of the page twice: `<link rel="modulepreload">` in `<head>` and
 * static `import`s in one inline module script. Both start downloading ~30 modules (~160 KB gzip)
 * at high priority while the stylesheets and the LCP image are still loading, and on a slow phone
 * the first paint waits for that bandwidth. The server HTML already shows the whole page, so the
 * scripts can wait one frame: this rewrites the inline script to announce the same preloads and
 * import the same modules after the first frame has been painted, then hand over to React Router
 * exactly as before (`window.__reactRouterRouteModules`, then the client entry).
 *
 * A hidden tab paints no frames (no requestAnimationFrame), so there it loads at once. The routes
 * the page links to are asked for at the same moment (decision 018, `route-discovery.ts`).
 * Anything it does not recognise is left as React Router wrote it.
 */
import { ROUTE_PATCHES_GLOBAL, routeDiscoveryScript } from './route-discovery';

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"(?: nonce="[^"]*")?\/>/g;
const STATIC_IMPORT = /^\s*import \* as (route\d+) from ("[^"]+");\s*$/gm;
const PRELOADS_PER_TASK = 2;
// The chunk vite.config.ts groups React, React DOM, React Router and TanStack Query into.
const FRAMEWORK_CHUNK = /\/assets\/react-[^/]+\.js$/;
const MODULE_SCRIPT = /(<script[^>]*type="module"[^>]*>)([\s\S]*?)(<\/script>)/;
const MANIFEST = /window\.__reactRouterManifest = (\{[\s\S]*?\});\s*window\.__reactRouterRouteModules/;

/** The manifest's version, for route discovery (decision 018); undefined if it cannot be read. */
function manifestVersion(body: string): string | undefined {
  try {
    const version = (JSON.parse(MANIFEST.exec(body)?.[1] ?? 'null') as { version?: unknown } | null)?.version;
    return typeof version === 'string' ? version : undefined;
  } catch {
    return undefined;
  }
}

export function deferHydration(html: string): string {
  const script = MODULE_SCRIPT.exec(html);
  if (!script) return html;
  const body = script[2];
  const imports = [...body.matchAll(STATIC_IMPORT)].map((m) => ({ name: m[1], href: m[2] }));
  if (!imports.length || !body.includes('window.__reactRouterRouteModules')) return html;
  const preloads = [...html.matchAll(PRELOAD)].map((m) => m[1]);
  const rest = body.replace(STATIC_IMPORT, '').trim();
  const routeHrefs = new Set(imports.map((i) => JSON.parse(i.href) as string));
  // Announcing a preload costs the main thread 0.5–3.5 ms on a desktop core (a fetch starts): two
  // per task, so that no task of this loader is long on a phone. The route modules go first.
  const ordered = [...routeHrefs, ...preloads.filter((h) => !routeHrefs.has(h))];
  const batches: string[] = [];
  for (let i = 0; i < ordered.length; i += PRELOADS_PER_TASK) {
    batches.push(ordered.slice(i, i + PRELOADS_PER_TASK).map((h) => `<link rel="modulepreload" href="${h}">`).join(''));
  }
  // A module is evaluated with every module under it that has not run yet, in one task. Run one at
  // a time, each in its own task: the framework chunk (React, React Router), then each route
  // module, instead of the whole graph at once (56–79 ms on this machine, × 4 on a phone).
  const framework = preloads.filter((h) => FRAMEWORK_CHUNK.test(h) && !routeHrefs.has(h));
  const version = manifestVersion(body);
  const loader =
    `(async()=>{` +
    `const pause=()=>new Promise((r)=>setTimeout(r,0));` +
    `if(document.visibilityState!=="hidden")await new Promise((r)=>requestAnimationFrame(()=>setTimeout(r,0)));` +
    // Asked for while the modules download, so the answer is there when the client entry runs.
    (version ? `window.${ROUTE_PATCHES_GLOBAL}=${routeDiscoveryScript(version)};` : '') +
    `for(const b of ${JSON.stringify(batches)}){document.head.insertAdjacentHTML("beforeend",b);await pause();}` +
    framework.map((h) => `await import(${JSON.stringify(h)});await pause();`).join('') +
    imports.map((i) => `const ${i.name}=await import(${i.href});await pause();`).join('') +
    `\n${rest}\n})();`;
  const start = script.index;
  const rewritten = html.slice(0, start) + script[1] + loader + script[3] + html.slice(start + script[0].length);
  return rewritten.replace(PRELOAD, '');
}
