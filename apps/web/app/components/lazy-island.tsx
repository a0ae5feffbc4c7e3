import { lazy, Suspense, type ComponentType } from 'react';
import { ErrorText } from '@shp/contracts';

function Nothing() {
  return null;
}

/** What a panel the user opened shows when its code cannot be fetched. */
export function ChunkFailed() {
  return (
    <p role="alert" className="shp-find-muted">
      {ErrorText.CHUNK_LOAD}{' '}
      <button type="button" className="shp-btn" onClick={() => window.location.reload()}>
        刷新重试
      </button>
    </p>
  );
}

/**
 * React's lazy for code that may fail to arrive (offline, or a deploy replaced it). The chunk
 * guard (lib/chunk-guard-script.ts) shows its reload notice and lets such an import settle with no
 * module; the piece then renders `fallback` instead of taking the page down with an error.
 */
export function lazyOr<P>(load: () => Promise<ComponentType<P> | undefined>, fallback: ComponentType<P> = Nothing) {
  return lazy(async () => {
    try {
      const loaded = await load();
      if (loaded) return { default: loaded };
    } catch {
      // The import failed: the fallback stands in until the page is reloaded.
    }
    return { default: fallback };
  });
}

/**
 * A piece of a page whose code is not in the page's first load: the server renders it in full, the
 * browser keeps that HTML on screen and fetches the code once hydration reaches it, then makes it
 * interactive (React's lazy + Suspense). For controls and panels beside the main content (compare,
 * share, report, trend charts, live refresh), never for what the page is about.
 *
 * Declare it at module level in the route that composes the piece:
 *   const ReportButton = lazyIsland(() => import('../../features/trust/ReportButton').then((m) => m.ReportButton));
 */
export function lazyIsland<C extends (props: never) => React.ReactNode>(load: () => Promise<C>) {
  type Props = Parameters<C> extends [] ? object : NonNullable<Parameters<C>[0]>;
  const Lazy = lazyOr(async () => (await load()) as unknown as ComponentType<Props> | undefined);
  function Island(props: Props) {
    return (
      <Suspense fallback={null}>
        <Lazy {...(props as object as Props & object)} />
      </Suspense>
    );
  }
  return Island;
}
