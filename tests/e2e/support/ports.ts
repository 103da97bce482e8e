/**
 * Ports of the e2e servers (playwright.config.ts starts them all): the main one; one whose access
 * tokens expire after SHORT_TOKEN_TTL_SECONDS, for the spec that proves a real expiry is refreshed; and
 * the host page that frames the external views from another origin (tests/e2e/support/host-page.ts).
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4180);
export const SHORT_TOKEN_PORT = E2E_PORT + 1;
export const SHORT_TOKEN_TTL_SECONDS = 3;
export const HOST_PAGE_PORT = E2E_PORT + 2;

/** The https server that https.spec.ts starts itself, and its plain-http port that redirects there. */
export const HTTPS_PORT = E2E_PORT + 3;
export const HTTPS_REDIRECT_PORT = E2E_PORT + 4;
