/**
 * A response's body as the page's API client (./client.ts) and the sync worker (workers/sync-worker.ts)
 * read it: null when there is none (204, an empty body), the parsed value when the type says JSON, the
 * text otherwise.
 *
 * A JSON type over a body that is not JSON is where the two differ, so the caller says which: the client
 * throws (the call fails with an ApiError); the worker keeps the text, since the server did answer and the
 * entry's outcome is read from the status.
 */
export async function readBody(response: Response, badJson: 'throw' | 'text'): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (text === '') return null;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed;
  } catch (error) {
    if (badJson === 'throw') throw error;
    return text;
  }
}
