import { afterEach, describe, expect, it, vi } from 'vitest';

const getParameter = vi.fn<(name: string) => Promise<unknown[]>>();
vi.mock('../../../../src/api/parameters.api', () => ({ getParameter }));

const { getFeatureFlags, loadFeatureFlags } =
  await import('../../../../src/features/platform/flags/feature-flags');

afterEach(() => vi.restoreAllMocks());

describe('feature flags (spec 000 §3, §8)', () => {
  it('reads Feature_Flags and keeps them', async () => {
    getParameter.mockResolvedValueOnce([{ name: 'socialWork', value: true }, 'ruido']);
    await expect(loadFeatureFlags()).resolves.toEqual([{ name: 'socialWork', value: true }]);
    expect(getParameter).toHaveBeenCalledWith('Feature_Flags');
    expect(getFeatureFlags()).toEqual([{ name: 'socialWork', value: true }]);
  });

  it('logs a failure and rethrows it as "Failed to fetch feature flags: {message}", keeping the old flags', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    getParameter.mockRejectedValueOnce(new Error('Network Error'));
    await expect(loadFeatureFlags()).rejects.toThrow('Failed to fetch feature flags: Network Error');
    expect(logged).toHaveBeenCalledTimes(1);
    expect(getFeatureFlags()).toEqual([{ name: 'socialWork', value: true }]);
  });
});
