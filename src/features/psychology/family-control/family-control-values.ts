/**
 * The family control as the form holds it, and the way back to a draft's content (spec 000 §3 "Family
 * control"). Validation is the contract's commit schema (src/contract/family-control.ts), the one the
 * server runs; its issues become field messages here, keyed by the field's path ("referralIn.user").
 *
 * Content is built field by field from known keys only, so the internal `_id` of the referral sub-objects
 * (spec 000 §3 "Internal _id fields of referral sub-objects are removed when sent") never enters a draft,
 * and therefore never an outbox entry.
 */
import type { Signature } from '../../../contract/common';
import {
  controlModeIds,
  controlTypeIds,
  familyControl,
  reasonToStopIds,
  referralAreaIds,
  type FamilyControlDraft,
  type FamilyControlReferralIn,
} from '../../../contract/family-control';
import { commitErrors, type DraftOf } from '../../../contract/document';

/** A family control's content as its contract types it (what the draft holds). */
export type FamilyControlContent = DraftOf<typeof familyControl>;
type Draft = FamilyControlDraft;
type Defined<T> = Exclude<T, null | undefined>;

export interface ReferralInValues {
  specialist: Defined<FamilyControlReferralIn['specialist']> | null;
  user: string | null;
  reason: number | null;
}
export interface ReferralOutValues {
  area: number[];
  observation: string;
}

export interface FamilyValues {
  hasReferralIn: boolean | null;
  referralIn: ReferralInValues;
  controlType: Defined<Draft['controlType']>;
  controlMode: Defined<Draft['controlMode']> | null;
  initialObservation: string;
  riskFactors: string;
  protectiveFactors: string;
  primaryDiagnosis: string | null;
  otherDiagnoses: string[];
  plan: string;
  objectives: string;
  interventionEvolution: string;
  hasReasonToStop: boolean | null;
  reasonToStop: Defined<Draft['reasonToStop']> | null;
  hasReferralOutSpecialist: boolean | null;
  referralOutSpecialist: ReferralOutValues;
  hasReferralOutInstitution: boolean | null;
  referralOutInstitution: ReferralOutValues;
  followUp: string;
}

const yesNo = (value: unknown): boolean | null => (typeof value === 'boolean' ? value : null);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const numberOrNull = (value: unknown): number | null => (typeof value === 'number' ? value : null);
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...value } : {};
const numbers = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((n): n is number => typeof n === 'number') : [];
/** The catalogue id `value` is, among the contract's `ids`; null for anything else. */
const idOf = <const V extends number>(ids: Readonly<Record<string, V>>, value: unknown): V | null =>
  Object.values(ids).find((known) => known === value) ?? null;
const idsOf = <const V extends number>(ids: Readonly<Record<string, V>>, value: unknown): V[] =>
  Array.isArray(value) ? value.flatMap((entry) => idOf(ids, entry) ?? []) : [];
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((s): s is string => typeof s === 'string') : [];

/** A referral in with only its known keys (`_id` and anything else dropped). */
export function referralInOf(value: unknown): ReferralInValues {
  const r = record(value);
  return {
    specialist: idOf(referralAreaIds, r.specialist),
    user: typeof r.user === 'string' ? r.user : null,
    reason: numberOrNull(r.reason),
  };
}

/** A referral out with only its known keys (`_id` and anything else dropped). */
export function referralOutOf(value: unknown): ReferralOutValues {
  const r = record(value);
  return { area: numbers(r.area), observation: text(r.observation) };
}

/**
 * A draft's content (or a server document's fields, or what the rules return) as form values, reading
 * each value by itself: a list keeps the entries of its type.
 */
export function toFamilyValues(c: Record<string, unknown>): FamilyValues {
  return {
    hasReferralIn: yesNo(c.hasReferralIn),
    referralIn: referralInOf(c.referralIn),
    controlType: idsOf(controlTypeIds, c.controlType),
    controlMode: idOf(controlModeIds, c.controlMode),
    initialObservation: text(c.initialObservation),
    riskFactors: text(c.riskFactors),
    protectiveFactors: text(c.protectiveFactors),
    primaryDiagnosis: typeof c.primaryDiagnosis === 'string' ? c.primaryDiagnosis : null,
    otherDiagnoses: strings(c.otherDiagnoses),
    plan: text(c.plan),
    objectives: text(c.objectives),
    interventionEvolution: text(c.interventionEvolution),
    hasReasonToStop: yesNo(c.hasReasonToStop),
    reasonToStop: idOf(reasonToStopIds, c.reasonToStop),
    hasReferralOutSpecialist: yesNo(c.hasReferralOutSpecialist),
    referralOutSpecialist: referralOutOf(c.referralOutSpecialist),
    hasReferralOutInstitution: yesNo(c.hasReferralOutInstitution),
    referralOutInstitution: referralOutOf(c.referralOutInstitution),
    followUp: text(c.followUp),
  };
}

/**
 * Form values as a draft's content, signed by the professional at the device: exactly the contract's
 * fields, the referral sub-objects rebuilt from their known keys.
 */
export function toFamilyContent(values: FamilyValues, signature: Signature): FamilyControlContent {
  const content: FamilyControlDraft = {
    ...values,
    referralIn: referralInOf(values.referralIn),
    controlType: [...values.controlType],
    otherDiagnoses: [...values.otherDiagnoses],
    referralOutSpecialist: referralOutOf(values.referralOutSpecialist),
    referralOutInstitution: referralOutOf(values.referralOutInstitution),
  };
  return { ...content, signature };
}

/**
 * The form field an issue belongs to: its dot path without list positions, so a list's own message goes
 * on the list field (otherDiagnoses.0 → otherDiagnoses, referralOutSpecialist.area.1 → …area).
 */
export function fieldOfPath(path: string): string {
  return path
    .split('.')
    .filter((step) => !/^\d+$/.test(step))
    .join('.');
}

/** Field messages of the commit rule (spec 000 §5), by field path; null when the control may be saved. */
export function familyControlErrors(
  content: FamilyControlContent,
  historyId: string,
): Record<string, string> | null {
  return commitErrors(familyControl, { ...content, historyId }, fieldOfPath);
}
