import * as tencentSms from 'tencentcloud-sdk-nodejs-sms';
import type { SmsProviderConfig } from '../config.js';
import { SmsSendError, withTimeout, type ProviderSmsDriver, type SmsRefusal } from './sms-provider.js';

type TencentConfig = Extract<SmsProviderConfig, { driver: 'tencent' }>;

/** Tencent's SendSms codes (https://cloud.tencent.com/document/product/382/55981, 错误码) as refusals. */
export function tencentRefusal(code: string): SmsRefusal {
  if (code === 'LimitExceeded.PhoneNumberDailyLimit') return 'daily_limit';
  if (code.startsWith('LimitExceeded.PhoneNumber') || code === 'LimitExceeded.DeliveryFrequencyLimit') return 'rate_limit';
  if (code === 'InvalidParameterValue.IncorrectPhoneNumber' || code === 'UnsupportedOperation.ContainDomesticAndInternationalPhoneNumber')
    return 'invalid_phone';
  if (
    code === 'FailedOperation.SignatureIncorrectOrUnapproved' ||
    code === 'FailedOperation.MissingSignature' ||
    code.startsWith('InvalidParameterValue.SignName')
  )
    return 'sign';
  if (
    code === 'FailedOperation.TemplateIncorrectOrUnapproved' ||
    code === 'FailedOperation.TemplateParamSetNotMatchApprovedTemplate' ||
    code === 'InvalidParameterValue.TemplateParameterFormatError' ||
    code === 'InvalidParameterValue.TemplateParameterLengthLimit'
  )
    return 'template';
  return 'other';
}

/** Tencent Cloud SMS (2021-01-11) through its official SDK; mainland numbers go as +86. */
export function tencentSmsDriver(sms: TencentConfig): ProviderSmsDriver {
  const client = new tencentSms.sms.v20210111.Client({
    credential: { secretId: sms.secretId, secretKey: sms.secretKey },
    region: sms.region,
    profile: {
      httpProfile: {
        endpoint: sms.endpoint.host,
        protocol: `${sms.endpoint.protocol}://`,
        // Seconds; our own timer decides (withTimeout), the SDK's closes the socket a moment later.
        reqTimeout: sms.timeoutMs / 1000 + 1,
      },
    },
  });

  async function sendSms(phone: string, templateId: string, params: string[]) {
    let answer: Awaited<ReturnType<typeof client.SendSms>>;
    try {
      answer = await withTimeout(
        client.SendSms({
          SmsSdkAppId: sms.sdkAppId,
          SignName: sms.signName,
          TemplateId: templateId,
          TemplateParamSet: params,
          PhoneNumberSet: [`+86${phone}`],
        }),
        sms.timeoutMs,
        () => new SmsSendError('timeout', 'timeout'),
      );
    } catch (err) {
      if (err instanceof SmsSendError) throw err;
      // The whole request refused (keys, sign, template) or the provider unreachable.
      const code = (err as { code?: string }).code ?? 'unreachable';
      throw new SmsSendError(tencentRefusal(code), code);
    }
    // A request can succeed while the number itself is refused: each number has its own status.
    const status = answer.SendStatusSet?.[0];
    if (status?.Code !== 'Ok') throw new SmsSendError(tencentRefusal(status?.Code ?? ''), status?.Code ?? 'no-status');
  }

  return {
    send: (phone, code, scene) => sendSms(phone, sms.templates[scene], [code]),
    notify: (phone, text, notice) => {
      const own = notice && sms.noticeTemplates[notice.kind];
      return own
        ? sendSms(
            phone,
            own,
            notice.fields.map(([, value]) => value),
          )
        : sendSms(phone, sms.noticeTemplate, [text]);
    },
    async check() {
      const ids = [...new Set([...Object.values(sms.templates), sms.noticeTemplate, ...Object.values(sms.noticeTemplates)])];
      const answer = await client.DescribeSmsTemplateList({ International: 0, TemplateIdSet: ids.map(Number) });
      const status: Record<string, string> = { '0': '审核通过', '1': '审核中', '-1': '审核未通过' };
      const lines = (answer.DescribeTemplateStatusSet ?? []).map(
        (t) => `模板 ${t.TemplateId}: ${status[String(t.StatusCode)] ?? t.StatusCode}${t.ReviewReply ? `（${t.ReviewReply}）` : ''}`,
      );
      const missing = ids.filter((id) => !(answer.DescribeTemplateStatusSet ?? []).some((t) => String(t.TemplateId) === id));
      if (missing.length) lines.push(`模板 ${missing.join(', ')}: 未找到`);
      return lines.join('; ');
    },
  };
}

/**
 * A member's reply to one of our texts, as Tencent Cloud SMS posts it to the reply (短信回复, 上行)
 * callback URL (https://cloud.tencent.com/document/api/382/5809): a JSON object
 * `{extend, mobile, nationcode, sign, text, time}`. Null when the body is not that shape or the
 * number is not a mainland one (members sign in with mainland numbers only).
 */
export function parseTencentReply(body: unknown): { phone: string; text: string } | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const b = body as Record<string, unknown>;
  if (typeof b.mobile !== 'string' || typeof b.text !== 'string') return null;
  const nation = typeof b.nationcode === 'string' ? b.nationcode.replace(/^\+/, '') : '86';
  const phone = b.mobile.replace(/^\+?86/, '');
  if (nation !== '86' || !/^1\d{10}$/.test(phone)) return null;
  return { phone, text: b.text };
}

/** What the reply callback answers: `result` 0 acknowledges (Tencent retries otherwise). */
export const tencentReplyAck = (ok: boolean, errmsg = 'OK') => ({ result: ok ? 0 : 1, errmsg });
