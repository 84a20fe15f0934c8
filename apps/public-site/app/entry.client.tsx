/**
 * React Router's default client entry (hydrate the document in a transition), with one addition:
 * React DOM's body runs in a task of its own before this one (./lib/react-dom-eager.ts).
 */
import './lib/react-dom-eager';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
