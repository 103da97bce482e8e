/**
 * The 'which?' of the dwelling questions the home visit and the initial assessment both ask (spec 001 §3,
 * §4): housing type 'other' (6) and ownership 'other' (5) ask which one; choosing anything else hides the
 * question and clears what it held, so a text about an 'other' that was taken back is neither kept nor
 * sent. Both documents' forms call these; the commit rules of src/contract require the text on 'other'.
 */
import { HOUSING_TYPE_OTHER, OWNERSHIP_OTHER } from './social-work-codes';

/** Each dwelling question with an 'other', its code and its 'which?' field. */
const whichOf = {
  housingType: { other: HOUSING_TYPE_OTHER, which: 'housingTypeComment' },
  ownership: { other: OWNERSHIP_OTHER, which: 'ownershipComment' },
} as const;

type DwellingQuestion = keyof typeof whichOf;
type DwellingWhich = (typeof whichOf)[DwellingQuestion]['which'];

const isDwellingQuestion = (field: string): field is DwellingQuestion => Object.hasOwn(whichOf, field);

/** Whether the form asks `which` for these answers: only while its question is answered 'other'. */
export function asksWhich(values: Readonly<Record<string, unknown>>, which: DwellingWhich): boolean {
  const [question, { other }] = Object.entries(whichOf).find(([, entry]) => entry.which === which)!;
  return values[question] === other;
}

/** The 'which?' a change of `field` to `value` clears: its own, once the answer is no longer 'other'. */
export function clearedWhich(field: string, value: unknown): Partial<Record<DwellingWhich, string>> {
  if (!isDwellingQuestion(field)) return {};
  const { other, which } = whichOf[field];
  return value === other ? {} : { [which]: '' };
}
