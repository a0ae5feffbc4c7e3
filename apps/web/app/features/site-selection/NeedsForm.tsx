import { useEffect, useMemo, useRef, useState } from 'react';
import { AutoComplete, Button, Checkbox, DatePicker, Form, InputNumber, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import {
  AUTOCOMPLETE_DEBOUNCE_MS,
  BRAND_NAME_MAX,
  chinaDay,
  districtListOp,
  Msg,
  recommendSpinnerOp,
  SHOP_FLOORS,
  submitSiteNeedsOp,
  type CustomizeRecord,
  type FormatNode,
  type OpOutput,
} from '@shp/contracts';
import { callApi } from '../../lib/api-client';
import { outsideChinaDays } from '../../lib/china-days';
import { HighlightText } from '../../components/HighlightText';

type Suggestion = OpOutput<typeof recommendSpinnerOp>[number];
interface Values {
  brandName: string;
  formatId: number;
  areaMin: number;
  areaMax: number;
  budget: number;
  cityCodes: string[];
  districtCodes?: string[];
  floors?: string[];
  openBy?: Dayjs;
  retrofit?: boolean;
}

const DEFAULTS: Partial<Values> = { areaMin: 80, areaMax: 200, budget: 50000 };

/** The form's values for a saved record, so 修改需求 opens on what the member entered. */
function valuesOf(record: CustomizeRecord): Values {
  return {
    brandName: record.brandName,
    formatId: record.formatId,
    areaMin: record.areaMin,
    areaMax: record.areaMax,
    budget: record.budget,
    cityCodes: record.cityCodes,
    districtCodes: record.districtCodes,
    floors: record.floors,
    openBy: record.openBy ? dayjs(record.openBy) : undefined,
    retrofit: record.retrofit,
  };
}

const oneCityOf = (codes: string[] | undefined) => (codes?.length === 1 ? codes[0] : undefined);

/**
 * A brand's needs for smart site selection. Picking a suggested brand fills its format (the
 * suggestion names no store size); typing clears the pick (SPEC §3 brand suggestion). With `record` it edits that
 * saved record: filled with its needs, and saved back to it.
 */
export function NeedsForm({
  formats,
  cities,
  record,
  defaultCityCode,
  onSubmitted,
}: {
  formats: FormatNode[];
  cities: { cityCode: string; cityName: string }[];
  record?: CustomizeRecord | null;
  /** The city the visitor chose: a new report targets it unless they pick others. */
  defaultCityCode?: string;
  onSubmitted: (r: { recordId: number; total: number }) => void;
}) {
  const [form] = Form.useForm<Values>();
  const [brandId, setBrandId] = useState<number | undefined>(record?.brandId ?? undefined);
  const [options, setOptions] = useState<Suggestion[]>([]);
  const [typed, setTyped] = useState('');
  const [districts, setDistricts] = useState<{ regionId: string; regionName: string }[]>([]);
  const [saving, setSaving] = useState(false);
  const savingRef = useRef(false);
  // A new report targets the chosen city when it has units to lease (one of `cities`).
  // Computed once: the form reads its initial values at mount only.
  const [initial] = useState<Partial<Values>>(() =>
    record ? valuesOf(record) : { ...DEFAULTS, cityCodes: cities.some((c) => c.cityCode === defaultCityCode) ? [defaultCityCode as string] : [] },
  );
  const districtCityRef = useRef(initial.cityCodes);
  // The record's own district names label its choices before the city's district list arrives.
  const savedDistrictName = (code: unknown) => record?.districtNames[record.districtCodes.indexOf(String(code))];
  // Before the form reports its values (the first render, the server's) the record's cities hold.
  const cityCodes = Form.useWatch('cityCodes', form) ?? initial.cityCodes ?? [];
  const oneCity = oneCityOf(cityCodes);

  useEffect(() => {
    const t = setTimeout(() => {
      callApi(recommendSpinnerOp, { associateType: '1', associateName: typed, cityCode: oneCity }, { silent: true })
        .then(setOptions)
        .catch(() => setOptions([]));
    }, AUTOCOMPLETE_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [typed, oneCity]);

  useEffect(() => {
    if (!oneCity) return setDistricts([]);
    callApi(districtListOp, { cityCode: oneCity }, { silent: true })
      .then(setDistricts)
      .catch(() => setDistricts([]));
  }, [oneCity]);

  // Districts belong to one city: the member changing the city drops them. Only on the member's
  // change (never on mount), or a saved record's districts would be wiped as the form opens.
  function onValuesChange(changed: Partial<Values>, all: Values) {
    if (!('cityCodes' in changed)) return;
    const city = oneCityOf(all.cityCodes);
    if (!city || city !== oneCityOf(districtCityRef.current)) form.setFieldValue('districtCodes', []);
    districtCityRef.current = all.cityCodes;
  }

  const formatOptions = useMemo(
    () =>
      formats.map((p) => ({
        label: p.name,
        options: [{ value: p.id, label: `${p.name}（不限细分）` }, ...p.children.map((c) => ({ value: c.id, label: c.name }))],
      })),
    [formats],
  );

  async function submit(v: Values) {
    // One save per form: a click landing before the button shows it is busy saves nothing twice.
    if (savingRef.current) return;
    savingRef.current = true;
    setSaving(true);
    try {
      const r = await callApi(submitSiteNeedsOp, {
        recordId: record?.id,
        brandName: v.brandName,
        brandId,
        formatId: v.formatId,
        areaMin: v.areaMin,
        areaMax: v.areaMax,
        budget: v.budget,
        cityCodes: v.cityCodes,
        districtCodes: v.districtCodes ?? [],
        floors: (v.floors ?? []) as (typeof SHOP_FLOORS)[number][],
        openBy: v.openBy ? v.openBy.format('YYYY-MM-DD') : undefined,
        retrofit: Boolean(v.retrofit),
      });
      // Stays busy until the results replace the form: a second click would save a second record.
      onSubmitted(r);
    } catch {
      // callApi has shown the server's message.
      savingRef.current = false;
      setSaving(false);
    }
  }

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={(v) => void submit(v)}
      onValuesChange={onValuesChange}
      requiredMark
      initialValues={initial}
      style={{ maxWidth: 720 }}
    >
      <Form.Item name="brandName" label="品牌名称" rules={[{ required: true, whitespace: true, message: Msg.BRAND_REQUIRED }, { max: BRAND_NAME_MAX }]}>
        <AutoComplete
          placeholder="输入品牌名称，可从联想中选择"
          maxLength={BRAND_NAME_MAX}
          onSearch={(v) => {
            setTyped(v);
            setBrandId(undefined);
          }}
          onSelect={(_v: string, o: { id?: number }) => {
            const hit = options.find((s) => s.id === o.id);
            setBrandId(o.id);
            // The suggestion carries the format name in `extra`; fill the format when it matches.
            const fmt = formats.flatMap((p) => p.children).find((c) => hit?.extra.startsWith(c.name));
            if (fmt) form.setFieldValue('formatId', fmt.id);
          }}
          options={options.map((s) => ({
            value: s.associateName,
            id: s.id,
            label: (
              <span>
                <HighlightText parts={s.associateNameHighlight} /> <span className="shp-find-muted">{s.extra}</span>
              </span>
            ),
          }))}
        />
      </Form.Item>
      <Form.Item name="formatId" label="经营业态" rules={[{ required: true, message: '请选择经营业态' }]}>
        <Select placeholder="请选择业态" options={formatOptions} showSearch={{ optionFilterProp: 'label' }} />
      </Form.Item>
      <Form.Item label="面积需求（㎡）" required>
        <Space.Compact>
          <Form.Item name="areaMin" noStyle rules={[{ required: true, message: '请输入最小面积' }]}>
            <InputNumber min={1} max={20000} precision={0} placeholder="最小" aria-label="最小面积" />
          </Form.Item>
          <Form.Item
            name="areaMax"
            noStyle
            dependencies={['areaMin']}
            rules={[
              { required: true, message: '请输入最大面积' },
              ({ getFieldValue }) => ({
                validator: (_r, v: number) =>
                  v >= (getFieldValue('areaMin') ?? 0) ? Promise.resolve() : Promise.reject(new Error('最小面积不能大于最大面积')),
              }),
            ]}
          >
            <InputNumber min={1} max={20000} precision={0} placeholder="最大" aria-label="最大面积" />
          </Form.Item>
        </Space.Compact>
      </Form.Item>
      <Form.Item name="budget" label="月租金预算（元/月）" rules={[{ required: true, message: '请输入月租金预算' }]}>
        <InputNumber min={1000} max={10000000} step={5000} precision={0} style={{ width: 220 }} />
      </Form.Item>
      <Form.Item name="cityCodes" label="目标城市（最多5个）" rules={[{ required: true, message: '请至少选择一个城市' }]}>
        <Select
          mode="multiple"
          maxCount={5}
          placeholder="请选择城市"
          options={cities.map((c) => ({ value: c.cityCode, label: c.cityName }))}
          showSearch={{ optionFilterProp: 'label' }}
        />
      </Form.Item>
      <Form.Item name="districtCodes" label="意向区县（选一个城市时可选）">
        <Select
          mode="multiple"
          showSearch={{ optionFilterProp: 'label' }}
          disabled={!oneCity}
          placeholder={oneCity ? '不限区县' : '请先只选择一个城市'}
          options={districts.map((d) => ({ value: d.regionId, label: d.regionName }))}
          labelRender={(d) => d.label ?? savedDistrictName(d.value) ?? '加载中…'}
        />
      </Form.Item>
      <Form.Item name="floors" label="意向楼层">
        <Checkbox.Group options={SHOP_FLOORS.map((f) => ({ value: f, label: f }))} />
      </Form.Item>
      <Form.Item
        name="openBy"
        label="计划开业时间（铺位需在此之前可交付）"
        rules={[
          {
            validator: (_r, v?: Dayjs) =>
              !v || v.format('YYYY-MM-DD') >= chinaDay() ? Promise.resolve() : Promise.reject(new Error('计划开业时间不能早于今天')),
          },
        ]}
      >
        <DatePicker disabledDate={outsideChinaDays(0)} />
      </Form.Item>
      <Form.Item
        name="retrofit"
        valuePropName="checked"
        extra="重餐饮（中餐、火锅、烧烤等）须有排烟、燃气、上下水和足够电量；不接受改造时，缺这些条件的铺位不推荐。"
      >
        <Checkbox>接受改造（可自行加装排烟、燃气等，缺条件的铺位列在「需改造」中）</Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" loading={saving}>
        开始智能匹配
      </Button>
    </Form>
  );
}
