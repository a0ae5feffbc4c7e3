import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, Checkbox, Form, Input, InputNumber, Select, Skeleton, Space, Table } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  SELLER_GOODS_IMAGES_MAX,
  SELLER_GOODS_IMAGE_MAX_BYTES,
  SELLER_GOODS_IMAGE_TYPES,
  SELLER_GOODS_VENUES_MAX,
  sellerGoodsApproveOp,
  sellerGoodsImageUploadOp,
  sellerGoodsSaveOp,
  sellerStockProblem,
  sellerYuanProblem,
  type SellerGoodsDetail,
} from '@shp/contracts';
import { callApi } from '../../lib/api-client';
import { showError, showSuccess } from '../../lib/notify';
import {
  refreshSeller,
  useSellerAsker,
  cityListQuery,
  goodsDetailQuery,
  productBrandsQuery,
  productModelsQuery,
  productTypesQuery,
  venueOptionsQuery,
} from './api/seller';
import { problemRule } from './amount-rules';
import { ButtonLink } from '../../components/ButtonLink';
import { DetailFailed } from './MissingId';
import { handler } from '../../lib/handler';

type SkuCell = { price?: number | null; stock?: number | null };
/** `skus` by comboKey: the price and stock cells are form fields, so their rules show under them. */
type Values = {
  name: string;
  typeId?: number;
  brandId?: number | null;
  modelId?: number | null;
  cityCode?: string;
  description: string;
  skus?: Record<string, SkuCell>;
  venueIds?: number[];
};

/** Order-independent: stored SKUs may list their attributes in another order. */
const comboKey = (attrs: Record<string, string>) => JSON.stringify(Object.entries(attrs).sort(([a], [b]) => a.localeCompare(b)));

/**
 * A rule saying what the API would refuse, not InputNumber's min and max, which quietly turned a
 * typed -5 into 0.01 or 0. An empty cell passes here: the editor names the first one it finds.
 */
const priceRule = problemRule((v) => sellerYuanProblem('价格', v));
const stockRule = problemRule(sellerStockProblem);

/**
 * The combinations to sell: those with a price or a stock typed. One left wholly empty is not sold
 * (stored goods need not sell every combination of the values they use: 基础版/单场, 标准版/单场 and
 * 标准版/三场 also offer 基础版/三场 here). `missing` is a row with only one of the two, or the
 * first row when none is filled.
 */
export function sellingCombos(
  combos: Record<string, string>[],
  cells: Values['skus'],
): { selling: Record<string, string>[]; missing: Record<string, string> | null } {
  const filled = (c: Record<string, string>) => [cells?.[comboKey(c)]?.price, cells?.[comboKey(c)]?.stock].filter((v) => v != null).length;
  const half = combos.find((c) => filled(c) === 1);
  const selling = combos.filter((c) => filled(c) === 2);
  return { selling, missing: half ?? (selling.length ? null : (combos[0] ?? null)) };
}

/** Every combination of the chosen values, in attribute order. */
function combinations(attrs: { name: string; values: string[] }[]): Record<string, string>[] {
  return attrs.reduce<Record<string, string>[]>((acc, a) => acc.flatMap((c) => a.values.map((v) => ({ ...c, [a.name]: v }))), [{}]);
}

const readBase64 = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result).replace(/^data:[^,]*,/, ''));
    r.onerror = () => reject(new Error('读取图片失败'));
    r.readAsDataURL(file);
  });

/** /sellerCenter/goods/addOrEdit: goods with images, and price and stock per sale-attribute combination. */
export function GoodsEditor({ goodsId }: { goodsId: number | null }) {
  const asker = useSellerAsker();
  const existing = useQuery({ ...goodsDetailQuery(asker, goodsId ?? 0), enabled: goodsId !== null });
  if (goodsId !== null && existing.isPending)
    return (
      <div className="sc-card">
        <Skeleton active />
      </div>
    );
  if (goodsId !== null && existing.isError)
    return <DetailFailed error={existing.error} notFound="商品不存在" back="/sellerCenter/goods/list" label="返回列表" retry={() => void existing.refetch()} />;
  return <EditorForm initial={existing.data ?? null} />;
}

