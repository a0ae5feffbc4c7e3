import { useState } from 'react';
import { Checkbox, Form, Input, Modal } from 'antd';
import type { SavedSearchCriteria } from '@shp/contracts';
import { showSuccess } from '../../lib/notify';
import { createSavedSearch } from './api/create';

export interface SaveSearchDialogProps {
  open: boolean;
  criteria: SavedSearchCriteria;
  defaultName: string;
  link: string;
  onClose: () => void;
}

/** The 保存搜索 dialog: a name and the SMS digest choice. Loaded on the first click (SaveSearchButton). */
export function SaveSearchDialog({ open, criteria, defaultName, link, onClose }: SaveSearchDialogProps) {
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ name: string; smsDigest: boolean }>();

  async function save() {
    const v = await form.validateFields();
    setBusy(true);
    try {
      await createSavedSearch({ name: v.name.trim(), smsDigest: v.smsDigest, criteria, link: link.slice(0, 1000) });
      onClose();
      showSuccess('已保存，可在个人中心「我的订阅」查看和管理');
    } catch {
      // callApi has shown the message (e.g. the limit of 20).
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal title="保存搜索" open={open} onOk={() => void save()} onCancel={onClose} okText="保存" cancelText="取消" confirmLoading={busy} destroyOnHidden>
      <p style={{ marginTop: 0 }}>有符合条件的新房源、租金下调或空置可租时，会第一时间发到您的消息中心。</p>
      <Form form={form} layout="vertical" preserve={false} initialValues={{ name: defaultName.slice(0, 40), smsDigest: false }}>
        <Form.Item
          name="name"
          label="订阅名称"
          rules={[
            { required: true, whitespace: true, message: '请输入订阅名称' },
            { max: 40, message: '订阅名称最多40个字' },
          ]}
        >
          <Input maxLength={40} placeholder="如：朝阳区 50–100㎡ 餐饮铺" />
        </Form.Item>
        <Form.Item name="smsDigest" valuePropName="checked" style={{ marginBottom: 0 }}>
          <Checkbox>同时接收每日短信摘要（每天最多一条，21:00–08:00 不发送，回复 TD 退订）</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
