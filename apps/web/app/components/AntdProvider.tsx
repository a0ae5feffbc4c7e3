import { App as AntdApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
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
