import { z } from 'zod';
import { defineOp } from '../op.js';
import { noInput, okOutput } from '../envelope.js';
import { SLIDER_WIDTH, USER_SOURCE } from '../constants.js';
import { Msg, PHONE_PATTERN, CODE_PATTERN } from '../rules.js';
import { encodedPhone } from '../phone-codec.js';
import { displayName } from '../text-safety.js';

/** SMS scenes: LOGIN (login/register), LEAD (a visitor's lead form), LOGOFF (account deletion, own phone). */
export const SMS_SCENES = ['LOGIN', 'LEAD', 'LOGOFF'] as const;
export type SmsScene = (typeof SMS_SCENES)[number];
/**
 * Every scene a code is stored under: sendSms's, and STEPUP, a second factor for a logged-in
 * member's sensitive act (a seller's withdrawal to a new account), sent only to the member's own
 * phone by stepUpSendSmsOp, never by sendSms.
 */
export type SmsCodeScene = SmsScene | 'STEPUP';

/** Server-side auth messages (ours: SPEC leaves them out). */
export const AuthText = {
  CAPTCHA_EXPIRED: '滑动验证已失效，请重新验证',
  CAPTCHA_FAILED: '滑动验证未通过，请重试',
  TICKET_INVALID: '滑动验证已失效，请重新验证',
  SMS_COOLDOWN: '验证码发送过于频繁，请60秒后再试',
  SMS_DAILY: '今日获取验证码次数已达上限，请明天再试',
  SMS_IP: '当前网络获取验证码过于频繁，请稍后再试',
  // The SMS provider's refusals (SPEC §8: '获取验证码失败' with the provider's reason).
  SMS_PROVIDER_BUSY: '获取验证码过于频繁，请稍后再试',
  SMS_PHONE_REFUSED: '获取验证码失败：手机号码无效，请检查后重试',
  SMS_SIGN_REFUSED: '获取验证码失败：短信签名未通过审核，请联系客服',
  SMS_TEMPLATE_REFUSED: '获取验证码失败：短信模板未通过审核，请联系客服',
  SMS_TIMEOUT: '获取验证码失败：短信服务响应超时，请稍后重试',
  CAPTCHA_NOT_SLIDER: '当前使用腾讯云验证码，请刷新页面后重试',
  CODE_WRONG: '验证码错误，请重新输入',
  CODE_EXPIRED: '验证码已失效，请重新获取',
  CODE_TOO_MANY: '验证码错误次数过多，请重新获取',
  LOGOFF_OWN_PHONE: '请使用本账号绑定的手机号',
  ACCOUNT_DELETED: '该账号已注销',
  QR_EXPIRED: '二维码已失效，请刷新后重试',
  QR_CODE_INVALID: '登录凭证无效或已使用，请重新扫码登录',
  LEAD_LOGIN_INVALID: '一键登录已失效，请使用验证码登录',
  NICK_INVALID: '昵称须为1-16个字符',
  AVATAR_INVALID: '头像地址无效',
} as const;

/**
 * The phone of sendSms and loginRegister travels encoded (SPEC §7, decision 008); every caller is
 * ours (the web client's wrapper encodes it), so plain digits are refused.
 */
const mobileSchema = encodedPhone(
  z.string({ message: Msg.PHONE_REQUIRED_LOGIN }).trim().min(1, Msg.PHONE_REQUIRED_LOGIN).regex(PHONE_PATTERN, Msg.PHONE_INVALID_LOGIN),
  { plain: 'refuse' },
);
const verifyCodeSchema = z.string({ message: Msg.CODE_REQUIRED }).trim().min(1, Msg.CODE_REQUIRED).regex(CODE_PATTERN, Msg.CODE_DIGITS);

// ---- Slider captcha -------------------------------------------------------------------------

export const captchaChallengeSchema = z.object({
  challengeId: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** Width of the drag handle: the drag passes when it ends at width − handle. */
  handle: z.number().int(),
  expiresAt: z.string(),
});
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;

export const captchaChallengeOp = defineOp({
  method: 'POST',
  path: '/api/foreground/auth/captcha/challenge',
  access: 'public',
  summary: '滑动验证：领取挑战（340×40）',
  input: noInput,
  output: captchaChallengeSchema,
});

