import type { ServerApi, SiteConfig } from '@shp/contracts';

declare module 'react-router' {
  interface AppLoadContext {
    api: ServerApi;
    site: SiteConfig;
    /** Path and query of the page being rendered (without React Router's .data suffix). */
    pageUrl: string;
    /** This response's CSP nonce: the only inline scripts a page runs carry it. */
    nonce?: string;
  }
}
