import { useRef, useState } from 'react';
import { Button, Checkbox, Form, Input, Radio, App } from 'antd';
import { CONTACT_MAX, CookieKey, ErrorText, Msg, PHONE_PATTERN, SUBMIT_THROTTLE_MS, type LEAD_SOURCE_PAGES } from '@shp/contracts';
import { ApiError } from '../../lib/api-client';
import { showError } from '../../lib/notify';
import { useSession } from '../../lib/session';
import { PhoneInput } from '../../components/PhoneInput';
import { SmsVerifiedFields } from '../../components/SmsVerifiedFields';
import { getCookie } from '../../lib/cookies';
import { leadPageOf } from '../../lib/lead-page';
import { BrandNameInput } from './BrandNameInput';
import { LeadSuccess } from './LeadSuccess';
import { submitLead } from './api';
import { handler } from '../../lib/handler';

interface Values {
  name: string;
  contacts: string;
  phone: string;
  identifyingCode: string;
  isOpenShop: 'Y' | 'N';
  agree: boolean;
}

export interface LeadFormProps {
  /** side-bar: the floating-panel form; home-left-panel: the home left panel (SPEC §5 texts differ). */
  variant: (typeof LEAD_SOURCE_PAGES)[number];
  submitText?: string;
  onDone?: () => void;
  /** The unit the consultation is about (咨询 this unit), shown above the form. */
  target?: { type: 'shop'; id: number; name: string } | null;
}

/** The brand form prefilled with what was typed; no phone (an address is logged and shared, the centre shows the member's own). */
export const fabuLink = (v: Pick<Values, 'name' | 'contacts' | 'isOpenShop'>, brandId: number | null) => {
  const q = new URLSearchParams({ settleIn: '1', name: v.name, contacts: v.contacts, isOpenShop: v.isOpenShop });
  if (brandId) q.set('brandId', String(brandId));
  return `/personalCenter/fabu?${q.toString()}`;
};

/**
 * The consultation lead form (SPEC §3/§5): brand with suggestions, contact, phone with slider and
 * SMS code unless logged in, opening plan; submit at most once per 3 s; SPEC §4/§8 outcomes.
 */
