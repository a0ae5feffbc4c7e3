import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { render } from '../../test/render';
import { chamberSchema } from '@shp/contracts';
import { ChamberSummary } from './ChamberSummary';

const chamber = chamberSchema.parse({
  id: 1,
  slug: 'nanjing',
  name: '南京商会',
  cityCode: '320100',
  cityName: '南京',
  intro: '',
  president: '王会长',
  memberCount: 120,
  foundedYear: 2008,
  coverUrl: '/c.jpg',
  phone: '025-84561234,8001',
  address: '南京市玄武区',
  eventCount: 5,
});

describe('<ChamberSummary>', () => {
  it('gives the chamber phone as a tel: link (an extension dials after a pause)', () => {
    render(<ChamberSummary c={chamber} paragraphs={['简介']} highlights={['项目考察']} />);
    const link = screen.getByRole('link', { name: /025-84561234/ });
    expect(link.getAttribute('href')).toBe('tel:025-84561234,8001');
    expect(link.textContent).toBe('025-84561234 转 8001');
  });
});
