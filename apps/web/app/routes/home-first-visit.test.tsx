import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { StorageKey } from '@shp/contracts';
import { clearCookies } from '../test/member-cookies';
import { atWidth, stubMatchMedia } from '../test/match-media';
import { renderWithProviders } from '../test/render';
import { FirstVisitPanels } from './home-first-visit';

afterEach(() => {
  clearCookies();
  localStorage.clear();
});

const panelOpen = () => document.querySelector('.shp-left-panel')?.getAttribute('data-open');

describe('first home visit: one thing at a time (1440 px: the panel opens by itself)', { timeout: 30_000 }, () => {
  beforeEach(() => stubMatchMedia(atWidth(1440)));

  it('keeps the left lead panel closed while the guide is up, and opens it when the guide is done', async () => {
    renderWithProviders(<FirstVisitPanels />);
    expect(await screen.findByRole('dialog', { name: '登录/注册' })).toBeTruthy();
    expect(panelOpen()).toBe('0');
    // Through the steps to 立即体验.
    while (document.querySelector('.shp-guide')) {
      expect(panelOpen()).toBe('0');
      fireEvent.click(document.querySelector<HTMLButtonElement>('.shp-guide-actions .is-primary')!);
    }
    await waitFor(() => expect(panelOpen()).toBe('1'));
    expect(await screen.findByLabelText('姓名')).toBeTruthy();
  });

  it('opens the panel after a skipped guide too', async () => {
    renderWithProviders(<FirstVisitPanels />);
    fireEvent.click(await screen.findByRole('button', { name: '跳过' }));
    await waitFor(() => expect(panelOpen()).toBe('1'));
  });

  it('opens the panel at once when the guide was seen before', async () => {
    localStorage.setItem(StorageKey.IS_NOVICE, '1');
    renderWithProviders(<FirstVisitPanels />);
    await waitFor(() => expect(panelOpen()).toBe('1'));
    expect(document.querySelector('.shp-guide')).toBeNull();
  });

  it('still lets the visitor open the panel by its tab while the guide is up, and keeps the closed choice', async () => {
    renderWithProviders(<FirstVisitPanels />);
    await screen.findByRole('dialog', { name: '登录/注册' });
    fireEvent.click(screen.getByRole('button', { name: '免费咨询' }));
    expect(panelOpen()).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: '收起' }));
    fireEvent.click(screen.getByRole('button', { name: '跳过' }));
    // The visitor closed it: the guide's end does not open it again.
    await new Promise((r) => setTimeout(r, 50));
    expect(panelOpen()).toBe('0');
  });
});
