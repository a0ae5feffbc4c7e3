import type { ComponentType } from 'react';
import { lazyOr } from './lazy-island';

/**
 * `React.lazy` for an antd island used outside the antd pages (top-bar dialogs, side-bar panels,
 * the home lead form): its code and antd's provider load together, in parallel, when it first
 * renders, and the island gets the same locale, theme and message context as antd pages.
 */
export function lazyWithAntd<C extends (props: never) => React.ReactNode>(load: () => Promise<C>) {
  type Props = Parameters<C> extends [] ? object : NonNullable<Parameters<C>[0]>;
  return lazyOr<Props>(async () => {
    const [provider, loaded] = await Promise.all([import('./AntdProvider'), load()]);
    // Settled without a module: the chunk guard took the failed fetch (lazy-island.tsx).
    if (!provider || !loaded) return undefined;
    const { AntdProvider } = provider;
    const Component = loaded as unknown as ComponentType<Props>;
    function WithAntd(props: Props) {
      return (
        <AntdProvider>
          <Component {...(props as object as Props & object)} />
        </AntdProvider>
      );
    }
    return WithAntd;
  });
}
