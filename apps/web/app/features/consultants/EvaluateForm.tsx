import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Form, Result, Select } from 'antd';
import { CONSULTANT_SERVICES, consultantEvaluateOp } from '@shp/contracts';
import { callApi } from '../../lib/api-client';
import { requireLogin, useSession } from '../../lib/session';
import { EvaluationFields } from '../../components/EvaluationFields';

/** Stars and text for one service of a consultant; a service already evaluated cannot be chosen again. */
export function EvaluateForm({ consultantId, evaluated, serviceCode }: { consultantId: number; evaluated: string[]; serviceCode?: string }) {
  const session = useSession();
  const [form] = Form.useForm();
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const open = CONSULTANT_SERVICES.filter((s) => !evaluated.includes(s.code));
  if (done) {
    return <Result status="success" title="评价成功" subTitle="感谢您的评价" extra={<Link to={`/consultantDetail?id=${consultantId}`}>返回顾问详情</Link>} />;
  }
  if (open.length === 0) {
    return <Result status="info" title="您已评价过该顾问的全部服务项目" extra={<Link to={`/consultantDetail?id=${consultantId}`}>返回顾问详情</Link>} />;
  }
  const submit = async (v: { serviceCode: string; stars: number; content: string }) => {
    setBusy(true);
    try {
      await callApi(consultantEvaluateOp, { consultantId, ...v });
      setDone(true);
    } catch {
      // Shown by the client (e.g. 您已评价过该顾问的…服务).
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ serviceCode: open.some((s) => s.code === serviceCode) ? serviceCode : open[0].code, stars: 5 }}
      onFinish={(v) => {
        if (requireLogin({ onSuccess: () => void submit(v) })) void submit(v);
      }}
    >
      <Form.Item label="服务项目" name="serviceCode" rules={[{ required: true, message: '请选择服务项目' }]}>
        <Select
          options={CONSULTANT_SERVICES.map((s) => ({
            value: s.code,
            label: evaluated.includes(s.code) ? `${s.name}（已评价）` : s.name,
            disabled: evaluated.includes(s.code),
          }))}
        />
      </Form.Item>
      <EvaluationFields placeholder="说说顾问的服务：响应速度、专业程度、带看体验…" />
      <Button type="primary" htmlType="submit" loading={busy} block>
        {session ? '提交评价' : '登录后提交评价'}
      </Button>
    </Form>
  );
}
