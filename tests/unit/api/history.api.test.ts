import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/errors';

const get = vi.fn<(path: string, options: unknown) => Promise<unknown>>();
vi.mock('../../../src/api/client', () => ({ api: { get } }));

const { getHistory, searchHistories } = await import('../../../src/api/history.api');

afterEach(() => {
  get.mockReset();
  vi.restoreAllMocks();
});

describe('history calls (spec 000 §7, §8)', () => {
  it('searches with search, page and sites', async () => {
    const page = { results: [], totalPages: 0, page: 2, total: 0 };
    get.mockResolvedValueOnce(page);
    await expect(searchHistories({ search: 'mar', page: 2, sites: [1, 2] })).resolves.toEqual(page);
    expect(get).toHaveBeenCalledWith(
      'hc/list',
      expect.objectContaining({ params: { search: 'mar', page: 2, sites: [1, 2] } }),
    );
  });

  it('a failed search is logged and gives an empty list', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    get.mockRejectedValueOnce(new ApiError('Network Error', { kind: 'network' }));
    await expect(searchHistories({ search: 'mar' })).resolves.toEqual({
      results: [],
      totalPages: 0,
      page: 1,
      total: 0,
    });
    expect(logged).toHaveBeenCalled();
  });

  it('an aborted search is not logged', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const controller = new AbortController();
    controller.abort();
    get.mockRejectedValueOnce(new ApiError('Request aborted', { kind: 'aborted' }));
    await expect(searchHistories({ search: 'mar' }, controller.signal)).resolves.toMatchObject({
      results: [],
    });
    expect(logged).not.toHaveBeenCalled();
  });

  it('a failed history retrieval is logged and gives null', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    get.mockRejectedValueOnce(new ApiError('Historia clínica no encontrada', { status: 404, kind: 'http' }));
    await expect(getHistory('0bebef7d-3c29-5453-8e5e-309444b69308')).resolves.toBeNull();
    expect(get).toHaveBeenCalledWith('/hc/0bebef7d-3c29-5453-8e5e-309444b69308', expect.anything());
    expect(logged).toHaveBeenCalled();
  });
});
