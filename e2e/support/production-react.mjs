// Loaded with --import before the e2e site's server: React, ReactDOM and their JSX runtime pick
// their production or development build from NODE_ENV once, when first loaded. The site runs with
// NODE_ENV=test for its test-only routes (SMS code read-back); its pages are rendered with the
// production build that users get, as `npm start` does.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const was = process.env.NODE_ENV;
process.env.NODE_ENV = 'production';
try {
  for (const m of ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/server']) require(m);
} finally {
  process.env.NODE_ENV = was;
}
