import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { routeTable } from './app/route-table';
import { contractsForBrowser } from './vite/contracts-for-browser';
import { firstLoadChunks } from './vite/first-load-chunks';
import { precompress } from './vite/precompress';

// The pages whose first view is plain markup (decision 009) are the ones that must paint fast.
const firstLoad = firstLoadChunks({
  root: fileURLToPath(new URL('app', import.meta.url)),
  everyPage: ['entry.client.tsx', 'root.tsx', 'routes/page-shell.tsx'],
  pages: routeTable.filter((r) => r.plain).map((r) => r.file),
});

const REACT_CHUNK = 'react';

export default defineConfig({
  plugins: [
    contractsForBrowser(),
    reactRouter(),
    firstLoad.plugin,
    // Strongest for what a page loads before its first paint: entries, the React and first-load
    // groups, and assets (CSS, React Router's manifest).
    precompress({ strongest: (f) => f.type !== 'chunk' || !!f.isEntry || f.name === REACT_CHUNK || firstLoad.chunkNames.has(f.name ?? '') }),
  ],
  build: {
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React, React DOM, React Router and TanStack Query are on every page; kept apart from
            // the app's own frame, they stay cached across deploys that change only our code.
            { name: REACT_CHUNK, test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|@tanstack)[\\/]/, priority: 20 },
            ...firstLoad.groups,
          ],
        },
      },
    },
  },
});