/** One point of the drag: x offset in px and ms since the drag began. */
const trackPoint = z.object({
  x: z
    .number()
    .min(-50)
    .max(SLIDER_WIDTH + 50),
  t: z.number().min(0).max(120_000),
});

export const captchaVerifyOp = defineOp({
  method: 'POST',
  path: '/api/foreground/auth/captcha/verify',
  access: 'public',
  summary: '滑动验证：提交拖动轨迹，通过后返回一次性 ticket 与 randstr',
  input: z.object({
    challengeId: z.string().min(1, Msg.SLIDER_REQUIRED).max(64),
    /** Final offset of the handle's left edge. */
    x: z.number().min(0).max(SLIDER_WIDTH),
    track: z.array(trackPoint).min(1, Msg.SLIDER_REQUIRED).max(400),
  }),
  output: z.object({ ticket: z.string(), randstr: z.string() }),
});

// ---- SMS and login --------------------------------------------------------------------------

export const sendSmsOp = defineOp({
  method: 'POST',
  path: '/api/foreground/auth/sendSms',
  access: 'public',
  summary: '发送短信验证码（先通过滑动验证；LOGIN 登录注册、LEAD 留资、LOGOFF 注销）',
  input: z.object({
    mobileCode: mobileSchema,
    userSource: z.literal(USER_SOURCE).default(USER_SOURCE),
    scene: z.enum(SMS_SCENES).default('LOGIN'),
    ticket: z.string({ message: Msg.SLIDER_REQUIRED }).min(1, Msg.SLIDER_REQUIRED).max(128),
    randstr: z.string({ message: Msg.SLIDER_REQUIRED }).min(1, Msg.SLIDER_REQUIRED).max(64),
  }),
  output: z.object({ countdown: z.number().int() }),
});

export const stepUpSendSmsOp = defineOp({
  method: 'POST',
  path: '/api/foreground/auth/stepUp/sendSms',
  access: 'member',
  summary: '向本人绑定的手机号发送安全验证码（提现到新账户等敏感操作）',
  input: noInput,
  /** `phone`: masked, for the code dialog's 验证码已发送至 line. */
  output: z.object({ countdown: z.number().int(), phone: z.string() }),
});

