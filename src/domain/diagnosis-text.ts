/**
 * How a CIE-10 diagnosis reads on screen (spec 000 §2 "Diagnosis text is truncated at 70 characters by
 * default, 1500 in cards"): its code and description, cut with an ellipsis past the limit.
 */
export const DIAGNOSIS_DEFAULT_CHARS = 70;
export const DIAGNOSIS_CARD_CHARS = 1500;

/** The text cut to `max` characters, with "…" when something was cut. */
export function truncateText(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/** "F82 · Trastorno específico del desarrollo …", or the code alone when its description is unknown. */
export function diagnosisText(
  code: string,
  description: string | undefined,
  max: number = DIAGNOSIS_DEFAULT_CHARS,
): string {
  return truncateText(description ? `${code} · ${description}` : code, max);
}
