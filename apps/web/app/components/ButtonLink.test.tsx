import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderRoutes } from '../test/render';
import { ButtonLink } from './ButtonLink';

describe('<ButtonLink>', () => {
  it('is one link with an address (no button inside a link) and navigates in the app', async () => {
    const { router, container } = renderRoutes(
      [
        {
          path: '/',
          element: (
            <ButtonLink to="/product?tab=1" type="primary">
              去找商场
            </ButtonLink>
          ),
        },
        { path: '/product', element: <p>商场列表</p> },
      ],
      '/',
    );
    const link = screen.getByRole('link', { name: '去找商场' });
    expect(link.getAttribute('href')).toBe('/product?tab=1');
    expect(container.querySelector('a button, button a')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/product'));
    expect(router.state.location.search).toBe('?tab=1');
    expect(screen.getByText('商场列表')).toBeTruthy();
  });

  it('leaves a click with a modifier (new tab) to the browser', () => {
    const { router } = renderRoutes(
      [
        { path: '/', element: <ButtonLink to="/product">去找商场</ButtonLink> },
        { path: '/product', element: <p>商场列表</p> },
      ],
      '/',
    );
    fireEvent.click(screen.getByRole('link', { name: '去找商场' }), { ctrlKey: true });
    expect(router.state.location.pathname).toBe('/');
  });
});
