import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { data, isRouteErrorResponse } from 'react-router';
import { renderWithProviders } from '../test/render';
import { RouteError } from './RouteError';
import { loader as notFoundLoader } from '../routes/not-found';

function thrownBy(fn: () => unknown): unknown {
  try {
    fn();
  } catch (e) {
    return e;
  }
  throw new Error('did not throw');
}

/** What the router hands an error boundary for a thrown `data(...)`. */
function asRouteError(thrown: unknown) {
  const d = thrown as ReturnType<typeof data>;
  return { status: d.init?.status ?? 500, statusText: '', internal: false, data: d.data };
}

describe('RouteError', () => {
  it('an unknown address says more under its heading than the heading again', () => {
    const error = asRouteError(thrownBy(() => notFoundLoader()));
    expect(isRouteErrorResponse(error)).toBe(true);
    renderWithProviders(<RouteError error={error} />);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('页面不存在');
    const line = heading.nextElementSibling?.textContent ?? '';
    expect(line).not.toBe('页面不存在');
    expect(line).toContain('不存在');
  });

  it("keeps the server's reason when it is a different one", () => {
    renderWithProviders(<RouteError error={{ status: 404, statusText: '', internal: false, data: { message: '该铺位已下架' } }} />);
    expect(screen.getByText('该铺位已下架')).toBeTruthy();
  });
});
