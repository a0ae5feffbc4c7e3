import type { ServerApi, SiteConfig } from '@shp/contracts';

declare module 'react-router' {
  interface AppLoadContext {
    api: ServerApi;
    site: SiteConfig;
  }
}
