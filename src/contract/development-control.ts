/**
 * Development control ("Psicología del Desarrollo", spec 000 §3 "Development control" and §5). The draft
 * id travels as developmentControlId. `fields` is what a stage accepts (every field optional, types and
 * lengths checked); `commitFields` adds the required rules of §5, and the only conditional rule (therapies
 * when needsTherapy) is a commit check so that it is reported with the other field errors.
 */
import * as v from 'valibot';
import { INTEGRAL_THERAPY_ID } from '../domain/psychology-codes';
import { validationText as t } from '../i18n/validation';
import {
  diagnosisCode,
  id,
  isoDate,
  optionalText,
  optionalYesNo,
  requiredText,
  requiredYesNo,
} from './common';
import { defineDocument } from './document';
import { missing, type FieldIssue } from './field-rules';

/** Therapy catalogue of spec 000 §3; 4 (Terapia Integral) excludes the others (§4). */
export const therapies = [
  { id: 1, label: 'Terapia Física' },
  { id: 2, label: 'Terapia Ocupacional' },
  { id: 3, label: 'Terapia del Lenguaje' },
  { id: 4, label: 'Terapia Integral' },
] as const;
export const therapyIds = [1, 2, 3, 4] as const;
export type TherapyId = (typeof therapyIds)[number];
export const integralTherapyId = INTEGRAL_THERAPY_ID satisfies TherapyId;

/** Text limits of spec 000 §5. */
export const developmentControlLimits = {
  initialObservation: 600,
  interventionEvolution: 5000,
  followUp: 200,
} as const;
const max = developmentControlLimits;

/**
 * The chosen therapies: known ids, each once, and Terapia Integral alone. The form keeps these by the §4
 * rules (src/domain/development-control-rules.ts); the server refuses a list that breaks them.
 */
const therapyList = v.pipe(
  v.array(v.picklist(therapyIds, t.invalidType), t.invalidType),
  v.check((list) => new Set(list).size === list.length, t.invalidType),
  v.check((list) => !list.includes(integralTherapyId) || list.length === 1, t.invalidType),
);

const optionalDiagnoses = () => v.optional(v.nullable(v.array(diagnosisCode(t.invalidType), t.invalidType)));
const optionalId = () => v.optional(v.nullable(id()));

/** Fields the server or the app fills in (date, position in the timeline, linked visit and exams). */
const contextFields = {
  date: v.optional(v.nullable(isoDate())),
  /** 0 is the first visit ("Primera"), any other a follow-up ("Seguimiento"). */
  index: v.optional(
    v.nullable(v.pipe(v.number(t.invalidType), v.integer(t.invalidType), v.minValue(0, t.invalidType))),
  ),
  V_id: optionalId(),
  bayleyId: optionalId(),
  griffithsId: optionalId(),
};

export const developmentControlFields = {
  ...contextFields,
  graduated: optionalYesNo(),
  initialObservation: optionalText(max.initialObservation),
  primaryDiagnosis: v.optional(v.nullable(diagnosisCode(t.invalidType))),
  otherDiagnoses: optionalDiagnoses(),
  interventionEvolution: optionalText(max.interventionEvolution),
  needsTherapy: optionalYesNo(),
  therapies: v.optional(v.nullable(therapyList)),
  workshops: optionalYesNo(),
  homeExercises: optionalYesNo(),
  brochures: optionalYesNo(),
  videos: optionalYesNo(),
  orientation: optionalYesNo(),
  followUp: optionalText(max.followUp),
};

export const developmentControlCommitFields = {
  ...contextFields,
  graduated: requiredYesNo(),
  initialObservation: requiredText(max.initialObservation),
  primaryDiagnosis: diagnosisCode(t.required),
  otherDiagnoses: optionalDiagnoses(),
  interventionEvolution: requiredText(max.interventionEvolution),
  needsTherapy: requiredYesNo(),
  /** Required only when needsTherapy is true (commit check below). */
  therapies: v.optional(v.nullable(therapyList)),
  workshops: requiredYesNo(),
  homeExercises: requiredYesNo(),
  brochures: requiredYesNo(),
  videos: requiredYesNo(),
  orientation: requiredYesNo(),
  followUp: requiredText(max.followUp),
};

/** With needsTherapy, at least one therapy (spec 000 §5). */
export function developmentControlIssues(control: Record<string, unknown>): FieldIssue[] {
  return control.needsTherapy === true
    ? missing(control, ['therapies'], t.selectOption, [['needsTherapy']])
    : [];
}

export const developmentControl = defineDocument({
  kind: 'development-control',
  fields: developmentControlFields,
  commitFields: developmentControlCommitFields,
  commitRules: developmentControlIssues,
});

/** A draft's fields as the form holds them (everything optional). */
export type DevelopmentControlDraft = v.InferOutput<
  v.ObjectSchema<typeof developmentControlFields, undefined>
>;
/** The fields of a committed control. */
export type DevelopmentControlValues = v.InferOutput<
  v.ObjectSchema<typeof developmentControlCommitFields, undefined>
>;
