import * as dysmsapi from '@alicloud/dysmsapi20170525';
import { QuerySmsSignRequest, QuerySmsTemplateRequest, SendSmsRequest } from '@alicloud/dysmsapi20170525';
import { $OpenApiUtil } from '@alicloud/openapi-core';
import type { SmsProviderConfig } from '../config.js';
import { SmsSendError, withTimeout, type ProviderSmsDriver, type SmsRefusal } from './sms-provider.js';

type AliyunConfig = Extract<SmsProviderConfig, { driver: 'aliyun' }>;

type ClientClass = typeof dysmsapi.default.default;
/** The SDK is CommonJS: depending on the loader its class is `default` or `default.default`. */
const loaded = dysmsapi.default as unknown as ClientClass | { default: ClientClass };
const Client: ClientClass = 'default' in loaded ? loaded.default : loaded;

/** Aliyun's SendSms answer codes (https://help.aliyun.com/document_detail/101346.html) as refusals. */
export function aliyunRefusal(code: string, message = ''): SmsRefusal {
  switch (code) {
    case 'isv.BUSINESS_LIMIT_CONTROL':
      // One code for the per-phone minute, hour and day limits; the message says which.
      return /天级|day/i.test(message) ? 'daily_limit' : 'rate_limit';
    case 'isv.MOBILE_NUMBER_ILLEGAL':
    case 'isv.MOBILE_COUNT_OVER_LIMIT':
    case 'isv.PHONE_NUMBER_ILLEGAL':
      return 'invalid_phone';
    case 'isv.SMS_SIGNATURE_ILLEGAL':
    case 'isv.SMS_SIGN_ILLEGAL':
    case 'isv.SIGN_NAME_ILLEGAL':
    case 'isv.SMS_SIGNATURE_SCENE_ILLEGAL':
      return 'sign';
    case 'isv.SMS_TEMPLATE_ILLEGAL':
    case 'isv.TEMPLATE_MISSING_PARAMETERS':
    case 'isv.TEMPLATE_PARAMS_ILLEGAL':
    case 'isv.SMS_TEMPLATE_SCENE_ILLEGAL':
      return 'template';
    default:
      return 'other';
  }
}

/** Aliyun SMS (dysmsapi 2017-05-25) through its official SDK. */
export function aliyunSmsDriver(sms: AliyunConfig): ProviderSmsDriver {
  const client = new Client(
    new $OpenApiUtil.Config({
      accessKeyId: sms.accessKeyId,
      accessKeySecret: sms.accessKeySecret,
      endpoint: sms.endpoint.host,
      protocol: sms.endpoint.protocol,
      // Our own timer decides (withTimeout); the SDK's closes the socket a moment later.
      connectTimeout: sms.timeoutMs + 1000,
      readTimeout: sms.timeoutMs + 1000,
    }),
  );

  async function sendSms(phone: string, templateCode: string, params: Record<string, string>) {
    const request = new SendSmsRequest({ phoneNumbers: phone, signName: sms.signName, templateCode, templateParam: JSON.stringify(params) });
    let body: { code?: string; message?: string } | undefined;
    try {
      body = (await withTimeout(client.sendSms(request), sms.timeoutMs, () => new SmsSendError('timeout', 'timeout'))).body;
    } catch (err) {
      if (err instanceof SmsSendError) throw err;
      // Refused at the HTTP level (keys, signature, throttling) or unreachable.
      const e = err as { code?: string; data?: { Code?: string; Message?: string } };
      const code = String(e.data?.Code ?? e.code ?? 'unreachable');
      throw new SmsSendError(aliyunRefusal(code, e.data?.Message), code);
    }
    if (body?.code !== 'OK') throw new SmsSendError(aliyunRefusal(body?.code ?? '', body?.message), body?.code ?? 'no-code');
  }

  return {
    send: (phone, code, scene) => sendSms(phone, sms.templates[scene], { code }),
    notify: (phone, text, notice) => {
      const own = notice && sms.noticeTemplates[notice.kind];
      return own ? sendSms(phone, own, Object.fromEntries(notice.fields)) : sendSms(phone, sms.noticeTemplate, { content: text });
    },
    async check() {
      const status = ['审核中', '审核通过', '审核未通过', '取消审核'];
      const lines: string[] = [];
      const sign = (await client.querySmsSign(new QuerySmsSignRequest({ signName: sms.signName }))).body;
      if (sign?.code !== 'OK') throw new Error(`QuerySmsSign ${sms.signName}: ${sign?.code} ${sign?.message ?? ''}`);
      lines.push(`签名 ${sms.signName}: ${status[sign.signStatus ?? -1] ?? sign.signStatus}${sign.reason ? `（${sign.reason}）` : ''}`);
      for (const code of new Set([...Object.values(sms.templates), sms.noticeTemplate, ...Object.values(sms.noticeTemplates)])) {
        const t = (await client.querySmsTemplate(new QuerySmsTemplateRequest({ templateCode: code }))).body;
        if (t?.code !== 'OK') throw new Error(`QuerySmsTemplate ${code}: ${t?.code} ${t?.message ?? ''}`);
        lines.push(`模板 ${code}: ${status[t.templateStatus ?? -1] ?? t.templateStatus}${t.reason ? `（${t.reason}）` : ''}`);
      }
      return lines.join('; ');
    },
  };
}
