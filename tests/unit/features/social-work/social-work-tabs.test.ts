import { describe, expect, it } from 'vitest';
import {
  SOCIAL_WORK_DEFAULT_TAB,
  socialWorkTabIndex,
  socialWorkTabSlug,
  tabKeys,
} from '../../../../src/features/social-work/social-work-page';

describe('the social-work tab of the address (/socialwork/hc/{historyId}/{tab})', () => {
  it('reads each slug, and an unknown one as the default tab (Evoluciones)', () => {
    expect(tabKeys.map(socialWorkTabIndex)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(socialWorkTabIndex('otra')).toBe(SOCIAL_WORK_DEFAULT_TAB);
    expect(socialWorkTabSlug(socialWorkTabIndex('otra'))).toBe('evoluciones');
  });

  it('names the default tab when no tab was remembered', () => {
    expect(socialWorkTabSlug(undefined)).toBe('evoluciones');
    expect(socialWorkTabSlug(7)).toBe('evoluciones');
    expect(socialWorkTabSlug(4)).toBe('composicion-familiar');
  });
});
