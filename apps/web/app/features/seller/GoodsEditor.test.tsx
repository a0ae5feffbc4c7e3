import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { envelope, renderWithProviders } from '../../test/render';
import { SELLER_GOODS_IMAGES_MAX, cityListOp, sellerGoodsImageUploadOp } from '@shp/contracts';
import { onNotice, type Notice } from '../../lib/notify';
import { GoodsEditor } from './GoodsEditor';

afterEach(() => vi.unstubAllGlobals());

/**
 * Answers the editor's lookups empty and every image upload with a new URL; `hold` keeps the
 * upload answers back until released, so a test can pick more files while a batch is in flight.
 */
function stubApi({ hold = false } = {}) {
  const uploaded: string[] = [];
  const waiting: (() => void)[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (url !== sellerGoodsImageUploadOp.path) return url === cityListOp.path ? envelope({ region: [] }, cityListOp.successCode) : envelope([]);
    const { data } = JSON.parse(String(init?.body)) as { data: { fileName: string } };
    uploaded.push(data.fileName);
    if (hold) await new Promise<void>((resolve) => waiting.push(resolve));
    return envelope({ url: `/media/uploads/${data.fileName}` });
  });
  const releaseAll = () => waiting.splice(0).forEach((r) => r());
  return { uploaded, releaseAll };
}

function renderEditor() {
  renderWithProviders(<GoodsEditor goodsId={null} />);
}

const pngs = (n: number, from = 1) => Array.from({ length: n }, (_, i) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], `p${from + i}.png`, { type: 'image/png' }));
// By alt text: role queries walk antd's whole form and, polled by waitFor, slow the uploads down.
const shownImages = () => screen.queryAllByAltText(/^商品图片\d+$/);
const pick = (files: File[]) => fireEvent.change(screen.getByTestId('goods-image-input'), { target: { files } });

function noticesSeen() {
  const seen: Notice[] = [];
  const stop = onNotice((n) => seen.push(n));
  return { seen, stop };
}

describe('商品图片上传上限 (GoodsEditor)', { timeout: 30_000 }, () => {
  it('uploads only 9 of 12 picked files and says how many were skipped', async () => {
    const api = stubApi();
    const notices = noticesSeen();
    renderEditor();
    await screen.findByText('发布商品');
    pick(pngs(12));
    expect(await screen.findByText('最多上传9张图片，已忽略3张')).toBeTruthy();
    await waitFor(() => expect(shownImages()).toHaveLength(SELLER_GOODS_IMAGES_MAX));
    await waitFor(() => expect(screen.getByText('上传图片').closest('button')?.disabled).toBe(true));
    // The extra three never reached the server.
    expect(api.uploaded).toEqual(pngs(9).map((f) => f.name));
    expect(notices.seen).toEqual([{ kind: 'error', text: '最多上传9张图片，已忽略3张' }]);
    notices.stop();
  });

  it('counts files still uploading when more are picked', async () => {
    const api = stubApi({ hold: true });
    const notices = noticesSeen();
    renderEditor();
    await screen.findByText('发布商品');
    pick(pngs(5));
    await waitFor(() => expect(api.uploaded).toHaveLength(1)); // the first of the five is on its way
    pick(pngs(6, 6));
    expect(await screen.findByText('最多上传9张图片，已忽略2张')).toBeTruthy();
    // Uploads go one after another: release each answer until nothing more is asked.
    for (let i = 0; i < 20 && shownImages().length < SELLER_GOODS_IMAGES_MAX; i++) {
      api.releaseAll();
      await new Promise((r) => setTimeout(r, 20));
    }
    await waitFor(() => expect(shownImages()).toHaveLength(SELLER_GOODS_IMAGES_MAX));
    expect([...api.uploaded].sort()).toEqual(['p1.png', 'p2.png', 'p3.png', 'p4.png', 'p5.png', 'p6.png', 'p7.png', 'p8.png', 'p9.png']);
    expect(notices.seen.map((n) => n.text)).toEqual(['最多上传9张图片，已忽略2张']);
    notices.stop();
  });
});
