import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderItemPage } from '../../test/render';
import { stubApplyApi } from '../../test/stub-apply';
import { clearCookies } from '../../test/member-cookies';
import JoinbrandDetail from './joinbrand-detail';

vi.mock('../../lib/notify', () => ({ showError: () => {}, showSuccess: () => {}, showInfo: () => {}, setMessageInstance: () => {} }));
afterEach(() => {
  vi.unstubAllGlobals();
  clearCookies();
});

const card = (id: number, name: string) => ({
  id,
  name,
  logoUrl: '/l.svg',
  slogan: '标语',
  formatName: '茶饮',
  origin: '上海',
  foundedYear: 2015,
  storeCount: 100,
  investMin: 10,
  investMax: 20,
  areaMin: 20,
  areaMax: 40,
  hot: false,
});
const brand = (id: number, name: string, applyCount = 0) => ({
  ...card(id, name),
  intro: '介绍',
  joinFee: 2,
  deposit: 1,
  royaltyText: '无',
  paybackMonths: 12,
  support: [],
  conditions: [],
  process: ['提交申请'],
  applyCount,
  related: [card(2, '第二个品牌')],
});

describe('/joinbrandDetail: the application form belongs to the brand on screen', () => {
  it('after applying, the count includes the application; a similar brand opens with its own form, not 加盟申请已提交', { timeout: 30_000 }, async () => {
    // A member applying with their own phone (a visitor's form also asks for an SMS code).
    document.cookie = 'token=tok; path=/';
    const applied = stubApplyApi('/franchise/apply', { ownPhone: '13700001111' });
    const { router, container } = renderItemPage('/joinbrandDetail', JoinbrandDetail, (id) => ({
      b: brand(id, id === 1 ? '第一个品牌' : '第二个品牌', id === 1 ? applied() : 0),
    }));
    const form = await screen.findByRole('form', { name: '加盟申请' });
    await waitFor(() => expect((screen.getByLabelText('手机号') as HTMLInputElement).value).toBe('13700001111'));
    fireEvent.change(screen.getByLabelText('联系人'), { target: { value: '钱' } });
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13700001111' } });
    for (const [label, option] of [
      ['意向城市', '上海'],
      ['投资预算', '10-30万'],
    ] as const) {
      fireEvent.mouseDown(screen.getByLabelText(label));
      fireEvent.click((await screen.findAllByTitle(option)).at(-1)!);
    }
    fireEvent.submit(form);
    await screen.findByText('加盟申请已提交', {}, { timeout: 10_000 });
    await waitFor(() => expect(container.textContent).toContain('1人已申请'));

    await act(() => router.navigate('/joinbrandDetail?id=2'));
    await screen.findByText('申请加盟：第二个品牌');
    expect(screen.queryByText('加盟申请已提交')).toBeNull();
  });
});
