import { useState } from 'react';
import { Button, Form, Input, Result, Select } from 'antd';
import { CONTACT_MAX, Msg, PHONE_PATTERN, QUESTION_CATEGORIES, questionCreateOp } from '@shp/contracts';
import { callApi } from '../../lib/api-client';
import { PhoneInput } from '../../components/PhoneInput';
import { trimmed } from '../../lib/trimmed';
import { handler } from '../../lib/handler';

/** Ask the platform or one consultant; answered within one working day. */
export function QuestionForm({ consultantId }: { consultantId?: number }) {
  const [form] = Form.useForm();
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  if (done) {
    return (
      <Result
        status="success"
        title="问题已提交"
        subTitle="顾问将在1个工作日内与您联系"
        extra={
          <Button
            onClick={() => {
              form.resetFields();
              setDone(false);
            }}
          >
            继续提问
          </Button>
        }
      />
    );
  }
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ category: QUESTION_CATEGORIES[0] }}
      onFinish={handler(async (v) => {
        setBusy(true);
        try {
          await callApi(questionCreateOp, { ...v, consultantId });
          setDone(true);
        } catch {
          // The client shows the server's message (SPEC §8).
        } finally {
          setBusy(false);
        }
      })}
    >
      <Form.Item label="问题类型" name="category" rules={[{ required: true, message: '请选择问题类型' }]}>
        <Select options={QUESTION_CATEGORIES.map((c) => ({ value: c, label: c }))} />
      </Form.Item>
      <Form.Item
        label="问题描述"
        name="content"
        rules={[
          { required: true, whitespace: true, message: '请输入问题描述' },
          { min: 5, message: '问题描述至少5个字', transform: trimmed },
          { max: 500, message: '问题描述不能超过500个字' },
        ]}
      >
        <Input.TextArea rows={3} maxLength={500} showCount placeholder="例如：社区底商适合开什么业态？" />
      </Form.Item>
      <Form.Item label="联系人" name="liaison" rules={[{ required: true, whitespace: true, message: Msg.CONTACT_REQUIRED }, { max: CONTACT_MAX }]}>
        <Input maxLength={CONTACT_MAX} placeholder="请输入联系人" />
      </Form.Item>
      <Form.Item
        label="手机号"
        name="phone"
        rules={[
          { required: true, message: Msg.PHONE_REQUIRED },
          { pattern: PHONE_PATTERN, message: Msg.PHONE_INVALID_LOGIN },
        ]}
      >
        <PhoneInput />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy} block>
        提交问题
      </Button>
    </Form>
  );
}
