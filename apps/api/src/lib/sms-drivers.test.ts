import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthText, ErrorText } from '@shp/contracts';
import { loadConfig, type SmsProviderConfig } from '../config.js';
import { aliyunSmsDriver } from './sms-aliyun.js';
import { tencentSmsDriver } from './sms-tencent.js';
import { SmsSendError, type SmsNotice } from './sms-driver.js';
import {
  aliyunAnswer,
  aliyunSignatureValid,
  startProviderStub,
  tencentError,
  tencentSendStatus,
  tencentSignatureValid,
  type ProviderStub,
} from '../test/provider-stubs.js';

const PHONE = '13912345678';
const TEMPLATES = {
  SMS_TEMPLATE_CODE: 'SMS_100000001',
  SMS_TEMPLATE_LEAD: 'SMS_100000002',
  SMS_TEMPLATE_STEPUP: 'SMS_100000004',
  SMS_TEMPLATE_NOTICE: 'SMS_100000009',
  SMS_TEMPLATE_NOTICE_LEAD_ASSIGNED: 'SMS_100000011',
  SMS_TEMPLATE_NOTICE_LEAD_LOST: 'SMS_100000015',
};
const ASSIGNED: SmsNotice = {
  kind: 'LEAD_ASSIGNED',
  fields: [
    ['what', '「火锅」咨询需求'],
    ['consultant', '王顾问'],
    ['deadline', '12月1日 10:00'],
  ],
};
const CONTACTED: SmsNotice = {
  kind: 'LEAD_CONTACTED',
  fields: [
    ['what', '「火锅」咨询需求'],
    ['consultant', '王顾问'],
  ],
};

async function refusalOf(p: Promise<unknown>) {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(SmsSendError);
  return err as SmsSendError;
}

