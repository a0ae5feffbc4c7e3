import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { envelope, renderWithProviders } from '../../test/render';
import {
  SELLER_GOODS_IMAGES_MAX,
  cityListOp,
  sellerGoodsDetailOp,
  sellerGoodsImageUploadOp,
  sellerGoodsSaveOp,
  sellerVenueOptionsOp,
  sellerProductTypeListOp,
  type SellerGoodsDetail,
} from '@shp/contracts';
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

const pngs = (n: number, from = 1) =>
  Array.from({ length: n }, (_, i) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], `p${from + i}.png`, { type: 'image/png' }));
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

/** A draft with two SKUs of an activity type, and every save recorded (answered with the draft). */
function stubDraft() {
  const saved: { skus: { attrs: Record<string, string>; price: number; stock: number }[] }[] = [];
  const draft: SellerGoodsDetail = {
    goodsId: 5,
    name: '快闪策划',
    typeId: 1,
    typeName: '活动策划',
    brandId: null,
    brandName: null,
    modelId: null,
    modelName: null,
    cityCode: '310100',
    cityName: '上海',
    description: '方案与执行',
    images: ['/media/uploads/seller/a.png'],
    coverUrl: '/media/uploads/seller/a.png',
    skus: [
      { skuId: 1, attrs: { 套餐: '基础版' }, price: 1999.5, stock: 10 },
      { skuId: 2, attrs: { 套餐: '豪华版' }, price: 6800, stock: 3 },
    ],
    minPrice: 1999.5,
    stock: 13,
    sales: 0,
    status: 'draft',
    statusText: '草稿',
    rejectReason: null,
    onShelf: false,
    updatedAt: '2026-11-20T02:00:00.000Z',
    venues: [{ id: 41, name: '静安大悦城中庭' }],
    createdAt: '2026-11-20T02:00:00.000Z',
  };
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (url === sellerGoodsDetailOp.path) return envelope(draft);
    if (url === sellerVenueOptionsOp.path) {
      const { keyword } = JSON.parse(String(init?.body)).data as { keyword?: string };
      const all = [
        { id: 41, name: '静安大悦城中庭' },
        { id: 42, name: '徐汇日月光广场' },
      ];
      return envelope(keyword ? all.filter((v) => v.name.includes(keyword)) : all);
    }
    if (url === sellerProductTypeListOp.path) return envelope([{ typeId: 1, name: '活动策划', saleAttrs: [{ name: '套餐', values: ['基础版', '豪华版'] }] }]);
    if (url === sellerGoodsSaveOp.path) {
      saved.push(JSON.parse(String(init?.body)).data);
      return envelope(draft);
    }
    return url === cityListOp.path ? envelope({ region: [] }, cityListOp.successCode) : envelope([]);
  });
  return saved;
}

const cell = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
function type(label: string, value: string) {
  fireEvent.change(cell(label), { target: { value } });
  fireEvent.blur(cell(label));
}

describe('关联场地 (GoodsEditor)', { timeout: 60_000 }, () => {
  it('keeps the linked venues, finds another by name in the service city, and saves them', async () => {
    const saved = stubDraft() as unknown as { venueIds: number[] }[];
    renderWithProviders(<GoodsEditor goodsId={5} />);
    await screen.findByText('静安大悦城中庭');
    const box = screen.getByLabelText('关联场地');
    fireEvent.mouseDown(box);
    fireEvent.change(box, { target: { value: '日月光' } });
    fireEvent.click(await screen.findByTitle('徐汇日月光广场'));
    fireEvent.click(screen.getByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(saved.at(-1)?.venueIds).toEqual([41, 42]));
  });
});

