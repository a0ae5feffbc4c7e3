import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useStaticLinks } from './use-static-links';

function Page() {
  useStaticLinks();
  const location = useLocation();
  return (
    <>
      <p data-testid="at">{location.pathname + location.search}</p>
      {/* What a static block holds after hydration: plain anchors without React's handlers. */}
      <div data-static-block="" dangerouslySetInnerHTML={{ __html: '<a href="/product?page=2">找商场</a><a href="/case" target="_blank">新窗口</a><a href="https://example.com/x">外站</a><a href="/report.pdf" download>下载</a>' }} />
      <a href="/consIndex">块外</a>
    </>
  );
}

describe('useStaticLinks', () => {
  let defaultPrevented: boolean | null;
  // Records whether the hook took the click, then keeps jsdom from trying to load the page.
  const record = (e: MouseEvent) => {
    defaultPrevented = e.defaultPrevented;
    e.preventDefault();
  };
  beforeEach(() => {
    defaultPrevented = null;
    window.addEventListener('click', record);
  });
  afterEach(() => window.removeEventListener('click', record));

  const renderPage = () => render(<RouterProvider router={createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: ['/'] })} />);

  it('turns a plain click on a link inside a static block into a client navigation', async () => {
    renderPage();
    fireEvent.click(screen.getByText('找商场'));
    expect(defaultPrevented).toBe(true);
    expect(await screen.findByText('/product?page=2')).toBeTruthy();
  });

  it('leaves modifier clicks, new tabs, downloads, other sites and links outside the blocks to the browser', () => {
    renderPage();
    for (const [name, init] of [
      ['找商场', { ctrlKey: true }],
      ['找商场', { metaKey: true }],
      ['找商场', { button: 1 }],
      ['新窗口', {}],
      ['外站', {}],
      ['下载', {}],
      ['块外', {}],
    ] as const) {
      defaultPrevented = null;
      fireEvent.click(screen.getByText(name), init);
      expect({ name, init, taken: defaultPrevented }).toEqual({ name, init, taken: false });
    }
    expect(screen.getByTestId('at').textContent).toBe('/');
  });
});
