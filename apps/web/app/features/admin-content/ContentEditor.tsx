import { useEffect, useRef, useState } from 'react';
import { Alert, App, Button, DatePicker, Drawer, Form, Input, InputNumber, Select, Space, Spin, Switch } from 'antd';
import dayjs from 'dayjs';
import { useQuery } from '@tanstack/react-query';
import { CONTENT_TYPE_LABELS, type ContentSaveInput, type ContentType } from '@shp/contracts';
import { ApiError } from '../../lib/api-client';
import { showSuccess } from '../../lib/notify';
import { usePhoneWidth } from '../../hooks/use-phone-width';
import { allCitiesQuery, cityDistrictsQuery, contentItemQuery, contentOptionsQuery, saveContent } from './api/admin-content';
import { AvailabilityField } from './AvailabilityField';
import { CONTENT_DEFAULTS, CONTENT_FIELDS, type FieldSpec } from './content-fields';
import { ImageField, ImagesField } from './ImageField';
import { handler } from '../../lib/handler';

type Values = Record<string, unknown>;

/** Date fields travel as strings; the pickers work with dayjs. */
function toForm(fields: FieldSpec[], values: Values): Values {
  const out: Values = { ...values };
  for (const f of fields) {
    const v = values[f.name];
    if ((f.kind === 'date' || f.kind === 'datetime') && typeof v === 'string' && v) out[f.name] = dayjs(v);
  }
  return out;
}

function fromForm(fields: FieldSpec[], values: Values): Values {
  const out: Values = { ...values };
  for (const f of fields) {
    const v = values[f.name];
    if (f.kind === 'date') out[f.name] = v ? (v as dayjs.Dayjs).format('YYYY-MM-DD') : '';
    else if (f.kind === 'datetime') out[f.name] = v ? (v as dayjs.Dayjs).toISOString() : null;
    else if ((f.kind === 'mall' || f.kind === 'city' || f.kind === 'number') && (v === undefined || v === '')) out[f.name] = null;
    else if (f.kind === 'text' || f.kind === 'textarea') out[f.name] = typeof v === 'string' ? v : '';
  }
  return out;
}