describe('aliyun SMS driver (SendSms through @alicloud/dysmsapi20170525, against a local stub)', () => {
  let stub: ProviderStub;
  let sms: Extract<SmsProviderConfig, { driver: 'aliyun' }>;
  beforeAll(async () => {
    stub = await startProviderStub(() => aliyunAnswer('OK'));
    const config = loadConfig(
      {},
      {
        SMS_DRIVER: 'aliyun',
        ALIYUN_SMS_ACCESS_KEY_ID: 'LTAI-test-id',
        ALIYUN_SMS_ACCESS_KEY_SECRET: 'aliyun-test-secret',
        ALIYUN_SMS_ENDPOINT: stub.url,
        SMS_SIGN_NAME: '商铺汇',
        SMS_TIMEOUT_MS: '1000',
        ...TEMPLATES,
      },
    );
    sms = config.sms as typeof sms;
  });
  afterAll(() => stub.close());

  it('sends SendSms 2017-05-25 with the sign, the scene template and the code, signed with the key', async () => {
    const driver = aliyunSmsDriver(sms);
    stub.answer = () => aliyunAnswer('OK');
    stub.requests.length = 0;
    await driver.send(PHONE, '123456', 'LOGIN');
    await driver.send(PHONE, '654321', 'LEAD');
    await driver.send(PHONE, '111222', 'STEPUP');
    await driver.notify(PHONE, '您的提现账户已变更');
    const [login, lead, stepUp, notice] = stub.requests;
    expect(login.method).toBe('POST');
    expect(login.headers['x-acs-action']).toBe('SendSms');
    expect(login.headers['x-acs-version']).toBe('2017-05-25');
    expect(login.query).toMatchObject({ PhoneNumbers: PHONE, SignName: '商铺汇', TemplateCode: 'SMS_100000001' });
    expect(JSON.parse(login.query.TemplateParam)).toEqual({ code: '123456' });
    expect(lead.query.TemplateCode).toBe('SMS_100000002');
    expect(JSON.parse(lead.query.TemplateParam)).toEqual({ code: '654321' });
    expect(stepUp.query.TemplateCode).toBe('SMS_100000004');
    expect(notice.query.TemplateCode).toBe('SMS_100000009');
    expect(JSON.parse(notice.query.TemplateParam)).toEqual({ content: '您的提现账户已变更' });
    stub.requests.length = 0;
    // A lead change with its own template sends its fields by name; one without falls back to the notice template.
    await driver.notify(PHONE, '【商铺汇】您的「火锅」咨询需求已由顾问王顾问负责跟进…', ASSIGNED);
    await driver.notify(PHONE, '【商铺汇】顾问王顾问已与您联系…', CONTACTED);
    const [assigned, contacted] = stub.requests;
    expect(assigned.query.TemplateCode).toBe('SMS_100000011');
    expect(JSON.parse(assigned.query.TemplateParam)).toEqual({ what: '「火锅」咨询需求', consultant: '王顾问', deadline: '12月1日 10:00' });
    expect(contacted.query.TemplateCode).toBe('SMS_100000009');
    expect(JSON.parse(contacted.query.TemplateParam)).toEqual({ content: '【商铺汇】顾问王顾问已与您联系…' });
    for (const r of stub.requests) {
      expect(aliyunSignatureValid(r, 'LTAI-test-id', 'aliyun-test-secret')).toBe(true);
      // The secret itself never travels.
      expect(JSON.stringify(r)).not.toContain('aliyun-test-secret');
    }
    expect(aliyunSignatureValid(login, 'LTAI-test-id', 'another-secret')).toBe(false);
  });

  it.each([
    ['isv.BUSINESS_LIMIT_CONTROL', '触发天级流控Permits:10', 'daily_limit', AuthText.SMS_DAILY],
    ['isv.BUSINESS_LIMIT_CONTROL', '触发分钟级流控Permits:1', 'rate_limit', AuthText.SMS_PROVIDER_BUSY],
    ['isv.MOBILE_NUMBER_ILLEGAL', '非法手机号', 'invalid_phone', AuthText.SMS_PHONE_REFUSED],
    ['isv.SMS_SIGNATURE_ILLEGAL', '签名不合法', 'sign', AuthText.SMS_SIGN_REFUSED],
    ['isv.SMS_TEMPLATE_ILLEGAL', '模板不合法', 'template', AuthText.SMS_TEMPLATE_REFUSED],
    ['isv.AMOUNT_NOT_ENOUGH', '账户余额不足', 'other', ErrorText.SMS_FAILED],
  ])('maps %s (%s) to a Chinese refusal', async (code, message, refusal, text) => {
    stub.answer = () => aliyunAnswer(code, message);
    const err = await refusalOf(aliyunSmsDriver(sms).send(PHONE, '123456', 'LOGIN'));
    expect(err.refusal).toBe(refusal);
    expect(err.message).toBe(text);
    expect(err.providerCode).toBe(code);
    expect(err.maybeDelivered).toBe(false);
  });

  it('refused keys (HTTP 404 InvalidAccessKeyId.NotFound) read as 获取验证码失败', async () => {
    stub.answer = () => ({ status: 404, json: { Code: 'InvalidAccessKeyId.NotFound', Message: 'Specified access key is not found.', RequestId: 'r' } });
    const err = await refusalOf(aliyunSmsDriver(sms).send(PHONE, '123456', 'LOGIN'));
    expect(err.message).toBe(ErrorText.SMS_FAILED);
    expect(err.providerCode).toBe('InvalidAccessKeyId.NotFound');
  });

  it('a provider that does not answer fails after SMS_TIMEOUT_MS', async () => {
    stub.answer = () => 'hang';
    const started = Date.now();
    const err = await refusalOf(aliyunSmsDriver(sms).send(PHONE, '123456', 'LOGIN'));
    expect(err.refusal).toBe('timeout');
    expect(err.message).toBe(AuthText.SMS_TIMEOUT);
    expect(err.maybeDelivered).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(990);
    expect(Date.now() - started).toBeLessThan(4000);
  });

  it('an unreachable endpoint is a refusal, not a crash', async () => {
    const closed = await startProviderStub(() => aliyunAnswer('OK'));
    await closed.close();
    const err = await refusalOf(aliyunSmsDriver({ ...sms, endpoint: { protocol: 'http', host: new URL(closed.url).host } }).send(PHONE, '1', 'LOGIN'));
    expect(err.message).toBe(ErrorText.SMS_FAILED);
  });
});

