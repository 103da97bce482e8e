/**
 * Texts of the Bayley and Griffiths exam tabs (spec 000 §2 "Griffiths tab", "Bayley tab", §8). The
 * 'Guardado hace …' label is built from these pieces by src/domain/saved-ago.ts, so the wording has one home.
 */
export const savedAgoText = {
  never: 'No se ha guardado',
  prefix: 'Guardado hace',
  moments: 'unos instantes',
  second: ['segundo', 'segundos'],
  minute: ['minuto', 'minutos'],
  hour: ['hora', 'horas'],
  day: ['día', 'días'],
} as const;

export const griffithsFooterText = {
  /** Spec 000 §2: where the score has no age-equivalent in AgeFromScore. */
  noAgeForScore: (score: number) => `no hay datos para ${score} puntos`,
} as const;
