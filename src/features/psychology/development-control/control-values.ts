/**
 * The development control as the form holds it, and the way back to a draft's content (spec 000 §3
 * "Development control"). Validation is the contract's commit schema (src/contract/development-control.ts),
 * the one the server runs; its issues become field messages here.
 */
import type { Signature } from '../../../contract/common';
import {
  developmentControl,
  type DevelopmentControlDraft,
  type TherapyId,
} from '../../../contract/development-control';
import { commitErrors } from '../../../contract/document';
import type { DraftContent } from '../../../offline/db';

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

const yesNo = (value: unknown): boolean | null => (typeof value === 'boolean' ? value : null);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A draft's content (or a server document's fields) as form values. */
export function toValues(content: DraftContent): ControlValues {
  const c = content as DevelopmentControlDraft & Record<string, unknown>;
  return {
    date: typeof c.date === 'string' ? c.date : null,
    index: typeof c.index === 'number' ? c.index : null,
    graduated: yesNo(c.graduated),
    initialObservation: text(c.initialObservation),
    primaryDiagnosis: typeof c.primaryDiagnosis === 'string' ? c.primaryDiagnosis : null,
    otherDiagnoses: Array.isArray(c.otherDiagnoses) ? [...c.otherDiagnoses] : [],
    interventionEvolution: text(c.interventionEvolution),
    needsTherapy: yesNo(c.needsTherapy),
    therapies: Array.isArray(c.therapies) ? [...c.therapies] : [],
    workshops: yesNo(c.workshops),
    homeExercises: yesNo(c.homeExercises),
    brochures: yesNo(c.brochures),
    videos: yesNo(c.videos),
    orientation: yesNo(c.orientation),
    followUp: text(c.followUp),
  };
}

/** Form values as a draft's content, signed by the professional at the device. */
export function toContent(values: ControlValues, signature: Signature): DraftContent {
  return { ...values, signature };
}

/** Field messages of the commit rule (spec 000 §5), by field; null when the control may be saved. */
export function controlErrors(content: DraftContent, historyId: string): Record<string, string> | null {
  // A list's own message goes on the list field (otherDiagnoses.0 → otherDiagnoses).
  return commitErrors(developmentControl, { ...content, historyId }, (path) => path.split('.')[0]!);
}
