/**
 * The development control as the form holds it, and the way back to a draft's content (spec 000 §3
 * "Development control"). Validation is the contract's commit schema (src/contract/development-control.ts),
 * the one the server runs; its issues become field messages here.
 */
import type { Signature } from '../../../contract/common';
import { developmentControl, type TherapyId } from '../../../contract/development-control';
import { commitErrors, type DraftOf } from '../../../contract/document';

/** A development control's content as its contract types it (what the draft holds). */
export type ControlContent = DraftOf<typeof developmentControl>;

export const interventionTypes = [
  'workshops',
  'homeExercises',
  'brochures',
  'videos',
  'orientation',
] as const;
export type InterventionType = (typeof interventionTypes)[number];

export interface ControlValues {
  date: string | null;
  index: number | null;
  graduated: boolean | null;
  initialObservation: string;
  primaryDiagnosis: string | null;
  otherDiagnoses: string[];
  interventionEvolution: string;
  needsTherapy: boolean | null;
  therapies: TherapyId[];
  workshops: boolean | null;
  homeExercises: boolean | null;
  brochures: boolean | null;
  videos: boolean | null;
  orientation: boolean | null;
  followUp: string;
}

/** A draft's content (or a server document's fields) as form values: what it lacks starts empty. */
export function toValues(c: ControlContent): ControlValues {
  return {
    date: c.date ?? null,
    index: c.index ?? null,
    graduated: c.graduated ?? null,
    initialObservation: c.initialObservation ?? '',
    primaryDiagnosis: c.primaryDiagnosis ?? null,
    otherDiagnoses: [...(c.otherDiagnoses ?? [])],
    interventionEvolution: c.interventionEvolution ?? '',
    needsTherapy: c.needsTherapy ?? null,
    therapies: [...(c.therapies ?? [])],
    workshops: c.workshops ?? null,
    homeExercises: c.homeExercises ?? null,
    brochures: c.brochures ?? null,
    videos: c.videos ?? null,
    orientation: c.orientation ?? null,
    followUp: c.followUp ?? '',
  };
}

/** Form values as a draft's content, signed by the professional at the device. */
export function toContent(values: ControlValues, signature: Signature): ControlContent {
  return { ...values, signature };
}

/** Field messages of the commit rule (spec 000 §5), by field; null when the control may be saved. */
export function controlErrors(content: ControlContent, historyId: string): Record<string, string> | null {
  // A list's own message goes on the list field (otherDiagnoses.0 → otherDiagnoses).
  return commitErrors(developmentControl, { ...content, historyId }, (path) => path.split('.')[0]!);
}
