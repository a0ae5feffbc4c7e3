import { describe, expect, it } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { render } from '../test/render';
import { moreOf, useScrollHints } from './use-scroll-hints';

function Page({ rows }: { rows: number }) {
  useScrollHints();
  return (
    <>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} data-scroll-hint data-testid={`row${i}`} />
      ))}
      <nav className="shp-header-nav" />
    </>
  );
}

/** jsdom lays nothing out: give a row the sizes a browser would. */
function size(el: HTMLElement, scrollWidth: number, clientWidth: number) {
  Object.defineProperty(el, 'scrollWidth', { configurable: true, value: scrollWidth });
  Object.defineProperty(el, 'clientWidth', { configurable: true, value: clientWidth });
}

describe('rows that scroll sideways say so', () => {
  it('tells where a row has more', () => {
    expect(moreOf({ scrollLeft: 0, scrollWidth: 300, clientWidth: 300 })).toBe('');
    expect(moreOf({ scrollLeft: 0, scrollWidth: 600, clientWidth: 300 })).toBe('end');
    expect(moreOf({ scrollLeft: 150, scrollWidth: 600, clientWidth: 300 })).toBe('both');
    expect(moreOf({ scrollLeft: 300, scrollWidth: 600, clientWidth: 300 })).toBe('start');
  });

  it('marks a row as it scrolls, and a row added later too', async () => {
    const { getByTestId, rerender } = render(<Page rows={1} />);
    const row = getByTestId('row0');
    size(row, 600, 300);
    act(() => {
      row.scrollLeft = 0;
      row.dispatchEvent(new Event('scroll'));
    });
    expect(row.dataset.more).toBe('end');
    act(() => {
      row.scrollLeft = 120;
      row.dispatchEvent(new Event('scroll'));
    });
    expect(row.dataset.more).toBe('both');
    act(() => {
      row.scrollLeft = 300;
      row.dispatchEvent(new Event('scroll'));
    });
    expect(row.dataset.more).toBe('start');
    // The header nav is a known row; one that fits has no mark.
    expect(document.querySelector<HTMLElement>('.shp-header-nav')!.dataset.more).toBeUndefined();

    rerender(<Page rows={2} />);
    const added = getByTestId('row1');
    size(added, 500, 200);
    // Found by the next scan after the page changed.
    act(() => {
      document.body.appendChild(document.createElement('span'));
    });
    await waitFor(() => expect(added.dataset.more).toBe('end'));
  });
});
