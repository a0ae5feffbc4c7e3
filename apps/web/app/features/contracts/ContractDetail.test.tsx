import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { contractDetailOp } from '@shp/contracts';
import { envelope, renderWithProviders } from '../../test/render';
import { ContractDetail } from './ContractDetail';

afterEach(() => vi.unstubAllGlobals());

const URL_SIGN = 'https://sign.example.com/contract';
const stub = (status: 'signing' | 'active') =>
  vi.stubGlobal('fetch', async (url: string) =>
    url === contractDetailOp.path
      ? envelope({ id: 5, contractNo: 'HT5', title: '场地合同', kind: 'service', partyA: '甲方', partyB: '乙方', amount: 36000, startDate: '2026-12-10', endDate: '2026-12-24', status, statusText: status === 'signing' ? '签署中' : '履约中', mine: true, paragraphs: ['第一条'] })
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
