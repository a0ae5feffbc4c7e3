import { useState } from 'react';
import { Form, Input, Modal, Radio } from 'antd';
import { REPORT_REASONS, REPORT_REASON_LABELS } from '@shp/contracts';
import { showSuccess } from '../../lib/notify';
import { reportListing } from './api/report';

export interface ReportDialogProps {
  open: boolean;
  target: 'shop' | 'mall';
  id: number;
  loggedIn: boolean;
  onClose: () => void;
}

/** 举报 dialog: a reason and an optional note. Loaded on the first click (ReportButton). */
export function ReportDialog({ open, target, id, loggedIn, onClose }: ReportDialogProps) {
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ reason: (typeof REPORT_REASONS)[number]; note?: string }>();

  async function send() {
    const v = await form.validateFields();
    setBusy(true);
    try {
      await reportListing({ target, id, reason: v.reason, note: v.note?.trim() ?? '' });
      onClose();
      showSuccess(loggedIn ? '举报已提交，处理结果会发到您的消息中心' : '举报已提交，感谢反馈');
    } catch {
      // callApi has shown the message (rate limit, already reported).
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal title="举报房源" open={open} onOk={() => void send()} onCancel={onClose} okText="提交" cancelText="取消" confirmLoading={busy} destroyOnHidden>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="reason" label="举报原因" rules={[{ required: true, message: '请选择举报原因' }]}>
          <Radio.Group options={REPORT_REASONS.map((r) => ({ value: r, label: REPORT_REASON_LABELS[r] }))} />
        </Form.Item>
        <Form.Item name="note" label="补充说明（选填）" rules={[{ max: 500, message: '补充说明最多500个字' }]}>
          <Input.TextArea rows={3} maxLength={500} showCount placeholder="如：已于上周出租、转让费与实际不符" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
