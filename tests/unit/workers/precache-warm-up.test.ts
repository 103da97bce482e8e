/**
 * A first install's files fetched a few at a time (workers/precache-warm-up.ts): the content-named files
 * not yet held, in the manifest's order, never more than AT_ONCE under way, a failure left to Workbox.
 */
import { describe, expect, it } from 'vitest';
import { AT_ONCE, contentNamedUrls, warmUp } from '../../../workers/precache-warm-up';

const base = 'https://canguro.example/sw.js';

describe('contentNamedUrls', () => {
  it('keeps the entries without a revision, as absolute URLs in order', () => {
    expect(
      contentNamedUrls(
        [
          { url: 'index.html', revision: 'abc' },
          { url: 'assets/start-1a2b.js', revision: null },
          'assets/plain-string.js',
          { url: '/assets/shell-3c4d.css' },
        ],
        base,
      ),
    ).toEqual([
      'https://canguro.example/assets/start-1a2b.js',
      'https://canguro.example/assets/shell-3c4d.css',
    ]);
  });
});

describe('warmUp', () => {
  it(`fetches what is not held, in order, at most ${AT_ONCE} at once, reading each body`, async () => {
    const urls = Array.from({ length: 20 }, (_, index) => `https://canguro.example/assets/f${index}.js`);
    const held = new Set([urls[3], urls[7]]);
    const started: string[] = [];
    const bodiesRead: string[] = [];
    let underWay = 0;
    let most = 0;
    await warmUp(
      urls,
      (url) => Promise.resolve(held.has(url)),
      async (url) => {
        started.push(url);
        most = Math.max(most, ++underWay);
        await new Promise((resolve) => setTimeout(resolve, 1 + (started.length % 3)));
        underWay--;
        const response = new Response(url);
        const read = response.arrayBuffer.bind(response);
        response.arrayBuffer = async () => {
          bodiesRead.push(url);
          return read();
        };
        return response;
      },
    );
    expect(started).toEqual(urls.filter((url) => !held.has(url)));
    expect(most).toBe(AT_ONCE);
    expect(bodiesRead.sort()).toEqual([...started].sort());
  });

  it('goes on past a failed fetch: Workbox fetches that file again', async () => {
    const started: string[] = [];
    await warmUp(
      ['a', 'b', 'c'],
      () => Promise.resolve(false),
      (url) => {
        started.push(url);
        return url === 'b'
          ? Promise.reject(new TypeError('Failed to fetch'))
          : Promise.resolve(new Response(url));
      },
    );
    expect(started).toEqual(['a', 'b', 'c']);
  });
});
