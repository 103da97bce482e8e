import { describe, expect, it } from 'vitest';
import { oneBayleyCall } from '../../../src/api/exam-list.api';

describe('Bayley calls one at a time (spec 000 §7 "concurrency 1")', () => {
  it('starts a Bayley call only once the one before it has ended, also when it failed', async () => {
    const log: string[] = [];
    let endFirst!: () => void;
    const first = oneBayleyCall(
      () =>
        new Promise<void>((_, reject) => {
          log.push('first started');
          endFirst = () => reject(new Error('503'));
        }),
    );
    const second = oneBayleyCall(() => {
      log.push('second started');
      return Promise.resolve(2);
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(log).toEqual(['first started']);
    endFirst();
    await expect(first).rejects.toThrow('503');
    await expect(second).resolves.toBe(2);
    expect(log).toEqual(['first started', 'second started']);
  });
});
