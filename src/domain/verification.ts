/**
 * The verification code asked before a history opens (spec 000 §2 "Patient search and verification", §5
 * "Verification code", §9 "Verification: last 3 digits"): the last 3 characters of the mother's document;
 * for a substitute mother, those of the mother's or of the temporary custodian's document. A fixed code is
 * accepted only outside production (spec 000 §5 "{secret}"), so demos and development builds can open any
 * history; the production build never accepts it (the caller passes `import.meta.env.PROD`).
 *
 * Pure: the documents come from the search result, so the check also works on the device offline.
 */
import type { HistorySummary } from '../contract/history';

/** Spec 000 §9: how many trailing characters of the document make the code. */
export const VERIFICATION_DIGITS = 3;

/**
 * The fixed code accepted by non-production builds only (docs/ui-decisions.md). Never accepted when the
 * build is a production build.
 */
export const DEVELOPMENT_VERIFICATION_CODE = '000';

export type VerificationDocuments = Pick<
  HistorySummary,
  'Iden_DocumentoMadre' | 'Iden_MadreSustituta' | 'Iden_DocumentoCustodioTemporal'
>;

export interface VerificationOptions {
  /** True in the production build (`import.meta.env.PROD`): the fixed code is refused. */
  production: boolean;
}

/**
 * The code of one document: its last 3 letters or digits. Separators a clerk may have typed (dots,
 * spaces, dashes: "1.023.456.321") are not part of the document number and are ignored.
 */
export function codeOfDocument(document: string | null | undefined): string | null {
  const characters = (document ?? '').replace(/[^0-9a-z]/gi, '').toUpperCase();
  if (characters.length < VERIFICATION_DIGITS) return null;
  return characters.slice(-VERIFICATION_DIGITS);
}

/** Every code that opens this history, in the order mother, custodian, fixed code. */
export function acceptedCodes(history: VerificationDocuments, options: VerificationOptions): string[] {
  const codes = [codeOfDocument(history.Iden_DocumentoMadre)];
  if (history.Iden_MadreSustituta) codes.push(codeOfDocument(history.Iden_DocumentoCustodioTemporal));
  if (!options.production) codes.push(DEVELOPMENT_VERIFICATION_CODE);
  return [...new Set(codes.filter((code): code is string => code !== null))];
}

/** Whether what the user typed opens the history (surrounding spaces ignored, letters in any case). */
export function isVerificationCodeValid(
  input: string,
  history: VerificationDocuments,
  options: VerificationOptions,
): boolean {
  const typed = input.trim().toUpperCase();
  if (typed.length !== VERIFICATION_DIGITS) return false;
  return acceptedCodes(history, options).includes(typed);
}
