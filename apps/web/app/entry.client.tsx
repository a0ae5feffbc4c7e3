import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { awaitRoutePatches } from './lib/route-discovery';
import { guardRouterFetch } from './lib/router-fetch';
import { beginHydration } from './lib/hydration';
import { rememberNavigationTarget } from './lib/navigation-target';

function hydrate() {
  beginHydration();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter instrumentations={[rememberNavigationTarget]} />
      </StrictMode>,
    );
  });
}

guardRouterFetch(window);

// The routes the page links to join the manifest before React Router reads it (decision 018).
void awaitRoutePatches(window).then(hydrate, hydrate);
