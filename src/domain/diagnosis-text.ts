/**
 * How a CIE-10 diagnosis reads (spec 000 §3 "shown with code and value"; §2 "Diagnosis text is truncated
 * at 70 characters by default, 1500 in cards"): "CODE · description", cut with an ellipsis past the limit.
 */
export const DIAGNOSIS_CHARS = { default: 70, card: 1500 } as const;

/** "Z63.2 · PROBLEMAS …"; the code alone when the description is unknown. */
export function diagnosisText(
  code: string,
  description: string | undefined,
  max: number = DIAGNOSIS_CHARS.default,
): string {
  const text = description ? `${code} · ${description}` : code;
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
