import { describe, expect, it } from 'vitest';
import { HISTORY_FRAMES_URL, frameUrl } from '../../../../src/ui/embedded-frame/frame-urls';

describe('embedded page addresses (spec 000 §2 "Embedded pages")', () => {
  it('builds iframe/{page}/{id} under the configured base, with or without a final slash', () => {
    expect(frameUrl('antecedentes', 'abc', 'https://hc.example/')).toBe(
      'https://hc.example/iframe/antecedentes/abc',
    );
    expect(frameUrl('pediatria', 'abc', 'https://hc.example/sistema')).toBe(
      'https://hc.example/sistema/iframe/pediatria/abc',
    );
    expect(frameUrl('graficas', 'a b', 'https://hc.example/')).toBe(
      'https://hc.example/iframe/graficas/a%20b',
    );
  });

  it('defaults to a placeholder on the reserved .example domain', () => {
    expect(HISTORY_FRAMES_URL).toBe('https://historia-clinica.canguro.example/');
  });
});
