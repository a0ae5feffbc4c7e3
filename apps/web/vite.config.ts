import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { contractsForBrowser } from './vite/contracts-for-browser';

export default defineConfig({
  plugins: [contractsForBrowser(), reactRouter()],
  build: {
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        // React, React DOM, React Router and TanStack Query are on every page: one file instead
        // of a handful, fewer requests for a phone on HTTP/1.1. (A shared "frame" group was tried:
        // grouping keeps every export any page uses, +18 KB on `/`, so the rest splits itself.)
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|@tanstack)[\\/]/, priority: 20 }],
        },
      },
    },
  },
});
