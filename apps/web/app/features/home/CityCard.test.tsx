import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { render } from '../../test/render';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { cityCardSchema } from '@shp/contracts';
import { CityCard } from './HomeSections';
import { cityOptionsWith } from '../../lib/city-options';

// Checked against the contract so the fixture cannot drift from what the API answers.
const card = cityCardSchema.parse({
  cityCode: '410100',
  cityName: '郑州',
  provinceName: '河南',
  malls: 3,
  openMalls: 2,
  shops: 40,
  points: 9,
  spaces: 4,
  consultants: 1,
});

describe('<CityCard>', () => {
  it('opens, for each count, the list of the card’s own city, whatever city the list would default to', () => {
    const router = createMemoryRouter([{ path: '*', element: <CityCard card={card} onConsult={() => {}} /> }], { initialEntries: ['/'] });
    render(<RouterProvider router={router} />);
    const stats = within(screen.getByRole('region', { name: '郑州城市卡片' }));
    const href = (label: string) => new URL(stats.getByRole('link', { name: new RegExp(label) }).getAttribute('href')!, 'http://x');
    for (const label of ['商场', '在租铺位', '在租点位', '活动场地', '招商顾问']) expect(href(label).searchParams.get('cityCode'), label).toBe('410100');
    // The consultant list shows every city without it: 30 advisers under a card saying 1.
    expect(href('招商顾问').pathname).toBe('/consultant');
    expect(href('活动场地').searchParams.get('tabcheck')).toBe('2');
  });
});

describe('cityOptionsWith', () => {
  it('names a linked city that is not a top-bar city instead of showing its code', () => {
    expect(cityOptionsWith('410100', '郑州').at(-1)).toEqual({ value: '410100', label: '郑州' });
    const top = cityOptionsWith('110000', '北京');
    expect(top.filter((o) => o.value === '110000')).toHaveLength(1);
    expect(cityOptionsWith(undefined, undefined)).toHaveLength(top.length);
  });
});