export const userInfoSchema = z.object({
  desePhone: z.string(),
  avatarUrl: z.string(),
  nickName: z.string(),
  memberId: z.string(),
  userId: z.string(),
  /** The phone encrypted with the server key (AES-GCM, base64url): safe to keep in a cookie. */
  encryptPhone: z.string(),
  gradeCode: z.string(),
  /** Role codes joined by commas (SPEC §3 userRole). */
  userRole: z.string(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const loginResultSchema = z.object({
  token: z.string(),
  /** Seconds until the token expires (7 days). */
  expiresIn: z.number().int(),
  userInfo: userInfoSchema,
});
export type LoginResult = z.infer<typeof loginResultSchema>;

export const loginRegisterOp = defineOp({
  method: 'POST',
  path: '/api/foreground/auth/loginRegister',
  access: 'public',
  summary: '短信验证码登录/注册（userSource 2）',
  input: z.object({
    mobileCode: mobileSchema,
    verifyCode: verifyCodeSchema,
    userSource: z.literal(USER_SOURCE).default(USER_SOURCE),
  }),
  output: loginResultSchema,
});

/** Minutes a lead's one-click login grant lives (answered by branderSettled to a visitor). */
export const LEAD_LOGIN_GRANT_MINUTES = 5;

export const leadLoginOp = defineOp({
  method: 'POST',
  path: '/api/foreground/auth/leadLogin',
  access: 'public',
  summary: '一键登录：留资时已验证的手机号凭一次性登录凭证登录（5分钟内有效，仅可使用一次）',
  input: z.object({
    grant: z.string({ message: AuthText.LEAD_LOGIN_INVALID }).min(16, AuthText.LEAD_LOGIN_INVALID).max(128, AuthText.LEAD_LOGIN_INVALID),
    /** The phone the lead form verified: a grant logs in only the phone it was issued for. */
    mobileCode: mobileSchema,
  }),
  output: loginResultSchema,
});

export const logoutOp = defineOp({
  method: 'POST',
  path: '/api/foreground/auth/logout',
  access: 'member',
  summary: '退出登录（吊销当前令牌）',
  input: noInput,
  output: okOutput,
});

export const logoffOp = defineOp({
  method: 'POST',
  path: '/api/foreground/auth/logoff',
  access: 'member',
  summary: '注销账号（需本机号码的 LOGOFF 验证码；匿名化手机号与昵称，吊销全部令牌）',
  input: z.object({ verifyCode: verifyCodeSchema }),
  output: okOutput,
});

export const autoLoginOp = defineOp({
  method: 'POST',
  path: '/api/foreground/gl/autoLogin',
  access: 'member',
  summary: '凭有效令牌自动登录（type 2），返回最新用户信息',
  input: z.object({
    type: z.literal('2').default('2'),
    cityCode: z
      .string()
      .regex(/^\d{6}$/)
      .optional(),
  }),
  output: loginResultSchema,
});

export const userQueryOp = defineOp({
  method: 'POST',
  path: '/api/foreground/auth/user/query',
  access: 'member',
  summary: '查询当前用户',
  input: noInput,
  output: userInfoSchema,
});

export const userUpdateOp = defineOp({
  method: 'POST',
  path: '/api/foreground/auth/user/update',
  access: 'member',
  summary: '修改昵称或头像',
  input: z.object({
    nickName: displayName(
      z.string().trim().min(1, AuthText.NICK_INVALID).max(16, AuthText.NICK_INVALID),
      '昵称不能包含不可见字符或文字方向控制字符',
    ).optional(),
    /** Our own media only (uploads or placeholders); null removes it, and the default avatar shows. */
    avatarUrl: z
      .string()
      .regex(/^\/media\/[\w./-]{1,200}$/, AuthText.AVATAR_INVALID)
      .nullable()
      .optional(),
  }),
  output: userInfoSchema,
});

export const roleListOp = defineOp({
  method: 'POST',
  path: '/api/foreground/auth/roleList',
  access: 'member',
  summary: '当前用户角色列表',
  input: noInput,
  output: z.object({ roles: z.array(z.object({ roleCode: z.string(), roleName: z.string() })), userRole: z.string() }),
});

// ---- Third-party QR login (local provider) ---------------------------------------------------

export const qrLoginCreateOp = defineOp({
  method: 'POST',
  path: '/api/foreground/auth/qrLogin/create',
  access: 'public',
  summary: '扫码登录：生成二维码（手机打开确认页）',
  input: noInput,
  output: z.object({
    requestId: z.string(),
    /** Known only to the browser that created the request: polling needs it. */
    pollSecret: z.string(),
    /** The URL a phone opens to approve. */
    confirmUrl: z.string(),
    /** SVG data URL of the QR code. */
    qrDataUrl: z.string(),
    expiresAt: z.string(),
  }),
});

export const qrLoginPollOp = defineOp({
  method: 'POST',
  path: '/api/foreground/auth/qrLogin/poll',
  access: 'public',
  summary: '扫码登录：轮询状态，确认后返回一次性登录 code',
  input: z.object({ requestId: z.string().min(1).max(64), pollSecret: z.string().min(1).max(128) }),
  output: z.object({ status: z.enum(['pending', 'confirmed', 'expired', 'cancelled']), code: z.string().nullable() }),
});

export const qrLoginInfoOp = defineOp({
  method: 'POST',
  path: '/api/foreground/auth/qrLogin/info',
  access: 'member',
  summary: '扫码登录：手机端查看待确认请求',
  input: z.object({ requestId: z.string().min(1).max(64) }),
  output: z.object({ status: z.enum(['pending', 'confirmed', 'expired', 'cancelled']), createdAt: z.string(), device: z.string() }),
});

export const qrLoginConfirmOp = defineOp({
  method: 'POST',
  path: '/api/foreground/auth/qrLogin/confirm',
  access: 'member',
  summary: '扫码登录：手机端确认或取消',
  input: z.object({ requestId: z.string().min(1).max(64), approve: z.boolean().default(true) }),
  output: okOutput,
});

export const qrLoginExchangeOp = defineOp({
  method: 'POST',
  path: '/api/foreground/auth/qrLogin/exchange',
  access: 'public',
  summary: '扫码登录：/redirectLogin 用一次性 code 换取登录令牌',
  input: z.object({ code: z.string().min(1, AuthText.QR_CODE_INVALID).max(128) }),
  output: loginResultSchema,
});
