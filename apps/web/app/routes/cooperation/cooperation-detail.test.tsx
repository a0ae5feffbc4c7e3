import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderItemPage } from '../../test/render';
import { stubApplyApi } from '../../test/stub-apply';
import { clearCookies } from '../../test/member-cookies';
import CooperationDetail from './cooperation-detail';

vi.mock('../../lib/notify', () => ({ showError: () => {}, showSuccess: () => {}, showInfo: () => {}, setMessageInstance: () => {} }));
afterEach(() => {
  vi.unstubAllGlobals();
  clearCookies();
});

const programme = (id: number, title: string, applyCount = 0) => ({
  id,
  kind: 'supplier',
  kindName: '供应商合作',
  title,
  partner: '发起方',
  summary: '',
  coverUrl: '/c.svg',
  cityCode: null,
  cityName: null,
  tags: [],
  applyCount,
  publishedAt: '2026-09-01T00:00:00.000Z',
  paragraphs: ['正文'],
  benefits: ['权益'],
  requirements: ['要求'],
  related: [
    {
      id: 2,
      kind: 'supplier',
      kindName: '供应商合作',
      title: '第二个项目',
      partner: '',
      summary: '',
      coverUrl: '',
      cityCode: null,
      cityName: null,
      tags: [],
      applyCount: 0,
      publishedAt: '2026-09-01T00:00:00.000Z',
    },
  ],
});

describe('/cooperationDetail: the application form belongs to the programme on screen', () => {
  it('after applying, the count includes the application; a related programme opens with its own empty form, not 申请已提交', { timeout: 30_000 }, async () => {
    // A member applying with their own phone (a visitor's form also asks for an SMS code).
    document.cookie = 'token=tok; path=/';
    const applied = stubApplyApi('/joinSubmit', { ownPhone: '13700001111' });
    const { router } = renderItemPage('/cooperationDetail', CooperationDetail, (id) => ({
      p: programme(id, id === 1 ? '第一个项目' : '第二个项目', id === 1 ? applied() : 0),
    }));
    fireEvent.change(await screen.findByLabelText('公司/品牌名称'), { target: { value: '鼎盛设备' } });
    await waitFor(() => expect((screen.getByLabelText('手机号') as HTMLInputElement).value).toBe('13700001111'));
    fireEvent.change(screen.getByLabelText('联系人'), { target: { value: '赵经理' } });
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13700001111' } });
    fireEvent.change(screen.getByLabelText('合作意向'), { target: { value: '提供收银设备与安装' } });
    fireEvent.click(screen.getByRole('button', { name: /提交申请/ }));
    await screen.findByText('申请已提交', {}, { timeout: 10_000 });
    await screen.findByText('1人申请');

    await act(() => router.navigate('/cooperationDetail?id=2'));
    await screen.findByText('申请合作：第二个项目');
    expect(screen.queryByText('申请已提交')).toBeNull();
    expect((screen.getByLabelText('公司/品牌名称') as HTMLInputElement).value).toBe('');
  });
});
