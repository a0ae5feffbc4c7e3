import { describe, expect, it } from 'vitest';
import { render } from '../../test/render';
import { MemoryRouter } from 'react-router';
import { chamberEventSchema, type ChamberEvent } from '@shp/contracts';
import { EventCard } from './EventCard';

// Checked against the contract so the fixture cannot drift from what the API answers.
const event: ChamberEvent = chamberEventSchema.parse({
  id: 5,
  chamberId: 2,
  chamberName: '上海浙江商会',
  kind: 'live',
  title: '新零售沙龙',
  summary: '线上分享',
  coverUrl: '/c.jpg',
  location: '线上',
  startsAt: '2026-12-01T02:00:00.000Z',
  state: 'upcoming',
});

describe('<EventCard>', () => {
  it('draws kind and state as plain .shp-tag spans, not antd Tags', () => {
    const { container } = render(
      <MemoryRouter>
        <EventCard e={event} />
      </MemoryRouter>,
    );
    const tags = Array.from(container.querySelectorAll('.shp-tag'));
    expect(tags.map((t) => [t.textContent, t.className])).toEqual([
      ['直播', 'shp-tag shp-tag-volcano shp-tag-borderless'],
      ['即将开始', 'shp-tag shp-tag-blue shp-tag-borderless'],
    ]);
    expect(container.querySelector('.ant-tag')).toBeNull();
  });

  it('labels a visit 走进商会 and an ended one 已结束', () => {
    const { container } = render(
      <MemoryRouter>
        <EventCard e={{ ...event, kind: 'visit', state: 'ended' }} />
      </MemoryRouter>,
    );
    const tags = Array.from(container.querySelectorAll('.shp-tag'));
    expect(tags.map((t) => [t.textContent, t.className])).toEqual([
      ['走进商会', 'shp-tag shp-tag-geekblue shp-tag-borderless'],
      ['已结束', 'shp-tag shp-tag-plain'],
    ]);
  });
});
