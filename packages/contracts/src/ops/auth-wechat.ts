import { z } from 'zod';
import { defineOp } from '../op.js';
import { noInput, okOutput } from '../envelope.js';
import { Msg, PHONE_PATTERN, CODE_PATTERN } from '../rules.js';
import { encodedPhone } from '../phone-codec.js';
import { loginResultSchema } from './auth.js';

/** WeChat QR login (Open Platform website app, decision 037): what a person reads when it ends. */
export const WechatText = {
  UNAVAILABLE: '微信登录暂不可用，请使用短信登录',
  STATE_MISMATCH: '登录请求校验失败，请返回登录页重新扫码',
  STATE_EXPIRED: '扫码登录已超时，请返回登录页重新扫码',
  DENIED: '您已取消微信授权，可返回登录页重新扫码或使用短信登录',
  CODE_INVALID: '微信授权码无效或已过期，请重新扫码登录',
  CODE_USED: '微信授权码已使用，请重新扫码登录',
  BIND_EXPIRED: '绑定手机号已超时，请重新扫码登录',
  PHONE_TAKEN: '该手机号已绑定其他微信，请使用短信登录后在账号设置中更换',
  WECHAT_TAKEN: '该微信已绑定其他商铺汇账号',
  ALREADY_BOUND: '您已绑定微信，请先解绑',
  NOT_BOUND: '您尚未绑定微信',
  BIND_NEEDS_LOGIN: '登录已失效，请登录后在账号设置中重新绑定微信',
} as const;

export const wechatStartOp = defineOp({
  method: 'POST',
  path: '/api/foreground/auth/wechat/start',
  access: 'public',
  summary: '微信扫码登录：生成授权地址（state 与本浏览器绑定）；login 登录，bind 为已登录会员绑定微信',
  input: z.object({
    purpose: z.enum(['login', 'bind']).default('login'),
    /** The same-site page to open after the login. */
    redirect: z
      .string()
      .max(512)
      .regex(/^\/(?!\/)/, '跳转地址无效')
      .default('/'),
  }),
  /** provider local: use the local QR login (qrLogin/create); wechat: open authorizeUrl. */
  output: z.object({ provider: z.enum(['local', 'wechat']), authorizeUrl: z.string().nullable() }),
});

export const wechatCallbackOp = defineOp({
  method: 'POST',
  path: '/api/foreground/auth/wechat/callback',
  access: 'public',
  summary: '微信扫码登录：/redirectLogin 用 code 与 state 换取登录（首次登录需绑定手机号）',
  input: z.object({
    code: z.string({ message: WechatText.CODE_INVALID }).min(1, WechatText.CODE_INVALID).max(128, WechatText.CODE_INVALID),
    state: z.string({ message: WechatText.STATE_MISMATCH }).min(1, WechatText.STATE_MISMATCH).max(128, WechatText.STATE_MISMATCH),
  }),
  output: z.object({
    /** loggedIn: `login` holds the session; needPhone: bind a phone with `bindTicket`; bound: WeChat linked to the member. */
    result: z.enum(['loggedIn', 'needPhone', 'bound']),
    login: loginResultSchema.nullable(),
    bindTicket: z.string().nullable(),
    wechatNickName: z.string(),
    /** The same-site page the flow started from. */
    redirect: z.string(),
  }),
});

export const wechatBindPhoneOp = defineOp({
  method: 'POST',
  path: '/api/foreground/auth/wechat/bindPhone',
  access: 'public',
  summary: '微信首次登录：以短信验证码（LOGIN）绑定手机号后登录',
  input: z.object({
    bindTicket: z.string({ message: WechatText.BIND_EXPIRED }).min(16, WechatText.BIND_EXPIRED).max(128, WechatText.BIND_EXPIRED),
    mobileCode: encodedPhone(
      z.string({ message: Msg.PHONE_REQUIRED_LOGIN }).trim().min(1, Msg.PHONE_REQUIRED_LOGIN).regex(PHONE_PATTERN, Msg.PHONE_INVALID_LOGIN),
      { plain: 'refuse' },
    ),
    verifyCode: z.string({ message: Msg.CODE_REQUIRED }).trim().min(1, Msg.CODE_REQUIRED).regex(CODE_PATTERN, Msg.CODE_DIGITS),
  }),
  output: loginResultSchema,
});

export const wechatBindingOp = defineOp({
  method: 'POST',
  path: '/api/foreground/auth/wechat/binding',
  access: 'member',
  summary: '账号设置：本人微信绑定状态',
  input: noInput,
  output: z.object({
    /** false when the site runs without WeChat login (QR_LOGIN_PROVIDER=local). */
    available: z.boolean(),
    bound: z.boolean(),
    nickName: z.string(),
    linkedAt: z.string().nullable(),
  }),
});

export const wechatUnbindOp = defineOp({
  method: 'POST',
  path: '/api/foreground/auth/wechat/unbind',
  access: 'member',
  summary: '账号设置：解绑微信（之后用短信验证码登录）',
  input: noInput,
  output: okOutput,
});
