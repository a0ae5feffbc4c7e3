import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { sellerStoreBunkListOp } from '@shp/contracts';
import { envelope, renderWithProviders } from '../../test/render';
import { atWidth, stubMatchMedia } from '../../test/match-media';
import { EntryManagement } from './EntryManagement';

afterEach(() => vi.unstubAllGlobals());

const binding = {
  bindingId: 1,
  plazaId: 2,
  plazaName: '万达广场',
  cityName: '上海',
  storeId: 3,
  storeName: '一楼中庭店',
  bunkNo: 'A-101',
  floor: '1F',
  area: 80,
  brandId: 4,
  brandName: '星巴克',
  signatureStatus: 'unsigned',
  signatureText: '未签约',
  signedAt: null,
  createdAt: '2026-11-25T02:00:00.000Z',
};

describe('店铺绑定 on a narrow phone (EntryManagement)', { timeout: 30_000 }, () => {
  it('at 320px shows a card a binding, every field and action in view, no sideways-scrolling table', async () => {
    stubMatchMedia(atWidth(320));
    vi.stubGlobal('fetch', async (url: string) => {
      if (url === sellerStoreBunkListOp.path) return envelope({ list: [binding], total: 1, pageNum: 1, pageSize: 10 });
      // The supplier entry above is not what this test is about: it shows its load failure.
      return envelope(null, 500);
    });
    renderWithProviders(<EntryManagement />);
    const list = await screen.findByRole('list', { name: '店铺绑定' });
    const card = within(list).getAllByRole('listitem')[0];
    for (const text of ['万达广场（上海）', '未签约', '一楼中庭店', 'A-101', '星巴克']) expect(within(card).getByText(text, { exact: false })).toBeTruthy();
    for (const name of ['签约', '签约结果', '修改', '解绑']) expect(within(card).getByRole('button', { name })).toBeTruthy();
    expect(document.querySelector('table')).toBeNull();
  });
});
