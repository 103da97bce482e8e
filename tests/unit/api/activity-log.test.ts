import { afterEach, describe, expect, it, vi } from 'vitest';

const post = vi.fn<(path: string, body: unknown) => Promise<unknown>>();
vi.mock('../../../src/api/client', () => ({ api: { post } }));

const { logActivity, setActivityLogFailureHandler, setActivityLogQueue } =
  await import('../../../src/api/activity-log.api');
const { ApiError } = await import('../../../src/api/errors');

afterEach(() => {
  setActivityLogFailureHandler(undefined);
  setActivityLogQueue(undefined);
});

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

  it('queues a log that found no network instead of reporting it', async () => {
    const reported = vi.fn();
    const queue = vi.fn(() => Promise.resolve());
    setActivityLogFailureHandler(reported);
    setActivityLogQueue(queue);
    post.mockRejectedValueOnce(new ApiError('Network Error', { kind: 'network' }));
    await expect(logActivity({ action: 'abrir-historia', historyId: 'h1', url: '/' })).resolves.toBe(true);
    expect(queue).toHaveBeenCalledWith({ action: 'abrir-historia', historyId: 'h1', url: '/', userId: null });
    expect(reported).not.toHaveBeenCalled();
  });

  it("reports the server's refusal even with a queue: only a missing network is queued", async () => {
    const reported = vi.fn();
    const queue = vi.fn(() => Promise.resolve());
    setActivityLogFailureHandler(reported);
    setActivityLogQueue(queue);
    post.mockRejectedValueOnce(new ApiError('Forbidden', { kind: 'http', status: 403 }));
    await expect(logActivity({ action: 'x' })).resolves.toBe(false);
    expect(queue).not.toHaveBeenCalled();
    expect(reported).toHaveBeenCalledWith('Forbidden');
  });
});
