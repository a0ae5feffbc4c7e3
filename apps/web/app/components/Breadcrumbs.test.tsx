import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { render } from '../test/render';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Breadcrumbs } from './Breadcrumbs';

function renderAt(url: string, el: React.ReactElement) {
  const router = createMemoryRouter([{ path: '*', element: el }], { initialEntries: [url] });
  return render(<RouterProvider router={router} />);
}

describe('<Breadcrumbs>', () => {
  it('shows 首页, the steps of the breadcrumb query as links, then the current page', () => {
    const q = new URLSearchParams({ breadcrumb: '资讯,/consIndex-广场服务', queryStr: JSON.stringify([{ page: '2' }, {}]) });
    renderAt(`/consDetails?id=3&${q}`, <Breadcrumbs current="某篇资讯" />);
    expect(screen.getByRole('link', { name: '首页' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: '资讯' }).getAttribute('href')).toBe('/consIndex?page=2');
    expect(screen.getByRole('link', { name: '广场服务' }).getAttribute('href')).toBe('/consIndex?titleCode=1');
    expect(screen.getByText('某篇资讯')).toBeTruthy();
  });

  it('falls back to the given trail and the route title without a query', () => {
    renderAt('/consultantDetail?id=1', <Breadcrumbs trail={[{ title: '招商顾问', to: '/consultant' }]} />);
    expect(screen.getByRole('link', { name: '招商顾问' }).getAttribute('href')).toBe('/consultant');
    expect(screen.getByText('顾问详情')).toBeTruthy();
  });
});