/** Create or edit one item of any content type; saved items show on the public site at once. */
export function ContentEditor({ type, id, onClose, onSaved }: { type: ContentType; id: number | null; onClose: () => void; onSaved: () => void }) {
  const narrow = usePhoneWidth();
  const fields = CONTENT_FIELDS[type];
  const [form] = Form.useForm<Values>();
  const item = useQuery({ ...contentItemQuery(type, id ?? 0), enabled: id !== null });
  const options = useQuery(contentOptionsQuery());
  const cities = useQuery(allCitiesQuery());
  const { modal } = App.useApp();
  const cityCode = Form.useWatch('cityCode', form) as string | undefined;
  const districts = useQuery(cityDistrictsQuery(cityCode ?? ''));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorRef = useRef<HTMLDivElement>(null);

  /**
   * The server names the field in its own words ('面积不能小于0.1'): mark that field and scroll to
   * it; otherwise bring the message at the top of the drawer into view, so 保存 never seems to do nothing.
   */
  const showServerError = (message: string) => {
    setError(message);
    const field = fields.find((f) => message.startsWith(f.label.replace(/（.*$/, '')));
    if (field) {
      form.setFields([{ name: field.name, errors: [message] }]);
      form.scrollToField(field.name, { block: 'center' });
    } else {
      requestAnimationFrame(() => errorRef.current?.scrollIntoView({ block: 'nearest' }));
    }
  };

  useEffect(() => {
    if (id === null) form.setFieldsValue(toForm(fields, CONTENT_DEFAULTS[type]));
    else if (item.data) form.setFieldsValue(toForm(fields, item.data.fields as Values));
  }, [form, fields, id, item.data, type]);

  const readOnly = type === 'agreement' && id !== null;
  const control = (f: FieldSpec) => {
    switch (f.kind) {
      case 'textarea':
        return (
          <Input.TextArea rows={f.name === 'content' || f.name === 'intro' || f.name === 'description' ? 8 : 3} maxLength={f.max} showCount={Boolean(f.max)} />
        );
      case 'number':
        // Every number an editor types (areas, rents, counts, order) is zero or more; the server says the same.
        return <InputNumber min={0} style={{ width: '100%' }} />;
      case 'date':
        return <DatePicker style={{ width: '100%' }} />;
      case 'datetime':
        return <DatePicker showTime style={{ width: '100%' }} />;
      case 'switch':
        return <Switch />;
      case 'select':
        return <Select options={f.options} />;
      case 'tags':
        return <Select mode="tags" tokenSeparators={[',', '，', ' ']} open={false} />;
      case 'image':
        return <ImageField />;
      case 'images':
        return <ImagesField />;
      case 'mall':
        return (
          <Select
            allowClear={!f.required}
            showSearch={{ optionFilterProp: 'label' }}
            loading={options.isPending}
            options={(options.data?.malls ?? []).map((m) => ({ value: m.id, label: `${m.name}（#${m.id}）` }))}
          />
        );
      case 'format':
      case 'formats':
        return (
          <Select
            mode={f.kind === 'formats' ? 'multiple' : undefined}
            showSearch={{ optionFilterProp: 'label' }}
            loading={options.isPending}
            options={(options.data?.formats ?? []).filter((x) => x.parentId !== null).map((x) => ({ value: x.id, label: x.name }))}
          />
        );
      case 'housekeeper':
        return (
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={options.isPending}
            options={(options.data?.housekeepers ?? []).map((h) => ({ value: h.id, label: h.name }))}
          />
        );
      case 'district':
        return (
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            disabled={!cityCode}
            placeholder={cityCode ? '请选择区县' : '请先选择城市'}
            loading={districts.isFetching}
            options={districts.data ?? []}
          />
        );
      case 'availability':
        return <AvailabilityField />;
      case 'city':
      case 'cities':
        return (
          <Select
            allowClear={!f.required}
            mode={f.kind === 'cities' ? 'multiple' : undefined}
            showSearch={{ optionFilterProp: 'label' }}
            loading={cities.isPending}
            options={cities.data ?? []}
          />
        );
      default:
        return <Input maxLength={f.max} />;
    }
  };

  return (
    <Drawer
      open
      title={`${id === null ? '新建' : readOnly ? '查看' : '编辑'}${CONTENT_TYPE_LABELS[type]}`}
      size={narrow ? '100%' : 720}
      onClose={onClose}
      destroyOnHidden
      extra={
        !readOnly && (
          <Space>
            <Button onClick={onClose}>取消</Button>
            <Button type="primary" loading={busy} onClick={() => form.submit()}>
              保存
            </Button>
          </Space>
        )
      }
    >
      {id !== null && item.isPending && <Spin />}
      {item.isError && <Alert type="error" showIcon title="内容加载失败" />}
      <div ref={errorRef}>{error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}</div>
      {readOnly && (
        <Alert type="info" showIcon title="已发布的协议版本不能修改；如需更新，请新建一个更晚日期的版本，会员将被要求重新同意。" style={{ marginBottom: 16 }} />
      )}
      <Form
        form={form}
        layout="vertical"
        disabled={readOnly}
        scrollToFirstError
        onValuesChange={(changed: Values) => {
          // A district belongs to one city: picking another city asks for its district again.
          if ('cityCode' in changed && fields.some((f) => f.kind === 'district')) form.setFieldValue('districtCode', undefined);
        }}
        onFinish={handler(async (values) => {
          setBusy(true);
          setError(null);
          try {
            const saved = await saveContent({ type, ...(id !== null ? { id } : {}), fields: fromForm(fields, values) } as ContentSaveInput);
            showSuccess(id === null ? '已创建（未发布）' : '已保存');
            // Saved, but the listing contradicts itself: the operator is told what, by the shared listing rules.
            if (saved.warnings.length) {
              modal.warning({
                title: '已保存，但铺位信息有矛盾，请修改',
                content: (
                  <ul data-testid="listing-warnings">
                    {saved.warnings.map((w) => (
                      <li key={w}>{w}</li>
                    ))}
                  </ul>
                ),
              });
            }
            onSaved();
          } catch (err) {
            showServerError(err instanceof ApiError ? err.message : '网络异常，请稍后重试');
          } finally {
            setBusy(false);
          }
        })}
      >
        {fields.map((f) => (
          <Form.Item
            key={f.name}
            name={f.name}
            label={f.label}
            extra={f.help}
            valuePropName={f.kind === 'switch' ? 'checked' : 'value'}
            rules={f.required && f.kind !== 'switch' ? [{ required: true, message: `请填写${f.label.replace(/（.*$/, '')}` }] : undefined}
          >
            {control(f)}
          </Form.Item>
        ))}
      </Form>
    </Drawer>
  );
}
