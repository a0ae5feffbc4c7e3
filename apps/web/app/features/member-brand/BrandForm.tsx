import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, AutoComplete, Button, Card, Cascader, Form, Input, InputNumber, Radio, Result, Select, Skeleton, Space } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AUTOCOMPLETE_DEBOUNCE_MS,
  BRAND_NAME_MAX,
  CONTACT_MAX,
  Msg,
  PHONE_PATTERN,
  lotteryInfoOp,
  myBrandOp,
  normalizePhoneInput,
  pointBillOp,
  pointSummaryOp,
  queryAllBrandOp,
  queryFillInfoStepOp,
  saveBrandOp,
  type BrandSuggestion,
} from '@shp/contracts';
import { callApi } from '../../lib/api-client';
import { cityListQuery, formatTreeQuery, myBrandQuery } from './api/member-brand';
import { FillProgress } from './FillProgress';
import { PhoneInput } from '../../components/PhoneInput';
import { showSuccess } from '../../lib/notify';
import { handler } from '../../lib/handler';
import { invalidateOps } from '../../lib/query-keys';

interface Values {
  brandName: string;
  /** Set when a catalogue suggestion is picked, cleared when the name is typed (SPEC §3). */
  brandId?: number | null;
  formats: number[][];
  storeCount?: number | null;
  areaMin?: number | null;
  areaMax?: number | null;
  cityCodes: string[];
  logoUrl?: string | null;
  contacts: string;
  phone: string;
  isOpenShop: 'Y' | 'N';
  intro?: string;
}

/** Query of /fabu (SPEC §2): settleIn, cgxisShow, name, contacts, phone, brandId, isOpenShop. */
export interface FabuQuery {
  settleIn?: string | null;
  cgxisShow?: string | null;
  name?: string | null;
  contacts?: string | null;
  phone?: string | null;
  brandId?: string | null;
  isOpenShop?: string | null;
}

/**
 * /personalCenter/fabu: the brand-information form. The query prefills it (a lead just left on the
 * home page passes name, contacts, phone, brandId and isOpenShop); a saved profile fills the rest.
 * `logoInput` is the upload control, composed in by the route.
 */
