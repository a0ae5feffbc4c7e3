import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { StorageKey } from '@shp/contracts';
import { clearCookies } from '../test/member-cookies';
import { atWidth, stubMatchMedia } from '../test/match-media';
import { renderWithProviders } from '../test/render';
import { FirstVisitPanels } from './home-first-visit';
import { SideBar, openConsult } from '../components/frame/SideBar';

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

describe('the side bar consultation form and the left panel', { timeout: 30_000 }, () => {
  beforeEach(() => stubMatchMedia(atWidth(1440)));

  it('slides the left panel away when the side bar form opens, and keeps it away after the guide', async () => {
    renderWithProviders(
      <>
        <SideBar phone="400-000-0000" renderConsult={() => <p>侧边栏表单</p>} renderChat={() => null} canChat={() => false} />
        <FirstVisitPanels />
      </>,
    );
    await screen.findByRole('dialog', { name: '登录/注册' });
    // Opened during the guide, then the guide is skipped: the left panel stays closed.
    act(() => {
      openConsult();
    });
    expect(await screen.findByText('侧边栏表单')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '跳过' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(panelOpen()).toBe('0');
    // Opened by its tab: the side bar's form closes; the side bar's form again: the left panel gives way.
    fireEvent.click(screen.getByRole('button', { name: '免费咨询' }));
    expect(panelOpen()).toBe('1');
    await waitFor(() => expect(screen.getByRole('button', { name: '预约咨询', expanded: false })).toBeTruthy());
    expect(screen.getByText('侧边栏表单').closest('section')!.hidden).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '预约咨询', expanded: false }));
    await waitFor(() => expect(panelOpen()).toBe('0'));
  });
});
