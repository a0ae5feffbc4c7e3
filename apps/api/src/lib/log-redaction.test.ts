import { describe, expect, it, vi } from 'vitest';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { CompletedRequestLog, lazyRequestLogger, LazyRequestLogger, maskPhonesInText, redactUrl, requestLogSerializer } from './log-redaction.js';

describe('log redaction (decision 008)', () => {
  it('redacts tokens, tickets and codes anywhere in a URL, and masks phones', () => {
    const token = 'Qk9hY2Vzc1Rva2VuX2FiY2RlZmdoaWprbG1ub3BxcnN0';
    expect(redactUrl(`/api/x?channelCode=ch_web&token=${token}&cityCode=320100`)).toBe('/api/x?channelCode=ch_web&token=[redacted]&cityCode=320100');
    expect(redactUrl(`/p?member-token=abc&adminToken=def&Wic-Token=g&ticket=t1&randstr=r&verifyCode=123456&pollSecret=s`)).toBe(
      '/p?member-token=[redacted]&adminToken=[redacted]&Wic-Token=[redacted]&ticket=[redacted]&randstr=[redacted]&verifyCode=[redacted]&pollSecret=[redacted]',
    );
    expect(redactUrl(`/share/${token}/qr?x=1`)).toBe('/share/[redacted]/qr?x=1');
    expect(redactUrl(`/a?data=%7B%22token%22%3A%22${token}%22%7D`)).not.toContain(token);
    expect(redactUrl('/a?phone=13800138000&to%6Ben=zz')).toBe('/a?phone=138****8000&to%6Ben=[redacted]');
    // The SMS and captcha providers' keys (issue 33), should such a URL ever reach a log line.
    expect(redactUrl('/?AccessKeyId=LTAI5t&AccessKeySecret=s1&SecretId=AKID1&SecretKey=k1&AppSecretKey=a1&Signature=x1&TemplateCode=SMS_1')).toBe(
      '/?AccessKeyId=[redacted]&AccessKeySecret=[redacted]&SecretId=[redacted]&SecretKey=[redacted]&AppSecretKey=[redacted]&Signature=[redacted]&TemplateCode=SMS_1',
    );
    // Ordinary ids and short values stay readable.
    expect(redactUrl('/shopDetail?id=123&keyword=万达&cityCode=320100')).toBe('/shopDetail?id=123&keyword=万达&cityCode=320100');
  });

  it('masks phones in text but not other digit runs', () => {
    expect(maskPhonesInText('/api/test/sms/last?phone=13800138000&scene=LOGIN')).toBe('/api/test/sms/last?phone=138****8000&scene=LOGIN');
    expect(maskPhonesInText('id=123456789012345&t=1732250000000')).toBe('id=123456789012345&t=1732250000000');
    expect(maskPhonesInText('a 13912345678,15012345678 b')).toBe('a 139****5678,150****5678 b');
  });

  it('keeps the phone out of the request log line', async () => {
    const lines: string[] = [];
    const stream = new Writable({ write: (chunk, _e, cb) => (lines.push(String(chunk)), cb()) });
    const app = Fastify({ logger: { level: 'info', stream, serializers: { req: requestLogSerializer } } });
    app.get('/x', async () => ({ ok: true }));
    await app.inject({ method: 'GET', url: '/x?mobile=13800138000&data=%7B%22phone%22%3A%2213700137000%22%7D' });
    await app.close();
    const log = lines.join('');
    expect(log).toContain('"url":"/x?mobile=138****8000');
    expect(log).not.toContain('13800138000');
    expect(log).not.toContain('13700137000');
  });

  it('writes one line per request, on completion, with status and time', async () => {
    const lines: string[] = [];
    const stream = new Writable({ write: (chunk, _e, cb) => (lines.push(String(chunk)), cb()) });
    const app = Fastify({ logController: new CompletedRequestLog(), logger: { level: 'info', stream, serializers: { req: requestLogSerializer } } });
    app.get('/x', async () => ({ ok: true }));
    await app.inject({ method: 'GET', url: '/x?mobile=13800138000' });
    await app.inject({ method: 'GET', url: '/missing' });
    await app.close();
    const entries = lines
      .join('')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { msg: string; req?: { url: string; method: string }; res?: { statusCode: number }; responseTime?: number });
    const requests = entries.filter((e) => e.req);
    expect(requests.map((e) => e.msg)).toEqual(['request completed', 'request completed']);
    expect(requests[0]).toMatchObject({ req: { method: 'GET', url: '/x?mobile=138****8000' }, res: { statusCode: 200 } });
    expect(requests[0].responseTime).toBeGreaterThanOrEqual(0);
    expect(requests[1]).toMatchObject({ req: { url: '/missing' }, res: { statusCode: 404 } });
    expect(lines.join('')).not.toContain('13800138000');
  });

  it('request loggers: a line at an enabled level carries the request id; below the level no child is made', async () => {
    const lines: string[] = [];
    const stream = new Writable({ write: (chunk, _e, cb) => (lines.push(String(chunk)), cb()) });
    const app = Fastify({ logController: new CompletedRequestLog(), childLoggerFactory: lazyRequestLogger, logger: { level: 'warn', stream } });
    const loggers: unknown[] = [];
    app.get('/quiet', async (request) => {
      loggers.push(request.log);
      request.log.info('not written at warn');
      request.log.debug({ a: 1 }, 'nor this');
      return { ok: true };
    });
    app.get('/loud', async (request) => {
      request.log.warn({ shopId: 7 }, 'written');
      request.log.error(new Error('boom'));
      return { ok: true };
    });
    const child = vi.spyOn(app.log, 'child');
    await app.inject({ method: 'GET', url: '/quiet' });
    expect(child).not.toHaveBeenCalled();
    expect(loggers[0]).toBeInstanceOf(LazyRequestLogger);
    expect((loggers[0] as LazyRequestLogger).level).toBe('warn');
    await app.inject({ method: 'GET', url: '/loud' });
    expect(child).toHaveBeenCalledTimes(1);
    await app.close();
    const entries = lines
      .join('')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { msg: string; reqId?: string; shopId?: number; level: number; err?: { message: string } });
    expect(entries.map((e) => e.msg)).toEqual(['written', 'boom']);
    expect(entries[0]).toMatchObject({ reqId: 'req-2', shopId: 7, level: 40 });
    expect(entries[1]).toMatchObject({ reqId: 'req-2', level: 50, err: { message: 'boom' } });
  });

  it('request loggers at info: completed lines as before, each with its request id', async () => {
    const lines: string[] = [];
    const stream = new Writable({ write: (chunk, _e, cb) => (lines.push(String(chunk)), cb()) });
    const app = Fastify({
      logController: new CompletedRequestLog(),
      childLoggerFactory: lazyRequestLogger,
      logger: { level: 'info', stream, serializers: { req: requestLogSerializer } },
    });
    app.get('/x', async (request) => {
      request.log.info('inside');
      return { ok: true };
    });
    await app.inject({ method: 'GET', url: '/x?mobile=13800138000' });
    await app.close();
    const entries = lines
      .join('')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { msg: string; reqId?: string; req?: { url: string } });
    expect(entries.map((e) => [e.msg, e.reqId])).toEqual([
      ['inside', 'req-1'],
      ['request completed', 'req-1'],
    ]);
    expect(entries[1].req?.url).toBe('/x?mobile=138****8000');
  });
});
