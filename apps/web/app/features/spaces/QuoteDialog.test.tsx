import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { render } from '../../test/render';
import { App } from 'antd';
import { QuoteDialog } from './QuoteDialog';

vi.mock('../../lib/notify', () => ({ showError: () => {}, showSuccess: () => {}, showInfo: () => {}, setMessageInstance: () => {} }));

const popup = {
  spaceId: 3,
  spaceName: '中庭A区',
  priceDay: 3000,
  minDays: 2,
  maxArea: 120,
  leaseTypes: ['快闪店'],
  rentableAreas: [{ code: 'a', name: '50㎡以下' }],
  liaison: '张三',
  phone: '13800000003',
};
let popupCalls = 0;
beforeEach(() => {
  popupCalls = 0;
  vi.stubGlobal('fetch', async (url: string) => {
    if (url.includes('quotePopupInfo')) popupCalls++;
    return new Response(JSON.stringify({ code: 10000, msg: '成功', data: popup }), { status: 200, headers: { 'content-type': 'application/json' } });
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('<QuoteDialog>', () => {
  it('keeps what the member typed when the page re-renders with a new onClose (it refetched and reset the form)', { timeout: 20_000 }, async () => {
    const view = (onClose: () => void) => (
      <App>
        <QuoteDialog spaceId={3} open onClose={onClose} onDone={() => {}} />
      </App>
    );
    const { rerender } = render(view(() => {}));
    const liaison = (await screen.findByLabelText('联系人', {}, { timeout: 10_000 })) as HTMLInputElement;
    expect(liaison.value).toBe('张三');
    fireEvent.change(liaison, { target: { value: '李四' } });
    await act(async () => {
      rerender(view(() => {}));
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(popupCalls).toBe(1);
    expect((screen.getByLabelText('联系人') as HTMLInputElement).value).toBe('李四');
  });
});
