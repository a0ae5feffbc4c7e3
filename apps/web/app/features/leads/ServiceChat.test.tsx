import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { envelope, renderWithProviders } from '../../test/render';
import ServiceChat from './ServiceChat';

afterEach(() => vi.unstubAllGlobals());

describe('ServiceChat greeting', () => {
  it("shows the service line's comma as the extension mark and dials it as a pause (SPEC §2)", async () => {
    // jsdom lays nothing out; the log scrolls its end into view.
    Element.prototype.scrollIntoView = () => {};
    vi.stubGlobal('fetch', async () => envelope([]));
    renderWithProviders(<ServiceChat phone="400-000-0000,8001" />);
    const link = await screen.findByRole('link', { name: '400-000-0000 转 8001' });
    expect(link.getAttribute('href')).toBe('tel:400-000-0000,8001');
    expect(screen.getByRole('log').textContent).not.toContain('0000,8001');
  });
});
