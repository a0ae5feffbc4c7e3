import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoutes } from '../test/render';
import { RelatedLinks } from './RelatedLinks';

describe('<RelatedLinks>', () => {
  it('links each item with its meta line, and says so when there is none', () => {
    const items = [
      { id: 3, title: '第三场', at: '2026-12-01' },
      { id: 4, title: '第四场', at: '2026-12-02' },
    ];
    const { container } = renderRoutes(
      [
        {
          path: '/',
          element: (
            <>
              <RelatedLinks items={items} href={(r) => `/cloudDetail?id=${r.id}`} meta={(r) => r.at} empty="暂无更多招商会" />
              <RelatedLinks items={[]} href={() => '/'} empty="暂无更多案例" />
            </>
          ),
        },
      ],
      '/',
    );
    expect(screen.getByRole('link', { name: '第三场' }).getAttribute('href')).toBe('/cloudDetail?id=3');
    expect(screen.getByRole('link', { name: '第四场' }).getAttribute('href')).toBe('/cloudDetail?id=4');
    expect([...container.querySelectorAll('.shp-c-related .shp-c-meta')].map((n) => n.textContent)).toEqual(['2026-12-01', '2026-12-02']);
    expect(screen.getByText('暂无更多案例')).toBeTruthy();
    expect(screen.queryByText('暂无更多招商会')).toBeNull();
  });
});
