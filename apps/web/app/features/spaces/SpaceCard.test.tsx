import { describe, expect, it } from 'vitest';
import { render } from '../../test/render';
import { MemoryRouter } from 'react-router';
import { spaceListItemSchema, type SpaceListItem } from '@shp/contracts';
import { SpaceCard } from './SpaceCard';

// Checked against the contract so the fixture cannot drift from what the API answers.
const space: SpaceListItem = spaceListItemSchema.parse({
  id: 3,
  name: '中庭A区',
  coverUrl: '/a.jpg',
  mallId: 1,
  mallName: '万象城',
  cityName: '上海',
  districtName: '徐汇区',
  location: '一层中庭',
  area: 120,
  leaseTypes: ['短租', '快闪'],
  priceDay: 3000,
  minDays: 3,
  dailyTraffic: 20000,
  facilities: ['电源', 'WiFi'],
  hot: true,
});

describe('<SpaceCard>', () => {
  it('draws its labels in order as plain .shp-tag spans, not antd Tags (a list of twenty hydrated ~300 components under them)', () => {
    const { container } = render(
      <MemoryRouter>
        <SpaceCard space={space} />
      </MemoryRouter>,
    );
    const tags = Array.from(container.querySelectorAll('.shp-tag'));
    expect(tags.map((t) => t.textContent)).toEqual(['热门', '短租', '快闪', '电源', 'WiFi']);
    expect(tags.map((t) => t.className)).toEqual([
      'shp-tag shp-tag-red shp-tag-borderless',
      'shp-tag shp-tag-blue shp-tag-borderless',
      'shp-tag shp-tag-blue shp-tag-borderless',
      'shp-tag shp-tag-plain',
      'shp-tag shp-tag-plain',
    ]);
    expect(container.querySelector('.ant-tag')).toBeNull();
  });
});
