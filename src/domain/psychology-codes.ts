/**
 * Catalogue ids that psychology's form rules and contract both act on (spec 000 §3, §4, §5). They live
 * here, below the contract, so the pure rules can use them and the contract imports them from one place.
 */

/** Terapia Integral: the therapy that excludes the others (§4). */
export const INTEGRAL_THERAPY_ID = 4;
/** Bayley caretaker "other": requires otherCaretaker, "¿Quién?" (§3, §5). */
export const BAYLEY_CARETAKER_OTHER_ID = 6;
/** Bayley companion "other": requires otherCompanion, "¿Quién lo acompaña?" (§3, §5). */
export const BAYLEY_COMPANION_OTHER_ID = 4;
