import { useState } from 'react';
import { Button, Checkbox, Form } from 'antd';
import { ErrorText, Msg, PHONE_PATTERN, wechatBindPhoneOp, type LoginResult } from '@shp/contracts';
import { callApi } from '../../lib/api-client';
import { showError } from '../../lib/notify';
import { setSessionFromLogin } from '../../lib/session';
import { PhoneInput } from '../../components/PhoneInput';
import { SmsVerifiedFields } from '../../components/SmsVerifiedFields';
import { handler } from '../../lib/handler';

interface Values {
  mobileCode: string;
  verifyCode: string;
  agree: boolean;
  slider?: never;
}

/** A first-time WeChat user binds a phone with an SMS code (scene LOGIN) before the account is used. */
export function WechatBindPhoneForm({ bindTicket, onLoggedIn }: { bindTicket: string; onLoggedIn: (result: LoginResult) => void }) {
  const [form] = Form.useForm<Values>();
  const phone = Form.useWatch('mobileCode', form) ?? '';
  const [codeSent, setCodeSent] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  async function submit(values: Values) {
    if (submitting) return;
    setSubmitting(true);
    try {
      const result = await callApi(wechatBindPhoneOp, { bindTicket, mobileCode: values.mobileCode, verifyCode: values.verifyCode }, { silent: true });
      setSessionFromLogin(result);
      onLoggedIn(result);
    } catch (err) {
      const e = err as { network?: boolean; message?: string };
      showError(!e.network && e.message ? e.message : ErrorText.LOGIN_FAILED);
      setSubmitting(false);
    }
  }

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={handler(submit)} initialValues={{ mobileCode: '', verifyCode: '', agree: false }}>
      <Form.Item
        name="mobileCode"
        label="手机号码"
        validateTrigger="onBlur"
        rules={[
          { required: true, message: Msg.PHONE_REQUIRED_LOGIN },
          { pattern: PHONE_PATTERN, message: Msg.PHONE_INVALID_LOGIN },
        ]}
      >
        <PhoneInput aria-label="手机号码" size="large" />
      </Form.Item>
      <SmsVerifiedFields
        size="large"
        phone={phone}
        scene="LOGIN"
        codeName="verifyCode"
        codeSent={codeSent}
        onSent={() => setCodeSent(true)}
        requireSentCode
        beforeSend={async () => {
          try {
            await form.validateFields(['mobileCode', 'agree']);
            return true;
          } catch {
            return false;
          }
        }}
      />
      <Form.Item
        name="agree"
        valuePropName="checked"
        rules={[{ validator: (_r, v) => (v ? Promise.resolve() : Promise.reject(new Error(Msg.AGREEMENT_REQUIRED))) }]}
      >
        <Checkbox>
          我已阅读并同意
          <a href="/serviceAgreement" target="_blank" rel="noopener">
            《用户服务协议》
          </a>
          和
          <a href="/privacy" target="_blank" rel="noopener">
            《隐私政策》
          </a>
        </Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
        绑定并登录
      </Button>
    </Form>
  );
}
