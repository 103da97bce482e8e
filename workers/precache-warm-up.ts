/**
 * A first install's files, fetched a few at a time before Workbox stores them one by one.
 *
 * Workbox precaches the build one file after another (its install awaits each fetch, workbox issue 2528),
 * a round trip per file: over a rural 3G link, 300 ms a round trip, the 140 files of a first visit took over
 * a minute before the device worked offline (docs/benchmarks.md "The weak link"). The files named by their
 * content (no revision in the manifest) are fetched by Workbox in the HTTP cache's default mode, and the
 * server lets the browser keep them (`/assets/`, immutable): fetched here first, `AT_ONCE` at a time and in
 * the manifest's order, Workbox's own fetch of each then comes from the HTTP cache, or waits for the fetch
 * of it already under way. Only what the precache does not hold yet is fetched (an update asks for its
 * changed files alone, as Workbox does). A failure here is Workbox's to meet: it fetches the file again,
 * and fails the install as it always did.
 */
import type { PrecacheEntry } from 'workbox-precaching';
import { eachAtMost } from '../src/offline/at-most';

/** Fetches under way at once: what a browser opens to one origin over HTTP/1.1. */
export const AT_ONCE = 6;

/** The manifest's files named by their content, as absolute URLs, in the manifest's order. */
export function contentNamedUrls(manifest: readonly (PrecacheEntry | string)[], base: string): string[] {
  return manifest
    .filter((entry): entry is PrecacheEntry => typeof entry !== 'string' && !entry.revision)
    .map((entry) => new URL(entry.url, base).href);
}

export async function warmUp(
  urls: readonly string[],
  held: (url: string) => Promise<boolean>,
  fetcher: (url: string) => Promise<Response>,
): Promise<void> {
  await eachAtMost(urls, AT_ONCE, async (url) => {
    try {
      if (await held(url)) return;
      // The body read to its end: the HTTP cache keeps a file once it has all of it.
      await (await fetcher(url)).arrayBuffer();
    } catch {
      // Workbox fetches it again, and reports a failure itself.
    }
  });
}