function EditorForm({ initial }: { initial: SellerGoodsDetail | null }) {
  const asker = useSellerAsker();
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const typeId = Form.useWatch('typeId', form);
  const brandId = Form.useWatch('brandId', form);
  const types = useQuery(productTypesQuery(asker));
  const cities = useQuery(cityListQuery());
  const brands = useQuery({ ...productBrandsQuery(asker, typeId as number), enabled: Boolean(typeId) });
  const models = useQuery({ ...productModelsQuery(asker, brandId as number), enabled: Boolean(brandId) });
  const cityCode = Form.useWatch('cityCode', form) as string | undefined;
  const [venueKeyword, setVenueKeyword] = useState('');
  const venues = useQuery({ ...venueOptionsQuery(asker, cityCode ?? '', venueKeyword.trim()), enabled: Boolean(cityCode) });
  // Names of venues chosen earlier stay known while the search shows others.
  const [venueNames, setVenueNames] = useState<Map<number, string>>(() => new Map((initial?.venues ?? []).map((v) => [v.id, v.name])));
  useEffect(() => {
    if (venues.data?.length) setVenueNames((m) => new Map([...m, ...venues.data.map((v) => [v.id, v.name] as const)]));
  }, [venues.data]);
  const type = types.data?.find((t) => t.typeId === typeId);
  const [images, setImages] = useState<string[]>(initial?.images ?? []);
  // The limit is checked when files are picked, but `images` of that render stays stale while a
  // batch uploads: these refs hold the list as changed so far and the slots of files still uploading.
  const imagesNow = useRef(images);
  const slotsInFlight = useRef(0);
  const changeImages = (next: (list: string[]) => string[]) => {
    imagesNow.current = next(imagesNow.current);
    setImages(imagesNow.current);
  };
  const [uploading, setUploading] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  // Chosen values per attribute, and price/stock per combination.
  const [chosen, setChosen] = useState<Record<string, string[]>>(() => {
    const out: Record<string, string[]> = {};
    for (const s of initial?.skus ?? []) for (const [k, v] of Object.entries(s.attrs)) out[k] = [...new Set([...(out[k] ?? []), v])];
    return out;
  });
  const [skuError, setSkuError] = useState<string | null>(null);

  const lastType = useRef<number | undefined>(initial?.typeId);
  useEffect(() => {
    // A new type has other attributes, brands and models: start those over (not when the form first reports the edited type).
    if (typeId === undefined || typeId === lastType.current) return;
    lastType.current = typeId;
    setChosen({});
    form.setFieldsValue({ brandId: null, modelId: null });
  }, [typeId, form]);

  const combos = useMemo(() => {
    if (!type) return [];
    const picked = type.saleAttrs.map((a) => ({ name: a.name, values: a.values.filter((v) => chosen[a.name]?.includes(v)) }));
    return picked.every((a) => a.values.length) ? combinations(picked) : [];
  }, [type, chosen]);

  const save = useMutation({
    mutationFn: async ({ values, submit, selling }: { values: Values; submit: boolean; selling: Record<string, string>[] }) => {
      const skus = selling.map((attrs) => ({
        attrs,
        price: values.skus?.[comboKey(attrs)]?.price as number,
        stock: values.skus?.[comboKey(attrs)]?.stock as number,
      }));
      const saved = await callApi(sellerGoodsSaveOp, {
        goodsId: initial?.goodsId,
        name: values.name,
        typeId: values.typeId as number,
        brandId: values.brandId ?? null,
        modelId: values.modelId ?? null,
        cityCode: values.cityCode as string,
        description: values.description,
        images,
        skus,
        venueIds: values.venueIds ?? [],
      });
      if (submit) await callApi(sellerGoodsApproveOp, { goodsId: saved.goodsId });
      return { saved, submit };
    },
    onSuccess: ({ saved, submit }) => {
      showSuccess(submit ? '已保存并提交审核' : '已保存为草稿');
      void refreshSeller(qc, asker);
      void navigate(`/sellerCenter/goods/details?goodsId=${saved.goodsId}`);
    },
  });

  async function onFiles(files: FileList | null) {
    if (!files?.length) return;
    // Copied before the input is cleared, which empties its FileList.
    const picked = Array.from(files);
    const free = Math.max(0, SELLER_GOODS_IMAGES_MAX - imagesNow.current.length - slotsInFlight.current);
    const batch = picked.slice(0, free);
    if (batch.length < picked.length) showError(`最多上传${SELLER_GOODS_IMAGES_MAX}张图片，已忽略${picked.length - batch.length}张`);
    if (!batch.length) {
      if (fileRef.current) fileRef.current.value = '';
      return;
    }
    slotsInFlight.current += batch.length;
    let unsettled = batch.length;
    setUploading(true);
    try {
      for (const file of batch) {
        if (!(SELLER_GOODS_IMAGE_TYPES as readonly string[]).includes(file.type)) return showError('仅支持 PNG、JPEG、WebP、GIF 图片');
        if (file.size > SELLER_GOODS_IMAGE_MAX_BYTES) return showError('图片不能超过700KB');
        const r = await callApi(sellerGoodsImageUploadOp, { fileName: file.name, content: await readBase64(file) });
        slotsInFlight.current -= 1;
        unsettled -= 1;
        changeImages((list) => [...list, r.url]);
      }
    } catch {
      // callApi has shown the message.
    } finally {
      // A refused file or a failed call ends the batch: the files after it give their slots back.
      slotsInFlight.current -= unsettled;
      setUploading(slotsInFlight.current > 0);
      if (fileRef.current) fileRef.current.value = '';
    }
  }

  const submitWith = (submit: boolean) => async () => {
    setSkuError(null);
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    if (!images.length) return setSkuError('请至少上传一张商品图片');
    if (!combos.length) return setSkuError('请为每个销售属性至少选择一个值');
    const { selling, missing } = sellingCombos(combos, values.skus);
    if (missing) return setSkuError(`请填写“${Object.values(missing).join(' / ')}”的价格和库存`);
    save.mutate({ values, submit, selling });
  };

  const cityOptions = (cities.data?.region ?? []).flatMap((g) => g.cities).map((c) => ({ value: c.cityCode, label: `${c.cityName}（${c.provinceName}）` }));

  return (
    <div className="sc-card">
      <div className="sc-head">
        <h1 className="sc-title">{initial ? '编辑商品' : '发布商品'}</h1>
      </div>
      {initial?.status === 'approved' && <Alert type="warning" showIcon style={{ marginBottom: 12 }} title="已审核通过的商品修改后将下架，并需重新提交审核" />}
      {initial?.status === 'rejected' && <Alert type="error" showIcon style={{ marginBottom: 12 }} title={`驳回原因：${initial.rejectReason ?? ''}`} />}
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={
          initial
            ? {
                name: initial.name,
                typeId: initial.typeId,
                brandId: initial.brandId,
                modelId: initial.modelId,
                cityCode: initial.cityCode,
                description: initial.description,
                skus: Object.fromEntries(initial.skus.map((s) => [comboKey(s.attrs), { price: s.price, stock: s.stock }])),
                venueIds: initial.venues.map((v) => v.id),
              }
            : { name: '', description: '' }
        }
        style={{ maxWidth: 760 }}
      >
        <Form.Item
          name="name"
          label="商品名称"
          rules={[
            { required: true, whitespace: true, message: '请输入商品名称' },
            { max: 60, message: '商品名称最多60字' },
          ]}
        >
          <Input placeholder="如：中庭快闪活动全案策划" maxLength={60} showCount />
        </Form.Item>
        <Space wrap size={16} style={{ display: 'flex' }}>
          <Form.Item name="typeId" label="商品类型" rules={[{ required: true, message: '请选择商品类型' }]}>
            <Select
              style={{ width: 180 }}
              placeholder="请选择"
              loading={types.isPending}
              options={(types.data ?? []).map((t) => ({ value: t.typeId, label: t.name }))}
            />
          </Form.Item>
          <Form.Item name="brandId" label="品牌">
            <Select
              style={{ width: 180 }}
              placeholder={typeId ? '可选' : '先选择类型'}
              allowClear
              disabled={!typeId}
              options={(brands.data ?? []).map((b) => ({ value: b.brandId, label: b.name }))}
              onChange={() => form.setFieldValue('modelId', null)}
            />
          </Form.Item>
          <Form.Item name="modelId" label="型号">
            <Select
              style={{ width: 180 }}
              placeholder={brandId ? '可选' : '先选择品牌'}
              allowClear
              disabled={!brandId}
              options={(models.data ?? []).map((m) => ({ value: m.modelId, label: m.name }))}
            />
          </Form.Item>
          <Form.Item name="cityCode" label="服务城市" rules={[{ required: true, message: '请选择服务城市' }]}>
            <Select
              style={{ width: 220 }}
              placeholder="请选择"
              showSearch
              optionFilterProp="label"
              loading={cities.isPending}
              options={cityOptions}
              // Linked venues belong to the service city.
              onChange={() => form.setFieldValue('venueIds', [])}
            />
          </Form.Item>
        </Space>
        <Form.Item name="venueIds" label="关联场地" extra="选填：在该城市提供服务的场地，服务详情页和场地页会互相链接">
          <Select
            mode="multiple"
            aria-label="关联场地"
            placeholder={cityCode ? '输入场地名称搜索' : '先选择服务城市'}
            disabled={!cityCode}
            showSearch
            filterOption={false}
            onSearch={setVenueKeyword}
            loading={venues.isFetching}
            maxCount={SELLER_GOODS_VENUES_MAX}
            notFoundContent={venues.isError ? '场地加载失败，请重试' : venues.isFetching ? '加载中…' : '没有匹配的场地'}
            options={[...new Set([...(form.getFieldValue('venueIds') ?? []), ...(venues.data ?? []).map((v) => v.id)])].map((id: number) => ({
              value: id,
              label: venueNames.get(id) ?? `场地 #${id}`,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="description"
          label="商品描述"
          rules={[
            { required: true, whitespace: true, message: '请输入商品描述' },
            { max: 5000, message: '商品描述最多5000字' },
          ]}
        >
          <Input.TextArea rows={5} maxLength={5000} showCount placeholder="服务内容、执行流程、场地要求等" />
        </Form.Item>
        <Form.Item label={`商品图片（最多${SELLER_GOODS_IMAGES_MAX}张，PNG/JPEG/WebP/GIF，每张不超过700KB）`} required>
          <div className="sc-images">
            {images.map((url, i) => (
              <div key={url} style={{ position: 'relative' }}>
                <img src={url} alt={`商品图片${i + 1}`} />
                <Button size="small" danger style={{ position: 'absolute', top: 4, right: 4 }} onClick={() => changeImages((l) => l.filter((u) => u !== url))}>
                  删除
                </Button>
              </div>
            ))}
          </div>
          <input
            ref={fileRef}
            type="file"
            accept={SELLER_GOODS_IMAGE_TYPES.join(',')}
            multiple
            style={{ display: 'none' }}
            data-testid="goods-image-input"
            onChange={(e) => void onFiles(e.target.files)}
          />
          <Button style={{ marginTop: 8 }} loading={uploading} disabled={images.length >= SELLER_GOODS_IMAGES_MAX} onClick={() => fileRef.current?.click()}>
            上传图片
          </Button>
        </Form.Item>
        <Form.Item label="销售属性" required>
          {!type ? (
            <span style={{ color: '#8c8c8c' }}>请先选择商品类型</span>
          ) : (
            type.saleAttrs.map((a) => (
              <div key={a.name} style={{ marginBottom: 8 }}>
                <b style={{ marginRight: 12 }}>{a.name}</b>
                <Checkbox.Group options={a.values} value={chosen[a.name] ?? []} onChange={(v) => setChosen((c) => ({ ...c, [a.name]: v as string[] }))} />
              </div>
            ))
          )}
        </Form.Item>
        {combos.length > 0 && (
          <div className="sc-table-wrap" style={{ marginBottom: 16 }}>
            <Table
              size="small"
              pagination={false}
              rowKey={(c) => comboKey(c)}
              dataSource={combos}
              columns={[
                { title: '规格', key: 'spec', render: (_: unknown, c: Record<string, string>) => Object.values(c).join(' / ') },
                {
                  title: '价格（元）',
                  key: 'price',
                  render: (_: unknown, c: Record<string, string>) => (
                    <Form.Item name={['skus', comboKey(c), 'price']} rules={[priceRule]} style={{ marginBottom: 0 }}>
                      <InputNumber aria-label={`价格 ${Object.values(c).join(' / ')}`} />
                    </Form.Item>
                  ),
                },
                {
                  title: '库存',
                  key: 'stock',
                  render: (_: unknown, c: Record<string, string>) => (
                    <Form.Item name={['skus', comboKey(c), 'stock']} rules={[stockRule]} style={{ marginBottom: 0 }}>
                      <InputNumber aria-label={`库存 ${Object.values(c).join(' / ')}`} />
                    </Form.Item>
                  ),
                },
              ]}
            />
          </div>
        )}
        {combos.length > 1 && <p style={{ color: '#8c8c8c', marginTop: -8 }}>价格和库存都不填的规格不出售</p>}
        {skuError && <Alert type="error" showIcon title={skuError} style={{ marginBottom: 12 }} />}
        <Space wrap>
          <Button onClick={handler(submitWith(false))} loading={save.isPending && !save.variables?.submit}>
            保存草稿
          </Button>
          <Button type="primary" onClick={handler(submitWith(true))} loading={save.isPending && save.variables?.submit}>
            保存并提交审核
          </Button>
          <ButtonLink to="/sellerCenter/goods/list" type="text">
            取消
          </ButtonLink>
        </Space>
      </Form>
    </div>
  );
}
