/**
 * The router instance, built from the route tree that the TanStack router plugin generates from
 * src/routes (src/routeTree.gen.ts, never edited by hand).
 */
import { createRouter } from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen';

export const router = createRouter({
  routeTree,
  defaultPreload: 'intent',
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
