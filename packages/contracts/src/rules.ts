/*
 * SPEC §5 input rules and messages, without Zod so the browser build can use them alone
 * (decision 009); the schemas built from them are in validation.ts.
 */

/** SPEC §5: 11 digits, 1 then 3–9. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
export const CODE_PATTERN = /^\d{6}$/;

/** Verbatim messages of SPEC §5. */
export const Msg = {
  PHONE_REQUIRED_LOGIN: '请输入手机号码',
  PHONE_INVALID_LOGIN: '请输入正确的手机号码',
  CODE_REQUIRED: '请输入验证码',
  CODE_DIGITS: '请输入数字验证码!',
  CODE_REQUEST_FIRST: '请点击获取验证码',
  SLIDER_REQUIRED: '请手动拖动滑动验证',
  /** The same ask when the captcha is Tencent's popup (CAPTCHA_DRIVER=tencent). */
  CAPTCHA_REQUIRED: '请点击完成安全验证',
  SLIDER_CODE_FIRST: '请先获取验证码',
  AGREEMENT_REQUIRED: '请勾选同意相关协议',
  BRAND_REQUIRED: '请输入品牌名称',
  CONTACT_REQUIRED: '请输入联系人',
  PHONE_REQUIRED: '请输入手机号',
  PHONE_INVALID: '请正确的手机号码',
  GET_CODE_FIRST: '请先获取验证码',
  OPEN_SHOP_REQUIRED: '请选择是否有开店/拓店计划',
  NAME_REQUIRED: '请输入姓名',
  CODE_BOXES_EMPTY: '请填写验证码',
} as const;

/**
 * SPEC §5 phone input: strip non-digits and leading zeros, cut to 11 digits. A leading 86 before
 * the 1 of a mobile is China's country code, which browser autofill and contact cards put in front
 * (+86 138 0013 8000, 0086-138…): it goes too, else the cut kept 86138001380, an invalid number.
 * No valid mainland mobile starts with 86, so a valid number is never changed by this.
 */
export function normalizePhoneInput(raw: string): string {
  return raw
    .replace(/\D/g, '')
    .replace(/^0+/, '')
    .replace(/^86(?=0*1)/, '')
    .replace(/^0+/, '')
    .slice(0, 11);
}

export function isValidPhone(value: string): boolean {
  return PHONE_PATTERN.test(value);
}

/**
 * Masks a phone like 138****8000: the first three and last four characters stay, the digits
 * between become *. A short number (7 characters or fewer) has every digit masked.
 */
export function maskPhone(phone: string): string {
  if (phone.length <= 7) return phone.replace(/\d/g, '*');
  return phone.slice(0, 3) + phone.slice(3, -4).replace(/\d/g, '*') + phone.slice(-4);
}

/** The name a public review shows for its author: the first character and ** (匿名用户 without a name). */
export function maskNickName(name: string | null): string {
  return name ? `${name.slice(0, 1)}**` : '匿名用户';
}

/** Phone numbers containing a comma show it as an extension mark (SPEC §2). */
export function formatPhoneExtension(phone: string): string {
  return phone.replace(/[,，]/g, ' 转 ');
}
