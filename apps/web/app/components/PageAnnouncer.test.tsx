import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { render } from '../test/render';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { PageAnnouncer } from './PageAnnouncer';

describe('<PageAnnouncer>', () => {
  it('says nothing on the first view, then the title of each page opened', async () => {
    const router = createMemoryRouter([{ path: '*', element: <PageAnnouncer /> }], { initialEntries: ['/personalCenter'] });
    render(<RouterProvider router={router} />);
    const region = screen.getByTestId('page-announcer');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
    await act(() => router.navigate('/personalCenter/myCollection'));
    expect(region.textContent).toBe('已打开我的收藏');
    await act(() => router.navigate('/sellerCenter/goods/list'));
    expect(region.textContent).toMatch(/^已打开.+/);
  });
});
