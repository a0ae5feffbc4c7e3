import { createContext } from 'react';

/**
 * The CSP nonce of the page being rendered on the server (the API sets `script-src 'self'
 * 'nonce-…'` per HTML answer). Absent in the browser, where no inline script is added.
 */
export const NonceContext = createContext<string | undefined>(undefined);
