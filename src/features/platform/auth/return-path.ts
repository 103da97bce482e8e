/**
 * Where a sign-in returns to: the address a signed-out visitor asked for (a history's address in a
 * reloaded or restored tab, a shared link), carried to /login as `?redirect=`. Only a path of this app is
 * kept (never another origin: "//host" or a scheme), and neither home nor /login itself, which sign-in
 * reaches anyway.
 */
export function returnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return undefined;
  if (value.includes('\\')) return undefined; // Browsers read "/\host" as another origin.
  const path = value.split(/[?#]/)[0];
  if (path === '/' || path === '/login') return undefined;
  return value;
}
