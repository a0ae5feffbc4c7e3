import { useEffect, useRef, useState } from 'react';
import { DatePicker, Form, Input, InputNumber, Modal, Select, Skeleton } from 'antd';
import type { Dayjs } from 'dayjs';
import { addCustomerQuoteInfoOp, BRAND_NAME_MAX, CONTACT_MAX, LEASE_TYPES, Msg, PHONE_PATTERN, quotePopupInfoOp, type OpOutput } from '@shp/contracts';
import { callApi } from '../../lib/api-client';
import { PhoneInput } from '../../components/PhoneInput';
import { formatNumber } from '../../lib/format';
import { outsideChinaDays } from '../../lib/china-days';
import { showSuccess } from '../../lib/notify';

type Popup = OpOutput<typeof quotePopupInfoOp>;
interface Values {
  leaseType: (typeof LEASE_TYPES)[number];
  rentableArea: string;
  startDate: Dayjs;
  days: number;
  brandName: string;
  liaison: string;
  phone: string;
  remark?: string;
}

/** activityQuote: the popup's options come from quotePopupInfo; submit stores a quote and a lead. */
export function QuoteDialog({
  spaceId,
  open,
  onClose,
  onDone,
}: {
  spaceId: number;
  open: boolean;
  onClose: () => void;
  onDone: (r: { quoteId: number; estimate: number }) => void;
}) {
  const [form] = Form.useForm<Values>();
  const [info, setInfo] = useState<Popup | null>(null);
  const [saving, setSaving] = useState(false);
  const days = Form.useWatch('days', form);
  // The parent passes a fresh onClose on every render; as an effect dependency it refetched the
  // popup and overwrote what the member had typed whenever the page re-rendered (e.g. after login).
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    let live = true;
    callApi(quotePopupInfoOp, { spaceId })
      .then((p) => {
        if (!live) return;
        setInfo(p);
        form.setFieldsValue({
          liaison: p.liaison,
          phone: p.phone,
          days: p.minDays,
          leaseType: p.leaseTypes[0] as Values['leaseType'],
          rentableArea: p.rentableAreas[0]?.code,
        });
      })
      .catch(() => onCloseRef.current());
    return () => {
      live = false;
    };
  }, [open, spaceId, form]);

  async function submit() {
    let v: Awaited<ReturnType<typeof form.validateFields>>;
    try {
      v = await form.validateFields();
    } catch {
      // The fields show what is missing; nothing is sent.
      return;
    }
    setSaving(true);
    try {
      const r = await callApi(addCustomerQuoteInfoOp, { ...v, spaceId, startDate: v.startDate.format('YYYY-MM-DD'), remark: v.remark ?? '' });
      showSuccess('询价已提交，顾问将在1个工作日内联系您');
      onDone(r);
    } catch {
      // callApi has shown the server's message.
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open={open}
      title="场地询价"
      okText="提交询价"
      cancelText="取消"
      onOk={() => void submit()}
      confirmLoading={saving}
      onCancel={onClose}
      destroyOnHidden
    >
      {!info ? (
        <Skeleton active />
      ) : (
        <Form form={form} layout="vertical" requiredMark>
          <p className="shp-find-muted">
            {info.spaceName} · 挂牌价 {formatNumber(info.priceDay)} 元/天 · {info.minDays}天起租
          </p>
          <Form.Item name="leaseType" label="租赁类型" rules={[{ required: true, message: '请选择租赁类型' }]}>
            <Select options={info.leaseTypes.map((t) => ({ value: t, label: t }))} />
          </Form.Item>
          <Form.Item name="rentableArea" label="租赁面积" rules={[{ required: true, message: '请选择租赁面积' }]}>
            <Select options={info.rentableAreas.map((a) => ({ value: a.code, label: a.name }))} />
          </Form.Item>
          <Form.Item name="startDate" label="开始日期" rules={[{ required: true, message: '请选择开始日期' }]}>
            <DatePicker style={{ width: '100%' }} disabledDate={outsideChinaDays(0)} />
          </Form.Item>
          <Form.Item
            name="days"
            label="租赁天数"
            rules={[{ required: true, message: '请输入租赁天数' }]}
            extra={days ? `预估费用 ${formatNumber(info.priceDay * days)} 元（以顾问报价为准）` : undefined}
          >
            <InputNumber min={info.minDays} max={365} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="brandName" label="品牌名称" rules={[{ required: true, whitespace: true, message: Msg.BRAND_REQUIRED }, { max: BRAND_NAME_MAX }]}>
            <Input maxLength={BRAND_NAME_MAX} />
          </Form.Item>
          <Form.Item name="liaison" label="联系人" rules={[{ required: true, whitespace: true, message: Msg.CONTACT_REQUIRED }]}>
            <Input maxLength={CONTACT_MAX} />
          </Form.Item>
          <Form.Item
            name="phone"
            label="手机号"
            rules={[
              { required: true, message: Msg.PHONE_REQUIRED },
              { pattern: PHONE_PATTERN, message: Msg.PHONE_INVALID_LOGIN },
            ]}
          >
            <PhoneInput />
          </Form.Item>
          <Form.Item name="remark" label="备注">
            <Input.TextArea maxLength={300} showCount rows={2} placeholder="活动内容、搭建需求等" />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
