import { lazy, Suspense, type ComponentType } from 'react';

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
  const Lazy = lazy(async () => ({ default: (await load()) as unknown as ComponentType<Props> }));
  function Island(props: Props) {
    return (
      <Suspense fallback={null}>
        <Lazy {...(props as object as Props & object)} />
      </Suspense>
    );
  }
  return Island;
}
