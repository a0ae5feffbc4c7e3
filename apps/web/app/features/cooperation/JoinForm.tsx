import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Form, Input, Result, Select } from 'antd';
import { CONTACT_MAX, Msg, PHONE_PATTERN, TOP_BAR_CITIES, cooperationKindName, joinSubmitOp, type CooperationKind } from '@shp/contracts';
import { chinaMonthDayTimeZh } from '../../lib/format';
import { callApi } from '../../lib/api-client';
import { myCooperationHref } from '../../lib/my-cooperation-href';
import { PhoneInput } from '../../components/PhoneInput';
import { useSession } from '../../lib/session';
import { useApplicantContact } from '../../hooks/use-applicant-contact';
import { handler } from '../../lib/handler';
import { ApplicationCodeFields, withApplicationCode } from '../../components/ApplicationCodeFields';

/** joinSubmit: an application stored as a cooperation lead; logged-in members see it under 我的合作. */
export function JoinForm({ kind, programmeId, title, onDone }: { kind: CooperationKind; programmeId?: number; title?: string; onDone?: () => void }) {
  const session = useSession();
  const [form] = Form.useForm();
  const ownPhone = useApplicantContact(form);
  const [done, setDone] = useState<{ deadline: string; id: number } | null>(null);
  const [busy, setBusy] = useState(false);
  if (done) {
    return (
      <Result
        status="success"
        title="申请已提交"
        subTitle={`顾问将在1个工作日内（${done.deadline}前）与您联系`}
        extra={
          session ? (
            <Link to={myCooperationHref(done.id)}>在个人中心查看</Link>
          ) : (
            <Button
              onClick={() => {
                form.resetFields();
                setDone(null);
              }}
            >
              再提交一份
            </Button>
          )
        }
      />
    );
  }
  return (
    <Form
      form={form}
      layout="vertical"
      aria-label="合作申请"
      onFinish={handler(async (v) => {
        setBusy(true);
        try {
          const r = await callApi(joinSubmitOp, { ...withApplicationCode(v, ownPhone), kind, programmeId });
          setDone({ deadline: chinaMonthDayTimeZh(r.deadlineAt), id: r.id });
          onDone?.();
        } catch {
          // The client shows the server's message.
        } finally {
          setBusy(false);
        }
      })}
    >
      <p className="shp-c-meta">{title ? `申请合作：${title}` : `${cooperationKindName(kind)}申请`}</p>
      <Form.Item
        label="公司/品牌名称"
        name="companyName"
        rules={[
          { required: true, whitespace: true, message: '请输入公司/品牌名称' },
          { max: 100, message: '公司/品牌名称不能超过100个字' },
        ]}
      >
        <Input maxLength={100} placeholder="请输入公司或品牌名称" />
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
      <ApplicationCodeFields ownPhone={ownPhone} />
      <Form.Item label="所在城市" name="cityCode">
        <Select allowClear placeholder="请选择城市" options={TOP_BAR_CITIES.map((c) => ({ value: c.cityCode, label: c.cityName }))} />
      </Form.Item>
      <Form.Item
        label="合作意向"
        name="intention"
        validateFirst
        rules={[
          { required: true, whitespace: true, message: '请输入合作意向' },
          { min: 5, message: '合作意向至少5个字' },
          { max: 500, message: '合作意向不能超过500个字' },
        ]}
      >
        <Input.TextArea rows={3} maxLength={500} showCount placeholder="简要说明您能提供的资源与期望的合作方式" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy} block>
        提交申请
      </Button>
    </Form>
  );
}
