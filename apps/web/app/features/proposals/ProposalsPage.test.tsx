import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { envelope, renderWithProviders } from '../../test/render';
import { createProposalOp, decodePhone } from '@shp/contracts';
import { ProposalsPage } from './ProposalsPage';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

/** Answers the record list empty and keeps what the form sends. */
function stubApi() {
  const sent: Record<string, unknown>[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (url !== createProposalOp.path) return envelope({ list: [], total: 0 });
    const { data } = JSON.parse(String(init?.body)) as { data: Record<string, unknown> };
    sent.push(data);
    return envelope({
      id: 1,
      kind: 'suggestion',
      kindText: '建议',
      targetType: null,
      targetId: null,
      targetName: null,
      content: String(data.content),
      contactPhone: null,
      status: 'pending',
      statusText: '待处理',
      reply: null,
      createTime: '2024-01-01 00:00:00',
    });
  });
  return sent;
}

function renderPage() {
  renderWithProviders(<ProposalsPage token="tok" mode="proposal" />);
}

const phoneField = () => screen.getByLabelText('联系电话（选填）') as HTMLInputElement;

describe('联系电话 (ProposalsPage, SPEC §5)', () => {
  it.each([
    ['139 1234 5678', '13912345678'],
    ['0139-1234-5678', '13912345678'],
  ])('a pasted %s keeps every digit and drops the separators', (pasted, digits) => {
    stubApi();
    renderPage();
    fireEvent.change(phoneField(), { target: { value: pasted } });
    expect(phoneField().value).toBe(digits);
  });

  it('sends the 11 digits, not a cut-off number', async () => {
    const sent = stubApi();
    renderPage();
    fireEvent.change(screen.getByPlaceholderText('请描述您遇到的问题或建议'), { target: { value: '停车场指示牌不清楚' } });
    fireEvent.change(phoneField(), { target: { value: '139 1234 5678' } });
    fireEvent.click(screen.getByTestId('proposal-submit'));
    await waitFor(() => expect(sent).toHaveLength(1));
    const phone = String(sent[0]!.contactPhone);
    expect(decodePhone(phone) ?? phone).toBe('13912345678');
  });
});

describe('具体内容 is counted as the API counts it (ProposalsPage)', () => {
  it('refuses 4 characters padded with spaces to 8, as the API (which trims) would', async () => {
    const sent = stubApi();
    renderPage();
    fireEvent.change(screen.getByPlaceholderText('请描述您遇到的问题或建议'), { target: { value: '  指示不清  ' } });
    fireEvent.click(screen.getByTestId('proposal-submit'));
    expect(await screen.findByText('请至少填写5个字的内容')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });
});

describe("信息纠错 from an item's page (ProposalsPage)", { timeout: 30_000 }, () => {
  const prefill = { targetType: 'mall', targetId: '5', targetName: '朝阳大悦城' };
  const fillContent = () => fireEvent.change(screen.getByPlaceholderText('请描述哪里有误，以及正确的信息'), { target: { value: '营业时间已改为十点开门' } });

  it('names the item by its id while the form still names it', async () => {
    const sent = stubApi();
    renderWithProviders(<ProposalsPage token="tok" mode="correction" prefill={prefill} />);
    fillContent();
    fireEvent.click(screen.getByTestId('proposal-submit'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ kind: 'correction', targetType: 'mall', targetId: 5, targetName: '朝阳大悦城' });
  });

  it('drops the id once the member names another item, so the correction is not filed under the first', async () => {
    const sent = stubApi();
    renderWithProviders(<ProposalsPage token="tok" mode="correction" prefill={prefill} />);
    fireEvent.change(screen.getByPlaceholderText('如：某某购物中心'), { target: { value: '三里屯太古里' } });
    fillContent();
    fireEvent.click(screen.getByTestId('proposal-submit'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ targetType: 'mall', targetName: '三里屯太古里' });
    expect(sent[0]).not.toHaveProperty('targetId');
  });
});