describe('价格和库存 (GoodsEditor)', { timeout: 60_000 }, () => {
  it("says what is wrong with a price or stock, in the API's words, and changes nothing the seller typed", async () => {
    const saved = stubDraft();
    renderWithProviders(<GoodsEditor goodsId={5} />);
    await screen.findByLabelText('价格 基础版');
    // Two rounds over the four cells, each cell with its own fault.
    const rounds: [string, string, string][][] = [
      [
        ['价格 基础版', '-5', '价格须大于0'],
        ['价格 豪华版', '20000000', '价格不能超过10000000元'],
        ['库存 基础版', '2.5', '库存须为整数'],
        ['库存 豪华版', '-5', '库存不能为负数'],
      ],
      [
        ['价格 基础版', '1.234', '价格最多保留两位小数'],
        ['价格 豪华版', '0', '价格须大于0'],
        ['库存 基础版', '2000000', '库存不能超过1000000'],
      ],
    ];
    for (const round of rounds) {
      for (const [label, value] of round) type(label, value);
      fireEvent.click(screen.getByRole('button', { name: '保存草稿' }));
      for (const [label, value, message] of round) {
        expect(await screen.findByText(message), `${label} ${value}`).toBeTruthy();
        expect(cell(label).value).toBe(value);
      }
    }
    await new Promise((r) => setTimeout(r, 100));
    expect(saved).toEqual([]);
  });

  it('saves the typed prices and stock, and the stored ones of cells left alone', async () => {
    const saved = stubDraft();
    renderWithProviders(<GoodsEditor goodsId={5} />);
    await screen.findByLabelText('价格 基础版');
    expect(Number(cell('价格 豪华版').value)).toBe(6800);
    type('价格 基础版', '0.1');
    type('库存 基础版', '0');
    fireEvent.click(screen.getByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].skus).toEqual([
      { attrs: { 套餐: '基础版' }, price: 0.1, stock: 0 },
      { attrs: { 套餐: '豪华版' }, price: 6800, stock: 3 },
    ]);
  });
});

describe('只出售部分规格 (GoodsEditor)', { timeout: 60_000 }, () => {
  /** Approved goods selling three of the four combinations of the values they use (as the demo seller's). */
  function stubSparse() {
    const saved: { skus: { attrs: Record<string, string>; price: number; stock: number }[] }[] = [];
    const goods: SellerGoodsDetail = {
      goodsId: 7,
      name: '路演策划',
      typeId: 1,
      typeName: '活动策划',
      brandId: null,
      brandName: null,
      modelId: null,
      modelName: null,
      cityCode: '310100',
      cityName: '上海',
      description: '方案与执行',
      images: ['/media/uploads/seller/a.png'],
      coverUrl: '/media/uploads/seller/a.png',
      skus: [
        { skuId: 1, attrs: { 套餐: '基础版', 场次: '单场' }, price: 5500, stock: 19 },
        { skuId: 2, attrs: { 套餐: '标准版', 场次: '单场' }, price: 11000, stock: 31 },
        { skuId: 3, attrs: { 套餐: '标准版', 场次: '三场' }, price: 16500, stock: 48 },
      ],
      minPrice: 5500,
      stock: 98,
      sales: 10,
      status: 'approved',
      statusText: '审核通过',
      rejectReason: null,
      onShelf: true,
      updatedAt: '2026-11-20T02:00:00.000Z',
      venues: [],
      createdAt: '2026-11-20T02:00:00.000Z',
    };
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      if (url === sellerGoodsDetailOp.path) return envelope(goods);
      if (url === sellerProductTypeListOp.path)
        return envelope([
          {
            typeId: 1,
            name: '活动策划',
            saleAttrs: [
              { name: '套餐', values: ['基础版', '标准版'] },
              { name: '场次', values: ['单场', '三场'] },
            ],
          },
        ]);
      if (url === sellerGoodsSaveOp.path) {
        saved.push(JSON.parse(String(init?.body)).data);
        return envelope(goods);
      }
      return url === cityListOp.path ? envelope({ region: [] }, cityListOp.successCode) : envelope([]);
    });
    return saved;
  }

  it('saves goods as they were: a combination left wholly empty is not sold, one half filled is named', async () => {
    const saved = stubSparse();
    renderWithProviders(<GoodsEditor goodsId={7} />);
    await screen.findByLabelText('价格 基础版 / 三场');
    expect(cell('价格 基础版 / 三场').value).toBe('');
    type('价格 标准版 / 三场', '15000');
    fireEvent.click(screen.getByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].skus).toEqual([
      { attrs: { 套餐: '基础版', 场次: '单场' }, price: 5500, stock: 19 },
      { attrs: { 套餐: '标准版', 场次: '单场' }, price: 11000, stock: 31 },
      { attrs: { 套餐: '标准版', 场次: '三场' }, price: 15000, stock: 48 },
    ]);
    // A price without a stock is a row half done, not a row left out.
    type('价格 基础版 / 三场', '7000');
    fireEvent.click(screen.getByRole('button', { name: '保存草稿' }));
    expect(await screen.findByText('请填写“基础版 / 三场”的价格和库存')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 100));
    expect(saved).toHaveLength(1);
  });
});
