/**
 * The router instance, built from the route tree that the TanStack router plugin generates from
 * src/routes (src/routeTree.gen.ts, never edited by hand), with the Spanish error screen as every route's
 * default (src/ui/error-boundary).
 */
import { createRouter } from '@tanstack/react-router';
import { createElement } from 'react';
import { routeTree } from '../routeTree.gen';
import { ErrorScreen } from '../ui/error-boundary/error-boundary';

export const router = createRouter({
  routeTree,
  defaultPreload: 'intent',
  scrollRestoration: true,
  // A screen that fails to render says, in Spanish, that the drafts are safe on the device.
  defaultErrorComponent: ({ reset }) => createElement(ErrorScreen, { onRetry: reset }),
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
