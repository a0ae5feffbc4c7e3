import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { contractDetailOp } from '@shp/contracts';
import { envelope, renderWithProviders } from '../../test/render';
import { ContractDetail } from './ContractDetail';

afterEach(() => vi.unstubAllGlobals());

const URL_SIGN = 'https://sign.example.com/contract';
const stub = (status: 'signing' | 'active') =>
  vi.stubGlobal('fetch', async (url: string) =>
    url === contractDetailOp.path
      ? envelope({
          id: 5,
          contractNo: 'HT5',
          title: '场地合同',
          kind: 'service',
          partyA: '甲方',
          partyB: '乙方',
          amount: 36000,
          startDate: '2026-12-10',
          endDate: '2026-12-24',
          status,
          statusText: status === 'signing' ? '签署中' : '履约中',
          mine: true,
          paragraphs: ['第一条'],
        })
      : envelope(null),
  );

describe('合同详情: signing', { timeout: 30_000 }, () => {
  it('a contract being signed offers the contract-and-payment entry', async () => {
    stub('signing');
    renderWithProviders(<ContractDetail token="tok" id={5} contractUrl={URL_SIGN} />);
    const sign = await screen.findByRole('link', { name: '去签署与支付 ↗' });
    expect(sign.getAttribute('href')).toBe(URL_SIGN);
    expect(sign.getAttribute('target')).toBe('_blank');
  });

  it('a signed contract does not', async () => {
    stub('active');
    renderWithProviders(<ContractDetail token="tok" id={5} contractUrl={URL_SIGN} />);
    await screen.findByText('第一条');
    expect(screen.queryByRole('link', { name: /去签署/ })).toBeNull();
  });
});

/** The server's answer for the detail call: the envelope with its code and message. */
const answer = (code: number, msg: string, status = 200) =>
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ code, msg, data: null }), { status, headers: { 'content-type': 'application/json' } }));

describe('合同详情: not there vs failed to load', { timeout: 30_000 }, () => {
  it('?id=0, refused as 400 合同不存在, says the contract does not exist and links back to the list', async () => {
    answer(502, '合同不存在', 400);
    renderWithProviders(<ContractDetail token="tok" id={0} />);
    expect(await screen.findByText('合同不存在')).toBeTruthy();
    expect(screen.queryByText('合同加载失败')).toBeNull();
    expect(screen.queryByRole('button', { name: /重\s*试/ })).toBeNull();
    expect(screen.getByRole('link', { name: '返回合同列表' }).getAttribute('href')).toBe('/personalCenter/newsContractList');
  });

  it('an id the server does not know (404) is 合同不存在 too', async () => {
    answer(404, '合同不存在', 404);
    renderWithProviders(<ContractDetail token="tok" id={999} />);
    expect(await screen.findByText('合同不存在')).toBeTruthy();
    expect(screen.queryByText('合同加载失败')).toBeNull();
  });

  it('a server error is 合同加载失败 and can be retried', async () => {
    let calls = 0;
    vi.stubGlobal('fetch', async () => {
      calls++;
      return new Response(JSON.stringify({ code: 500, msg: '系统异常，请稍后重试', data: null }), {
        status: 500,
        headers: { 'content-type': 'application/json' },
      });
    });
    renderWithProviders(<ContractDetail token="tok" id={5} />);
    expect(await screen.findByText('合同加载失败')).toBeTruthy();
    expect(screen.queryByText('合同不存在')).toBeNull();
    const before = calls;
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    await vi.waitFor(() => expect(calls).toBeGreaterThan(before));
  });
});
