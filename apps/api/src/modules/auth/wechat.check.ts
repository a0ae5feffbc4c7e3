import type { Config } from '../../config.js';
import { WechatApiError, wechatClient } from './wechat.service.js';

/**
 * `npm run check:providers`: one real request to WeChat. WeChat has no call that only checks an
 * app's keys, so a made-up code is exchanged: 40029 (invalid code) means the appid and secret were
 * accepted; 40013 / 40125 name a wrong appid or secret. The secret itself is never printed.
 */
export function checkWechat(s: { apiBase: string; appId: string; appSecret: string }) {
  return {
    name: 'WeChat QR login (sns/oauth2/access_token)',
    async run(): Promise<string> {
      try {
        await wechatClient(s).exchangeCode(`provider-check-${Date.now()}`);
      } catch (err) {
        if (err instanceof WechatApiError && err.errcode === 40029) return `appid ${s.appId} and its secret are accepted`;
        if (err instanceof WechatApiError && err.errcode === -1) throw new Error(`no answer from ${s.apiBase}`);
        if (err instanceof WechatApiError) throw new Error(`WeChat refused: errcode ${err.errcode} ${err.errmsg}`);
        throw err;
      }
      throw new Error('WeChat accepted a made-up code: check WECHAT_API_BASE');
    },
  };
}

/** The checks of the configured drivers (none for the embedded defaults). */
export function wechatProviderChecks(config: Config) {
  return config.qrLogin.provider === 'wechat' ? [checkWechat(config.qrLogin)] : [];
}