export function BrandForm({ token, query, logoInput }: { token: string; query: FabuQuery; logoInput: React.ReactNode }) {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [suggestions, setSuggestions] = useState<BrandSuggestion[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mine = useQuery(myBrandQuery(token));
  const tree = useQuery(formatTreeQuery());
  const cities = useQuery(cityListQuery());

  const parentOf = useMemo(() => {
    const m = new Map<number, number>();
    for (const p of tree.data ?? []) for (const c of p.children) m.set(c.id, p.id);
    return m;
  }, [tree.data]);

  useEffect(() => {
    if (!mine.data || !tree.data) return;
    const p = mine.data.profile;
    const fromQuery = {
      brandName: query.name?.slice(0, BRAND_NAME_MAX) || undefined,
      contacts: query.contacts?.slice(0, CONTACT_MAX) || undefined,
      phone: query.phone ? normalizePhoneInput(query.phone) : undefined,
      isOpenShop: query.isOpenShop === 'Y' || query.isOpenShop === 'N' ? (query.isOpenShop as 'Y' | 'N') : undefined,
    };
    form.setFieldsValue({
      brandName: fromQuery.brandName ?? p?.brandName ?? '',
      brandId: fromQuery.brandName ? (query.brandId && /^\d+$/.test(query.brandId) ? Number(query.brandId) : null) : (p?.brandId ?? null),
      formats: (p?.formatIds ?? []).map((id) => (parentOf.has(id) ? [parentOf.get(id)!, id] : [id])), // has() checked
      storeCount: p?.storeCount ?? null,
      areaMin: p?.areaMin ?? null,
      areaMax: p?.areaMax ?? null,
      cityCodes: p?.cityCodes ?? [],
      logoUrl: p?.logoUrl ?? null,
      contacts: fromQuery.contacts ?? p?.contacts ?? '',
      phone: fromQuery.phone ?? p?.phone ?? '',
      isOpenShop: fromQuery.isOpenShop ?? p?.isOpenShop ?? 'Y',
      intro: p?.intro ?? '',
    });
  }, [mine.data, tree.data, parentOf, query.name, query.contacts, query.phone, query.isOpenShop, query.brandId, form]);

  function suggest(text: string) {
    clearTimeout(timer.current);
    if (!text.trim()) return setSuggestions([]);
    timer.current = setTimeout(() => {
      callApi(queryAllBrandOp, { useBrandName: text.slice(0, BRAND_NAME_MAX) }, { silent: true }).then(setSuggestions, () => setSuggestions([]));
    }, AUTOCOMPLETE_DEBOUNCE_MS);
  }
  useEffect(() => () => clearTimeout(timer.current), []);

  const cityOptions = useMemo(
    () =>
      (cities.data?.province ?? []).map((g) => ({ label: g.name, title: g.name, options: g.cities.map((c) => ({ label: c.cityName, value: c.cityCode })) })),
    [cities.data],
  );

  async function submit(v: Values) {
    setBusy(true);
    try {
      const r = await callApi(saveBrandOp, {
        brandName: v.brandName,
        brandId: v.brandId ?? null,
        formatIds: v.formats.map((path) => path[path.length - 1]),
        storeCount: v.storeCount ?? null,
        areaMin: v.areaMin ?? null,
        areaMax: v.areaMax ?? null,
        cityCodes: v.cityCodes ?? [],
        logoUrl: v.logoUrl ?? null,
        contacts: v.contacts,
        phone: v.phone,
        isOpenShop: v.isOpenShop,
        intro: v.intro ?? '',
      });
      showSuccess(r.fill.percent === 100 ? '品牌信息已保存，资料已完善' : `品牌信息已保存，已完成 ${r.fill.percent}%`);
      await invalidateOps(qc, [myBrandOp, queryFillInfoStepOp], token);
      await invalidateOps(qc, [pointSummaryOp, pointBillOp, lotteryInfoOp], token);
      void navigate('/personalCenter/myBrand');
    } catch {
      // callApi showed the server's message.
    } finally {
      setBusy(false);
    }
  }

  if (mine.isError || tree.isError) {
    // An empty form here would save blanks over the member's profile, and without the format tree
    // the required 经营业态 cannot be chosen: offer a retry instead.
    const retry = () => Promise.all([mine.isError && mine.refetch(), tree.isError && tree.refetch()]);
    return (
      <div className="pc-card">
        <Result status="warning" title="品牌信息加载失败" subTitle="网络异常，请稍后重试" extra={<Button onClick={() => void retry()}>重试</Button>} />
      </div>
    );
  }
  if (mine.isPending || tree.isPending)
    return (
      <div className="pc-card">
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  return (
    <Card
      className="pc-card-plain"
      title={
        <h1 className="pc-title" style={{ margin: 0 }}>
          完善品牌信息
        </h1>
      }
    >
      {query.cgxisShow === '1' && (
        <Alert type="success" showIcon style={{ marginBottom: 12 }} message="提交成功！顾问将在1个工作日内联系您，完善以下品牌信息可获得更精准的推荐。" />
      )}
      {query.settleIn === '1' && <Alert type="info" showIcon style={{ marginBottom: 12 }} message="品牌入驻：请填写品牌资料，审核通过后将展示给商场招商方。" />}
      {mine.data && (
        <div style={{ marginBottom: 16 }}>
          <FillProgress fill={mine.data.fill} compact />
        </div>
      )}
      <Form<Values> form={form} layout="vertical" onFinish={handler(submit)} scrollToFirstError requiredMark>
        <Form.Item
          name="brandName"
          label="品牌名称"
          rules={[
            { required: true, whitespace: true, message: Msg.BRAND_REQUIRED },
            { max: BRAND_NAME_MAX, message: `品牌名称最多${BRAND_NAME_MAX}个字` },
          ]}
        >
          <AutoComplete
            maxLength={BRAND_NAME_MAX}
            placeholder="请输入品牌名称"
            onSearch={(text) => {
              form.setFieldValue('brandId', null);
              suggest(text);
            }}
            onSelect={(_v, option) => form.setFieldValue('brandId', (option as { id?: number }).id ?? null)}
            options={suggestions.map((b) => ({
              id: b.id,
              value: b.associateName,
              label: (
                <span>
                  {b.associateNameHighlight.map((part, i) =>
                    part.hit ? (
                      <b key={i} style={{ color: '#d4380d' }}>
                        {part.text}
                      </b>
                    ) : (
                      <span key={i}>{part.text}</span>
                    ),
                  )}
                </span>
              ),
            }))}
          />
        </Form.Item>
        <Form.Item name="brandId" hidden>
          <Input />
        </Form.Item>
        <Form.Item name="formats" label="经营业态" rules={[{ required: true, type: 'array', min: 1, message: '请选择经营业态' }]}>
          <Cascader
            multiple
            maxTagCount="responsive"
            placeholder="请选择业态（可多选）"
            showCheckedStrategy={Cascader.SHOW_CHILD}
            options={(tree.data ?? []).map((p) => ({ value: p.id, label: p.name, children: p.children.map((c) => ({ value: c.id, label: c.name })) }))}
          />
        </Form.Item>
        <Space wrap size={16} style={{ width: '100%' }}>
          <Form.Item name="storeCount" label="现有门店数">
            <InputNumber min={0} max={100000} precision={0} placeholder="家" style={{ width: 140 }} />
          </Form.Item>
          <Form.Item label="面积需求（㎡）">
            <Space.Compact>
              <Form.Item name="areaMin" noStyle>
                <InputNumber min={1} max={100000} precision={0} placeholder="最小" style={{ width: 110 }} aria-label="最小面积" />
              </Form.Item>
              <span className="pc-range-sep">至</span>
              <Form.Item
                name="areaMax"
                noStyle
                dependencies={['areaMin']}
                rules={[
                  ({ getFieldValue }) => ({
                    validator: (_r, v) =>
                      v == null || getFieldValue('areaMin') == null || v >= getFieldValue('areaMin')
                        ? Promise.resolve()
                        : Promise.reject(new Error('最小面积不能大于最大面积')),
                  }),
                ]}
              >
                <InputNumber min={1} max={100000} precision={0} placeholder="最大" style={{ width: 110 }} aria-label="最大面积" />
              </Form.Item>
            </Space.Compact>
          </Form.Item>
        </Space>
        <Form.Item name="cityCodes" label="拓展城市" rules={[{ type: 'array', max: 30, message: '拓展城市最多选30个' }]}>
          <Select
            mode="multiple"
            showSearch
            optionFilterProp="label"
            placeholder="请选择计划拓展的城市"
            options={cityOptions}
            loading={cities.isPending}
            maxTagCount="responsive"
          />
        </Form.Item>
        <Form.Item name="logoUrl" label="品牌Logo">
          {logoInput}
        </Form.Item>
        <Space wrap size={16} style={{ width: '100%' }}>
          <Form.Item
            name="contacts"
            label="联系人"
            rules={[
              { required: true, whitespace: true, message: Msg.CONTACT_REQUIRED },
              { max: CONTACT_MAX, message: `联系人最多${CONTACT_MAX}个字` },
            ]}
          >
            <Input maxLength={CONTACT_MAX} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item
            name="phone"
            label="手机号"
            rules={[
              { required: true, message: Msg.PHONE_REQUIRED },
              { pattern: PHONE_PATTERN, message: '请输入正确的手机号码' },
            ]}
          >
            <PhoneInput style={{ width: 200 }} />
          </Form.Item>
        </Space>
        <Form.Item name="isOpenShop" label="是否有开店/拓店计划" rules={[{ required: true, message: Msg.OPEN_SHOP_REQUIRED }]}>
          <Radio.Group
            options={[
              { label: '有', value: 'Y' },
              { label: '暂无', value: 'N' },
            ]}
          />
        </Form.Item>
        <Form.Item name="intro" label="品牌简介" rules={[{ max: 500, message: '品牌简介最多500个字' }]}>
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={busy} data-testid="brand-submit">
            保存
          </Button>
          <Button onClick={() => void navigate('/personalCenter/myBrand')}>取消</Button>
        </Space>
      </Form>
    </Card>
  );
}
