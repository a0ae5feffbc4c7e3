import { useEffect, useRef, useState } from 'react';
import { Button, Checkbox, Form } from 'antd';
import { ErrorText, LOGIN_LOCK_MS, Msg, PHONE_PATTERN, loginRegisterOp, type LoginResult } from '@shp/contracts';
import { callApi } from '../../lib/api-client';
import { showError } from '../../lib/notify';
import { setSessionFromLogin } from '../../lib/session';
import { PhoneInput } from '../../components/PhoneInput';
import { SmsVerifiedFields } from '../../components/SmsVerifiedFields';
import { useTypedBeforeHydration } from '../../hooks/use-typed-before-hydration';
import { handler } from '../../lib/handler';

interface Values {
  mobileCode: string;
  verifyCode: string;
  agree: boolean;
  /** Carries only the slider's validation message. */
  slider?: never;
}

/**
 * SMS login/register form of SPEC §4/§5 (the /login page and the login dialog): the code can be
 * requested only after the agreement is ticked and the slider passed; submit is guarded against
 * double submission and locked for 3 s after each answer.
 */
export function LoginForm({ onLoggedIn }: { onLoggedIn: (result: LoginResult) => void }) {
  const [form] = Form.useForm<Values>();
  useTypedBeforeHydration(form, ['mobileCode', 'verifyCode', 'agree']);
  const phone = Form.useWatch('mobileCode', form) ?? '';
  const [codeSent, setCodeSent] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [locked, setLocked] = useState(false);
  const inFlight = useRef(false);
  const lockTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (lockTimer.current) clearTimeout(lockTimer.current);
    },
    [],
  );

  function lock() {
    setLocked(true);
    lockTimer.current = setTimeout(() => setLocked(false), LOGIN_LOCK_MS);
  }

  async function submit(values: Values) {
    if (inFlight.current || locked) return;
    inFlight.current = true;
    setSubmitting(true);
    try {
      const result = await callApi(loginRegisterOp, { mobileCode: values.mobileCode, verifyCode: values.verifyCode, userSource: '2' }, { silent: true });
      setSessionFromLogin(result);
      onLoggedIn(result);
    } catch (err) {
      const e = err as { network?: boolean; message?: string };
      // SPEC §8: the server's message, or '登录失败'.
      showError(!e.network && e.message ? e.message : ErrorText.LOGIN_FAILED);
    } finally {
      inFlight.current = false;
      setSubmitting(false);
      lock();
    }
  }

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={handler(submit)}
      initialValues={{ mobileCode: '', verifyCode: '', agree: false }}
      className="shp-login-form"
    >
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
      <Button type="primary" htmlType="submit" size="large" block loading={submitting} disabled={locked && !submitting}>
        {locked && !submitting ? '请稍候…' : '登录/注册'}
      </Button>
      <p style={{ color: '#666', fontSize: 12, marginTop: 12 }}>未注册的手机号验证后将自动创建商铺汇账号</p>
    </Form>
  );
}
