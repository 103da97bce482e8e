import { describe, expect, it } from 'vitest';
import { savedAgo } from '../../../src/domain/saved-ago';

const now = Date.UTC(2026, 10, 24, 10, 0, 0);
const ago = (ms: number) => savedAgo(now - ms, now);

describe("savedAgo (spec 000 §2 'Guardado hace …')", () => {
  it("says 'No se ha guardado' without a save", () => {
    expect(savedAgo(null, now)).toBe('No se ha guardado');
    expect(savedAgo(undefined, now)).toBe('No se ha guardado');
  });

  it("says 'unos instantes' under 5 s, and for a save the device clock puts in the future", () => {
    expect(ago(0)).toBe('Guardado hace unos instantes');
    expect(ago(4999)).toBe('Guardado hace unos instantes');
    expect(ago(-30_000)).toBe('Guardado hace unos instantes');
  });

  it('counts seconds from 5 s to under a minute', () => {
    expect(ago(5000)).toBe('Guardado hace 5 segundos');
    expect(ago(59_999)).toBe('Guardado hace 59 segundos');
  });

  it('counts minutes, hours and days, singular for one', () => {
    expect(ago(60_000)).toBe('Guardado hace 1 minuto');
    expect(ago(3_599_999)).toBe('Guardado hace 59 minutos');
    expect(ago(3_600_000)).toBe('Guardado hace 1 hora');
    expect(ago(86_399_999)).toBe('Guardado hace 23 horas');
    expect(ago(86_400_000)).toBe('Guardado hace 1 día');
    expect(ago(3 * 86_400_000)).toBe('Guardado hace 3 días');
  });
});