describe('tencent SMS driver (SendSms through tencentcloud-sdk-nodejs-sms, against a local stub)', () => {
  let stub: ProviderStub;
  let sms: Extract<SmsProviderConfig, { driver: 'tencent' }>;
  beforeAll(async () => {
    stub = await startProviderStub(() => tencentSendStatus('Ok', PHONE));
    const config = loadConfig(
      {},
      {
        SMS_DRIVER: 'tencent',
        TENCENTCLOUD_SECRET_ID: 'AKID-test-id',
        TENCENTCLOUD_SECRET_KEY: 'tencent-test-key',
        TENCENT_SMS_SDK_APP_ID: '1400000001',
        TENCENT_SMS_ENDPOINT: stub.url,
        SMS_SIGN_NAME: '商铺汇',
        SMS_TIMEOUT_MS: '1000',
        SMS_TEMPLATE_CODE: '100001',
        SMS_TEMPLATE_LOGOFF: '100003',
        SMS_TEMPLATE_NOTICE: '100009',
        SMS_TEMPLATE_NOTICE_LEAD_ASSIGNED: '100011',
      },
    );
    sms = config.sms as typeof sms;
  });
  afterAll(() => stub.close());

  it('sends SendSms 2021-01-11 with the app id, sign, scene template, the code and a +86 number, TC3-signed', async () => {
    const driver = tencentSmsDriver(sms);
    stub.answer = () => tencentSendStatus('Ok', PHONE);
    stub.requests.length = 0;
    await driver.send(PHONE, '123456', 'LOGIN');
    await driver.send(PHONE, '654321', 'LOGOFF');
    await driver.notify(PHONE, '提现账户已变更');
    const [login, logoff, notice] = stub.requests;
    expect(login.headers['x-tc-action']).toBe('SendSms');
    expect(login.headers['x-tc-version']).toBe('2021-01-11');
    expect(login.headers['x-tc-region']).toBe('ap-guangzhou');
    expect(JSON.parse(login.body)).toEqual({
      SmsSdkAppId: '1400000001',
      SignName: '商铺汇',
      TemplateId: '100001',
      TemplateParamSet: ['123456'],
      PhoneNumberSet: [`+86${PHONE}`],
    });
    expect(JSON.parse(logoff.body)).toMatchObject({ TemplateId: '100003', TemplateParamSet: ['654321'] });
    expect(JSON.parse(notice.body)).toMatchObject({ TemplateId: '100009', TemplateParamSet: ['提现账户已变更'] });
    // A lead change with its own template sends its fields in the template's order ({1}, {2}, {3}).
    await driver.notify(PHONE, '【商铺汇】您的需求已由顾问王顾问负责跟进…', ASSIGNED);
    await driver.notify(PHONE, '【商铺汇】顾问王顾问已与您联系…', CONTACTED);
    const [assigned, contacted] = stub.requests.slice(3);
    expect(JSON.parse(assigned.body)).toMatchObject({ TemplateId: '100011', TemplateParamSet: ['「火锅」咨询需求', '王顾问', '12月1日 10:00'] });
    expect(JSON.parse(contacted.body)).toMatchObject({ TemplateId: '100009', TemplateParamSet: ['【商铺汇】顾问王顾问已与您联系…'] });
    for (const r of stub.requests) {
      expect(tencentSignatureValid(r, 'AKID-test-id', 'tencent-test-key')).toBe(true);
      expect(JSON.stringify(r)).not.toContain('tencent-test-key');
    }
    expect(tencentSignatureValid(login, 'AKID-test-id', 'wrong-key')).toBe(false);
  });

  it.each([
    ['LimitExceeded.PhoneNumberDailyLimit', 'daily_limit', AuthText.SMS_DAILY],
    ['LimitExceeded.PhoneNumberThirtySecondLimit', 'rate_limit', AuthText.SMS_PROVIDER_BUSY],
    ['InvalidParameterValue.IncorrectPhoneNumber', 'invalid_phone', AuthText.SMS_PHONE_REFUSED],
  ])('maps a number refused in SendStatusSet (%s)', async (code, refusal, text) => {
    stub.answer = () => tencentSendStatus(code, PHONE);
    const err = await refusalOf(tencentSmsDriver(sms).send(PHONE, '123456', 'LOGIN'));
    expect([err.refusal, err.message, err.providerCode]).toEqual([refusal, text, code]);
  });

  it.each([
    ['FailedOperation.SignatureIncorrectOrUnapproved', 'sign', AuthText.SMS_SIGN_REFUSED],
    ['FailedOperation.TemplateIncorrectOrUnapproved', 'template', AuthText.SMS_TEMPLATE_REFUSED],
    ['LimitExceeded.PhoneNumberDailyLimit', 'daily_limit', AuthText.SMS_DAILY],
    ['InvalidParameterValue.IncorrectPhoneNumber', 'invalid_phone', AuthText.SMS_PHONE_REFUSED],
    ['AuthFailure.SecretIdNotFound', 'other', ErrorText.SMS_FAILED],
  ])('maps a whole-request error (%s)', async (code, refusal, text) => {
    stub.answer = () => tencentError(code);
    const err = await refusalOf(tencentSmsDriver(sms).send(PHONE, '123456', 'LOGIN'));
    expect([err.refusal, err.message, err.providerCode]).toEqual([refusal, text, code]);
  });

  it('a provider that does not answer fails after SMS_TIMEOUT_MS', async () => {
    stub.answer = () => 'hang';
    const started = Date.now();
    const err = await refusalOf(tencentSmsDriver(sms).send(PHONE, '123456', 'LOGIN'));
    expect([err.refusal, err.message]).toEqual(['timeout', AuthText.SMS_TIMEOUT]);
    expect(Date.now() - started).toBeLessThan(4000);
  });
});
