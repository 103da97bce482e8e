/**
 * Whether the page may sign in at all. The sign-in derives the device key with Web Crypto and the app
 * works offline through its service worker, and a browser gives neither to an insecure context: a page
 * opened with http:// on a network name (localhost and 127.0.0.1 count as secure). There the sign-in
 * screen says what to do instead of showing a form that cannot work (./insecure-context-notice.tsx).
 */

/**
 * False only in a browser that says so. The build renders the sign-in screen in Node, where there is no
 * such flag: that render is the form, as in every secure context.
 */
export const inSecureContext = (scope: { isSecureContext?: boolean } = globalThis): boolean =>
  scope.isSecureContext !== false;

/**
 * The address to open instead: the same server name over https, on https's own port. A server that
 * serves https itself redirects its http port there (docs/deploy.md), so a page still on http is on a
 * server or proxy without https, whose https, once set up, is the standard port.
 */
export const secureAddress = (location: { hostname: string }): string => `https://${location.hostname}/`;
