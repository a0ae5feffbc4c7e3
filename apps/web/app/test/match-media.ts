/**
 * Replaces jsdom's missing `window.matchMedia`: every query answers `matches` (a boolean, or a
 * function of the query). The web setup installs `stubMatchMedia(false)` again after each test.
 */
export function stubMatchMedia(matches: boolean | ((query: string) => boolean)) {
  window.matchMedia = (query: string) =>
    ({
      matches: typeof matches === 'function' ? matches(query) : matches,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

/**
 * Answers width queries as a window `px` wide does: `(max-width: 767px)` and antd's breakpoints
 * alike, so a test at a phone's width sees what the phone sees. Queries without a width answer false.
 */
export function atWidth(px: number) {
  return (query: string) => {
    const parts = [...query.matchAll(/\((min|max)-width:\s*(\d+(?:\.\d+)?)px\)/g)];
    return parts.length > 0 && parts.every(([, kind, v]) => (kind === 'min' ? px >= Number(v) : px <= Number(v)));
  };
}
