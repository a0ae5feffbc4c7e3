import { useLayoutEffect, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import { isHydrating } from '../lib/hydration';

/** The attribute that marks a static block; `use-static-links.ts` takes over its links' clicks. */
export const STATIC_BLOCK_ATTR = 'data-static-block';

type Props = HTMLAttributes<HTMLDivElement> & {
  /**
   * What the content is drawn from (the loader's data for it). While it is the value the block was
   * hydrated with, the server's HTML stays; a new value renders the children on the client.
   */
  source?: unknown;
  children: ReactNode;
};

/**
 * Content that needs no React in the browser until it changes: cards, rankings and link lists made
 * of links and text only (decision 022). When the page hydrates, React keeps the server's HTML of
 * the block as it is and does not run the components inside it, which is most of a public page's
 * hydration work on a slow phone. Rendered any other way (the server, a client navigation, a
 * `source` that has changed since hydration) it renders its children as usual.
 *
 * Nothing inside may need an event handler, state or an effect: its links are taken over by
 * `useStaticLinks` in the root route, and anything else would never run.
 */
export function StaticBlock({ source, children, ...rest }: Props) {
  // Whether this block mounted during the hydration, and the source it was hydrated with.
  const [hydrated, setHydrated] = useState(() => (isHydrating() ? { source } : null));
  const keep = hydrated !== null && Object.is(hydrated.source, source);
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    // An element with no server HTML to keep: React gave up on the hydration and drew the page
    // afresh, or the source came back to the hydrated one after a client render. Draw it.
    if (keep && ref.current && !ref.current.hasChildNodes()) setHydrated(null);
  }, [keep]);
  const marker = { [STATIC_BLOCK_ATTR]: '' };
  if (keep) {
    // React hydrates an element with inner HTML as a leaf and, in production, never compares the
    // HTML: the server's children stay in the DOM untouched.
    return <div key="server" ref={ref} {...rest} {...marker} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />;
  }
  // A new key: React replaces the server's element rather than adding children beside its HTML.
  return (
    <div key="client" ref={ref} {...rest} {...marker}>
      {children}
    </div>
  );
}
