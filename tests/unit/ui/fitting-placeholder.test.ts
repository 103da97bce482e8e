import { describe, expect, it } from 'vitest';
import { fittingText } from '../../../src/ui/hooks/use-fitting-placeholder';

// 8 px a character, as a stand-in for the field's font.
const measure = (text: string) => text.length * 8;
const texts = ['Buscar por nombre, documento o código', 'Nombre, documento o código', 'Buscar paciente'];

describe('the placeholder that fits the field', () => {
  it('is the longest one that fits whole', () => {
    expect(fittingText(texts, 400, measure)).toBe(texts[0]);
    expect(fittingText(texts, 296, measure)).toBe(texts[0]);
    expect(fittingText(texts, 295, measure)).toBe(texts[1]);
    expect(fittingText(texts, 200, measure)).toBe(texts[2]);
  });

  it('is the shortest when none fits, and the first where nothing can be measured', () => {
    expect(fittingText(texts, 50, measure)).toBe(texts[2]);
    expect(fittingText(texts, 50, () => null)).toBe(texts[0]);
  });
});
