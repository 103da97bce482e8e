/**
 * Ports of the two e2e servers (playwright.config.ts starts both): the main one, and one whose access
 * tokens expire after SHORT_TOKEN_TTL_SECONDS, for the spec that proves a real expiry is refreshed.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4180);
export const SHORT_TOKEN_PORT = E2E_PORT + 1;
export const SHORT_TOKEN_TTL_SECONDS = 3;
