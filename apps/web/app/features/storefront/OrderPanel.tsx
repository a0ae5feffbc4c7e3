import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Button, Form, Input, InputNumber, Modal, Radio, Result } from 'antd';
import { PHONE_PATTERN, STOREFRONT_QUANTITY_MAX, storefrontOrderCreateOp, type StorefrontGoodsDetail, type StorefrontSku } from '@shp/contracts';
import { callApi } from '../../lib/api-client';
import { requireLogin, useSession } from '../../lib/session';
import { formatNumber } from '../../lib/format';
import { ButtonLink } from '../../components/ButtonLink';

type Chosen = Record<string, string>;
type Placed = { orderId: number; orderNo: string; totalAmount: number };

const matches = (sku: StorefrontSku, chosen: Chosen) => Object.entries(chosen).every(([k, v]) => sku.attrs[k] === v);

/**
 * Picks a SKU by its sale attributes and a quantity, then (logged in) asks for the contact and
 * notes and places the order. The price shown is the page's; the server charges its own.
 */
export function OrderPanel({ goods, onOrdered }: { goods: StorefrontGoodsDetail; onOrdered: () => void }) {
  const firstInStock = goods.skus.find((s) => s.stock > 0) ?? goods.skus[0];
  const [chosen, setChosen] = useState<Chosen>(() => ({ ...(firstInStock?.attrs ?? {}) }));
  const [quantity, setQuantity] = useState(1);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [placed, setPlaced] = useState<Placed | null>(null);
  const session = useSession();
  const [form] = Form.useForm();
  const sku = useMemo(
    () => goods.skus.find((s) => matches(s, chosen) && Object.keys(s.attrs).length === Object.keys(chosen).length) ?? null,
    [goods.skus, chosen],
  );
  const max = Math.min(sku?.stock ?? 0, STOREFRONT_QUANTITY_MAX);

  const pick = (name: string, value: string) => {
    const next = { ...chosen, [name]: value };
    // Keep the other choices when a SKU has them, else take the first SKU with this value.
    const exact = goods.skus.find((s) => matches(s, next));
    const fallback = goods.skus.find((s) => s.attrs[name] === value && s.stock > 0) ?? goods.skus.find((s) => s.attrs[name] === value);
    setChosen(exact ? next : { ...(fallback?.attrs ?? next) });
    setQuantity(1);
  };

  const start = () => {
    if (!sku || sku.stock < 1) return;
    if (requireLogin({ onSuccess: () => setOpen(true) })) setOpen(true);
  };

  const submit = async (v: { contactName: string; contactPhone: string; address?: string; remark?: string }) => {
    if (!sku) return;
    setBusy(true);
    try {
      const r = await callApi(storefrontOrderCreateOp, {
        goodsId: goods.goodsId,
        skuId: sku.skuId,
        quantity,
        contactName: v.contactName,
        contactPhone: v.contactPhone,
        address: v.address ?? '',
        remark: v.remark ?? '',
      });
      setOpen(false);
      setPlaced(r);
      onOrdered();
    } catch {
      // callApi has shown the server's message (库存不足, 已下架 …); the dialog stays open to retry.
    } finally {
      setBusy(false);
    }
  };

  if (placed)
    return (
      <Result
        status="success"
        title="订单已提交，待付款"
        subTitle={`订单号 ${placed.orderNo}，应付 ${formatNumber(placed.totalAmount)} 元`}
        extra={[
          <ButtonLink key="pay" to={`/pay?orderId=${placed.orderId}`} type="primary" data-testid="go-pay">
            去支付
          </ButtonLink>,
          <Link key="order" to={`/personalCenter/myOrder?tab=service&id=${placed.orderId}`}>
            查看订单
          </Link>,
        ]}
        style={{ padding: '16px 0' }}
      />
    );

  return (
    <div className="sf-order">
      {goods.saleAttrs.map((a) => (
        <div key={a.name} className="sf-attr">
          <span className="shp-find-muted">{a.name}</span>
          <Radio.Group optionType="button" value={chosen[a.name]} onChange={(e) => pick(a.name, e.target.value as string)} aria-label={a.name}>
            {a.values.map((v) => (
              <Radio.Button key={v} value={v} disabled={!goods.skus.some((s) => s.attrs[a.name] === v && s.stock > 0)}>
                {v}
              </Radio.Button>
            ))}
          </Radio.Group>
        </div>
      ))}
      <div className="sf-attr">
        <span className="shp-find-muted">数量</span>
        <InputNumber
          aria-label="购买数量"
          min={1}
          max={Math.max(max, 1)}
          precision={0}
          value={quantity}
          disabled={!sku || sku.stock < 1}
          onChange={(n) => setQuantity(Math.max(1, Math.min(Number(n) || 1, Math.max(max, 1))))}
        />
        <span className="shp-find-muted">{sku ? (sku.stock > 0 ? `库存${sku.stock}` : '已售罄') : '请选择规格'}</span>
      </div>
      <p>
        <span className="shp-find-muted">合计 </span>
        <span className="shp-score" data-testid="order-total">
          {sku ? formatNumber(Math.round(sku.price * quantity * 100) / 100) : '—'}
        </span>
        <span className="shp-find-muted"> 元</span>
      </p>
      <Button type="primary" size="large" disabled={!sku || sku.stock < 1} onClick={start}>
        {sku && sku.stock < 1 ? '已售罄' : '立即下单'}
      </Button>
      <Modal
        open={open}
        title="确认订单"
        okText="提交订单"
        cancelText="取消"
        confirmLoading={busy}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <p>
          {goods.name}
          <br />
          <span className="shp-find-muted">
            {sku?.text} × {quantity}，合计 {sku ? formatNumber(Math.round(sku.price * quantity * 100) / 100) : '—'} 元
          </span>
        </p>
        <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} initialValues={{ contactName: session?.userName ?? '' }}>
          <Form.Item
            name="contactName"
            label="联系人"
            rules={[
              { required: true, whitespace: true, message: '请输入联系人' },
              { max: 20, message: '联系人最多20个字' },
            ]}
          >
            <Input maxLength={20} autoComplete="name" />
          </Form.Item>
          <Form.Item
            name="contactPhone"
            label="联系电话"
            rules={[
              { required: true, message: '请输入手机号' },
              { pattern: PHONE_PATTERN, message: '请输入正确的手机号' },
            ]}
          >
            <Input maxLength={11} inputMode="tel" autoComplete="tel" />
          </Form.Item>
          <Form.Item name="address" label="活动地址" rules={[{ max: 200, message: '活动地址最多200个字' }]}>
            <Input maxLength={200} placeholder="选填：活动举办的场地地址" />
          </Form.Item>
          <Form.Item name="remark" label="备注" rules={[{ max: 200, message: '备注最多200个字' }]}>
            <Input.TextArea maxLength={200} rows={3} placeholder="选填：活动日期、进场时间等" />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
