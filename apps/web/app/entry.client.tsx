import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { guardRouterFetch } from './lib/router-fetch';
import { rememberNavigationTarget } from './lib/navigation-target';

guardRouterFetch(window);
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter instrumentations={[rememberNavigationTarget]} />
    </StrictMode>,
  );
});
