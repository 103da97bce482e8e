import { describe, expect, it } from 'vitest';
import { readBody } from '../../../src/api/response-body';

const json = { 'content-type': 'application/json; charset=utf-8' };

describe('readBody', () => {
  it('reads no body as null: a 204 and an empty answer', async () => {
    expect(await readBody(new Response(null, { status: 204 }), 'throw')).toBeNull();
    expect(await readBody(new Response('', { status: 200, headers: json }), 'throw')).toBeNull();
  });

  it('parses a JSON type and keeps any other type as text', async () => {
    expect(await readBody(new Response('{"a":[1,null]}', { headers: json }), 'throw')).toEqual({
      a: [1, null],
    });
    expect(
      await readBody(new Response('{"a":1}', { headers: { 'content-type': 'text/plain' } }), 'throw'),
    ).toBe('{"a":1}');
  });

  it('throws on a JSON type over a body that is not JSON, or keeps its text, as the caller asks', async () => {
    await expect(readBody(new Response('<html>', { headers: json }), 'throw')).rejects.toThrow(SyntaxError);
    expect(await readBody(new Response('<html>', { headers: json }), 'text')).toBe('<html>');
  });
});
