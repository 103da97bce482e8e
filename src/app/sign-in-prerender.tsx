/**
 * The sign-in form rendered to static HTML at build time (vite.config.ts, `signInShell`): the real
 * LoginPage inside the app's MantineProvider, so the built index.html can draw the first screen before
 * the entry's JavaScript has run (docs/architecture.md "The first screen"). Only the build runs this
 * module; the app never imports it.
 */
import { MantineProvider } from '@mantine/core';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterContextProvider,
} from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { LoginPage } from '../features/platform/login/login-page';
import { cssVariablesResolver, theme } from './theme';

/** The form's markup, with the style tag of Mantine's theme variables that MantineProvider writes. */
export function renderSignInForm(): string {
  // LoginPage navigates after a sign-in: it needs a router in context, never used here.
  const router = createRouter({
    routeTree: createRootRoute(),
    history: createMemoryHistory({ initialEntries: ['/login'] }),
  });
  return renderToString(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <RouterContextProvider router={router}>
        <LoginPage />
      </RouterContextProvider>
    </MantineProvider>,
  );
}
