import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { contractListOp } from '@shp/contracts';
import { renderRoutes } from '../../test/render';
import { stubListsApi } from '../../test/stub-list';
import { ContractList } from './ContractList';

const PATH = '/personalCenter/newsContractList';
const contract = (n: number) => ({
  id: n,
  contractNo: `HT${n}`,
  title: `合同${n}`,
  kind: 'lease',
  partyA: '甲方',
  partyB: '乙方',
  amount: 1000,
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  status: 'active',
  statusText: '履约中',
  mine: true,
});
const currentPage = () => screen.getByRole('navigation', { name: '分页' }).querySelector('[aria-current="page"]')?.textContent;

const render = (url: string, token: string | null = 'tok') =>
  renderRoutes(
    [
      { path: PATH, element: <ContractList token={token} /> },
      { path: '*', element: <h1>合同详情</h1> },
    ],
    url,
  );

describe('合同列表: scope and page in the URL', { timeout: 30_000 }, () => {
  it('Back from a contract shows the scope and page the member left', async () => {
    const api = stubListsApi({ [contractListOp.path]: { total: 25, make: contract } });
    const { router } = render(PATH);
    await screen.findByText('合同1');
    fireEvent.click(screen.getByText('我的合同'));
    await screen.findByText('合同1');
    expect(router.state.location.search).toBe('?scope=mine');
    fireEvent.click(screen.getByRole('button', { name: '第2页' }));
    await screen.findByText('合同21');
    fireEvent.click(screen.getAllByRole('link', { name: '查看' })[0]);
    await screen.findByRole('heading', { name: '合同详情' });
    expect(router.state.location.search).toBe('?id=21');
    await act(() => router.navigate(-1));
    await screen.findByText('合同21');
    expect(router.state.location.search).toBe('?scope=mine&page=2');
    expect(currentPage()).toBe('2');
    expect(api.last()).toEqual({ path: contractListOp.path, data: { scope: 'mine' }, pageParam: { pageNum: 2, pageSize: 20 } });
  });

  it('a new scope starts at page 1', async () => {
    const api = stubListsApi({ [contractListOp.path]: { total: 25, make: contract } });
    const { router } = render(`${PATH}?scope=mine&page=2`);
    await screen.findByText('合同21');
    fireEvent.click(screen.getByText('合同范本'));
    await screen.findByText('合同1');
    expect(router.state.location.search).toBe('?scope=template');
    expect(api.last()).toEqual({ path: contractListOp.path, data: { scope: 'template' }, pageParam: { pageNum: 1, pageSize: 20 } });
  });

  it("a visitor's link with scope=mine lists what a visitor may see", async () => {
    const api = stubListsApi({ [contractListOp.path]: { total: 1, make: contract } });
    render(`${PATH}?scope=mine`, null);
    await screen.findByText('合同1');
    expect(api.last().data).toEqual({ scope: 'all' });
  });

  it('a page past the last offers the way back to page 1', async () => {
    stubListsApi({ [contractListOp.path]: { total: 3, make: contract } });
    render(`${PATH}?page=5`);
    fireEvent.click(await screen.findByRole('button', { name: '回到第一页' }));
    await screen.findByText('合同1');
  });
});