export default function LeadForm({ variant, submitText = '立即预约', onDone, target }: LeadFormProps) {
  const [form] = Form.useForm<Values>();
  const session = useSession();
  const { modal } = App.useApp();
  const [brandId, setBrandId] = useState<number | null>(null);
  const [codeSent, setCodeSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const lastSubmit = useRef(0);
  const phone = Form.useWatch('phone', form) ?? '';
  const left = variant === 'home-left-panel';
  const loggedIn = Boolean(session);

  const onFinish = async (v: Values) => {
    // Refused here, nothing is sent: the 3 s window counts submissions, so asking for the code
    // right after 请先获取验证码 and pressing again is not silently ignored.
    if (!loggedIn && !codeSent) {
      form.setFields([{ name: 'identifyingCode', errors: [Msg.GET_CODE_FIRST] }]);
      return;
    }
    const now = Date.now();
    if (now - lastSubmit.current < SUBMIT_THROTTLE_MS) return;
    lastSubmit.current = now;
    setBusy(true);
    try {
      const res = await submitLead({
        useBrandName: v.name,
        liaison: v.contacts,
        brandId,
        isOpenShop: v.isOpenShop,
        sourceType: '2',
        sourcePage: variant,
        cityCode: /^\d{6}$/.test(getCookie(CookieKey.CITY_CODE) ?? '') ? getCookie(CookieKey.CITY_CODE) : undefined,
        // The page's unit, mall or space, or the unit this consultation was opened about (咨询该铺位
        // on a result list): the server records it and files the lead in its city.
        ...leadPageOf(window.location),
        ...(target ? { targetType: target.type, targetId: target.id } : {}),
        ...(loggedIn ? {} : { phone: v.phone, identifyingCode: v.identifyingCode }),
      });
      if (res.isSubmitAgain === 1) {
        modal.confirm({
          title: '温馨提示',
          content: ErrorText.LEAD_AGAIN_EDIT,
          okText: '去个人中心',
          cancelText: '知道了',
          centered: true,
          onOk: () => window.location.assign('/personalCenter/myBrand'),
        });
        return;
      }
      if (res.isSubmitAgain === 2) {
        modal.info({ title: '温馨提示', content: ErrorText.LEAD_AGAIN_HANDLING, okText: '知道了', centered: true });
        return;
      }
      modal.success({
        title: '提交成功',
        centered: true,
        okText: '知道了',
        content: (
          <LeadSuccess
            deadlineAt={res.deadlineAt}
            fabuHref={fabuLink(v, brandId)}
            grant={!loggedIn && res.loginGrant ? { loginGrant: res.loginGrant, phone: v.phone } : null}
          />
        ),
      });
      form.resetFields();
      setBrandId(null);
      setCodeSent(false);
      onDone?.();
    } catch (err) {
      if (err instanceof ApiError && !err.network) showError(err.message || ErrorText.SERVER_ERROR);
      else modal.error({ title: ErrorText.LEAD_NETWORK, okText: '知道了', centered: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form<Values>
      form={form}
      // Field ids are prefixed with the form name: two lead forms can be on one page.
      name={`lead-${variant}`}
      layout="vertical"
      requiredMark={false}
      onFinish={handler(onFinish)}
      className="shp-lead-form"
      data-variant={variant}
      initialValues={{ name: '', contacts: '', phone: '', identifyingCode: '' }}
    >
      {target && (
        <p className="shp-lead-target" data-target-id={target.id}>
          咨询铺位：{target.name}
        </p>
      )}
      <Form.Item
        label="品牌名称"
        name="name"
        rules={[
          { required: true, whitespace: true, message: Msg.BRAND_REQUIRED },
          { max: 180, message: '品牌名称最多180个字' },
        ]}
      >
        <BrandNameInput onBrandId={setBrandId} />
      </Form.Item>
      <Form.Item
        label={left ? '姓名' : '联系人'}
        name="contacts"
        rules={[
          { required: true, whitespace: true, message: left ? Msg.NAME_REQUIRED : Msg.CONTACT_REQUIRED },
          { max: CONTACT_MAX, message: `最多${CONTACT_MAX}个字` },
        ]}
      >
        <Input maxLength={CONTACT_MAX} placeholder={left ? '请输入姓名' : '请输入联系人'} autoComplete="name" />
      </Form.Item>
      {loggedIn ? (
        <Form.Item label="手机号">
          <Input value={session?.mobile} disabled aria-label="手机号" />
        </Form.Item>
      ) : (
        <>
          <Form.Item
            label="手机号"
            name="phone"
            rules={[
              { required: true, message: left ? Msg.PHONE_REQUIRED_LOGIN : Msg.PHONE_REQUIRED },
              { pattern: PHONE_PATTERN, message: left ? Msg.PHONE_INVALID_LOGIN : Msg.PHONE_INVALID },
            ]}
          >
            <PhoneInput placeholder="请输入手机号" aria-label="手机号" />
          </Form.Item>
          <SmsVerifiedFields
            phone={phone}
            scene="LEAD"
            codeName="identifyingCode"
            codeSent={codeSent}
            onSent={() => setCodeSent(true)}
            phoneRequiredText={left ? Msg.PHONE_REQUIRED_LOGIN : Msg.PHONE_REQUIRED}
            phoneInvalidText={left ? Msg.PHONE_INVALID_LOGIN : Msg.PHONE_INVALID}
          />
        </>
      )}
      <Form.Item label="是否有开店/拓店计划" name="isOpenShop" rules={[{ required: true, message: Msg.OPEN_SHOP_REQUIRED }]}>
        <Radio.Group
          options={[
            { label: '有开店/拓店计划', value: 'Y' },
            { label: '暂无计划', value: 'N' },
          ]}
        />
      </Form.Item>
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
          <a href="/privacy" target="_blank" rel="noopener">
            《隐私政策》
          </a>
        </Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy} autoInsertSpace={false}>
        {submitText}
      </Button>
      <p className="shp-lead-note">顾问将在1个工作日内联系您</p>
    </Form>
  );
}
