import { afterEach, describe, expect, it, vi } from 'vitest';

const post = vi.fn<(path: string, body: unknown) => Promise<unknown>>();
vi.mock('../../../src/api/client', () => ({ api: { post } }));

const { logActivity, setActivityLogFailureHandler } = await import('../../../src/api/activity-log.api');

afterEach(() => setActivityLogFailureHandler(undefined));

describe('logActivity (spec 000 §7, §8)', () => {
  it('posts action, historyId, url and the user id', async () => {
    post.mockResolvedValueOnce({ id: '1' });
    await expect(logActivity({ action: 'Abrir Bayley', historyId: 'h1', url: '/psychology' })).resolves.toBe(
      true,
    );
    expect(post).toHaveBeenCalledWith('activity-log', {
      action: 'Abrir Bayley',
      historyId: 'h1',
      url: '/psychology',
      userId: null,
    });
  });

  it('reports a failure to the registered handler and never throws', async () => {
    const reported = vi.fn();
    setActivityLogFailureHandler(reported);
    post.mockRejectedValueOnce(new Error('Network Error'));
    await expect(logActivity({ action: 'x' })).resolves.toBe(false);
    expect(reported).toHaveBeenCalledWith('Network Error');
  });
});
