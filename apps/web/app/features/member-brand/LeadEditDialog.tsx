import { useEffect, useState } from 'react';
import { Form, Input, Modal, Radio } from 'antd';
import { BRAND_NAME_MAX, CONTACT_MAX, Msg, PHONE_PATTERN, updateMyLeadOp, type MyLead } from '@shp/contracts';
import { callApi } from '../../lib/api-client';
import { PhoneInput } from '../../components/PhoneInput';
import { showSuccess } from '../../lib/notify';
import { handler } from '../../lib/handler';

/** Edits a lead the member left on the home page (SPEC §4: isSubmitAgain 1 sends users here). */
export function LeadEditDialog({ lead, onClose, onSaved }: { lead: MyLead | null; onClose: () => void; onSaved: () => void }) {
  const [form] = Form.useForm<{ brandName: string; liaison: string; phone: string; isOpenShop: 'Y' | 'N' }>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (lead) form.setFieldsValue({ brandName: lead.brandName, liaison: lead.liaison, phone: lead.phone, isOpenShop: lead.isOpenShop ?? 'Y' });
  }, [lead, form]);

  async function save() {
    if (!lead) return;
    // Invalid fields show their messages; nothing to submit then.
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    setBusy(true);
    try {
      await callApi(updateMyLeadOp, { id: lead.id, ...v });
      showSuccess('留资信息已更新');
      onSaved();
      onClose();
    } catch {
      // shown by callApi
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={Boolean(lead)}
      title="修改留资信息"
      okText="保存"
      cancelText="取消"
      onOk={handler(save)}
      onCancel={onClose}
      confirmLoading={busy}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="brandName"
          label="品牌名称"
          rules={[
            { required: true, whitespace: true, message: Msg.BRAND_REQUIRED },
            { max: BRAND_NAME_MAX, message: `品牌名称最多${BRAND_NAME_MAX}个字` },
          ]}
        >
          <Input maxLength={BRAND_NAME_MAX} />
        </Form.Item>
        <Form.Item
          name="liaison"
          label="联系人"
          rules={[
            { required: true, whitespace: true, message: Msg.CONTACT_REQUIRED },
            { max: CONTACT_MAX, message: `联系人最多${CONTACT_MAX}个字` },
          ]}
        >
          <Input maxLength={CONTACT_MAX} />
        </Form.Item>
        <Form.Item
          name="phone"
          label="手机号"
          rules={[
            { required: true, message: Msg.PHONE_REQUIRED },
            { pattern: PHONE_PATTERN, message: '请输入正确的手机号码' },
          ]}
        >
          <PhoneInput />
        </Form.Item>
        <Form.Item name="isOpenShop" label="是否有开店/拓店计划" rules={[{ required: true, message: Msg.OPEN_SHOP_REQUIRED }]}>
          <Radio.Group
            options={[
              { label: '有', value: 'Y' },
              { label: '暂无', value: 'N' },
            ]}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
