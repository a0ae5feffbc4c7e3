import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { render } from '../../test/render';
import { App } from 'antd';
import { ApplyForm } from './ApplyForm';

vi.mock('../../lib/notify', () => ({ showError: () => {}, showSuccess: () => {}, showInfo: () => {}, setMessageInstance: () => {} }));
afterEach(() => vi.unstubAllGlobals());

describe('<ApplyForm> on the landing page', () => {
  it('refuses an intended brand of spaces beside the field, as the server would, without sending', { timeout: 20_000 }, async () => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      calls.push(url);
      return new Response('{}', { status: 500 });
    });
    render(
      <App>
        <ApplyForm />
      </App>,
    );
    fireEvent.change(screen.getByLabelText('意向品牌/业态'), { target: { value: '   ' } });
    fireEvent.submit(screen.getByRole('form', { name: '加盟申请' }));
    await screen.findByText('请选择或填写意向品牌');
    expect(calls.filter((u) => u.includes('/franchise/apply'))).toEqual([]);
  });
});
