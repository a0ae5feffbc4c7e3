import { App as AntdApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
// The date pickers ask dayjs for zh-cn month and weekday names by name; unloaded, dayjs answers
// in English (the 场地询价 start date read 2026年 Nov, Su Mo Tu).
import 'dayjs/locale/zh-cn';
import { theme } from '../theme';

/**
 * antd's locale, theme and message/modal context. Not in the root layout: pages whose first view
 * is plain markup (home) must not load antd's core before they can be used (decision 009), so the
 * antd pages get it from `routes/antd-shell.tsx` and islands loaded later from `lazyWithAntd`.
 */
export function AntdProvider({ children }: { children: React.ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} theme={theme}>
      <AntdApp message={{ maxCount: 1, duration: 3, top: 200 }}>{children}</AntdApp>
    </ConfigProvider>
  );
}
