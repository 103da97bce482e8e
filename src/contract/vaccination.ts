/**
 * Vaccination (spec 001 §3 "Vaccination", §4 "Embedded messaging", §5 "Vaccination"): the application
 * record, the registration the host hands over, the messages exchanged with the host page, and the
 * iframe form's own checks. The cell rules themselves live in src/domain/vaccination-rules.ts; this
 * module describes shapes, so that a message from the host is taken only when it has exactly this form.
 *
 * The message shapes are the protocol of docs/vaccination.md: the host posts `init`, the view posts
 * `iframe-ready` on start and `updated-vaccine-data` after CONTINUAR.
 */
import * as v from 'valibot';
import { validationText as t } from '../i18n/validation';
import { isCalendarDate } from './common';
import { isAllowedOrigin } from '../domain/embed-origins';
import { isObjectLike } from '../domain/object-like';
import { appliedByCodes, vaccineStatus } from '../domain/vaccination-rules';
import { MAX_V_ID } from '../domain/vaccination-schedule';

const calendarDay = () =>
  v.pipe(
    v.string(t.invalidType),
    v.check(
      (value) => isCalendarDate(value),
      (issue) => t.invalidDate(String(issue.input)),
    ),
  );

const nullableDay = () => v.nullable(calendarDay());

/** One application of one vaccine on one date (spec 001 §3). */
export const vaccineApplicationSchema = v.object({
  _id: v.optional(v.string()),
  V_id: v.pipe(
    v.number(t.invalidType),
    v.integer(t.invalidType),
    v.minValue(1, t.numberRange(1, MAX_V_ID)),
    v.maxValue(MAX_V_ID, t.numberRange(1, MAX_V_ID)),
  ),
  historyId: v.optional(v.string()),
  applicationDate: nullableDay(),
  signature: v.optional(v.unknown()),
  observation: v.optional(v.string(), ''),
  vaccineName: v.string(t.invalidType),
  status: v.nullable(v.picklist([vaccineStatus.applied, vaccineStatus.postponed], t.invalidType)),
  appliedBy: v.nullable(v.picklist([appliedByCodes.external, appliedByCodes.onSite], t.invalidType)),
  doseType: v.nullable(v.string(t.invalidType)),
});
export type VaccineApplication = v.InferOutput<typeof vaccineApplicationSchema>;

/** A list of the registration that the host may leave out when it has nothing in it: missing is empty. */
const listOrEmpty = <S extends v.GenericSchema>(item: S) =>
  v.optional(v.array(item, t.invalidType), () => []);

/**
 * The patient's vaccination registration (spec 001 §3). The two switches are required (the iframe form
 * requires them, §5); the reason and the two lists may be missing: no reason is '', a missing list is
 * empty (docs/vaccination.md "Messages").
 */
export const vaccinationRegistrationSchema = v.object(
  {
    NoVacuna: v.boolean(t.invalidType),
    DesactivarReglas: v.boolean(t.invalidType),
    MotivoNoVacuna: v.optional(v.nullable(v.string()), ''),
    /** Names of the vaccines due today. */
    requiredToday: listOrEmpty(v.string(t.invalidType)),
    applications: listOrEmpty(vaccineApplicationSchema),
  },
  t.invalidType,
);
export type VaccinationRegistration = v.InferOutput<typeof vaccinationRegistrationSchema>;

export const KAREN_SOURCE = 'KAREN';
export const KAREN_MESSAGE_TYPE = 'karen-message';

/** The host's init message: only source KAREN and type karen-message are taken (spec 001 §4). */
export const vaccinationInitMessageSchema = v.object({
  source: v.literal(KAREN_SOURCE),
  type: v.literal(KAREN_MESSAGE_TYPE),
  action: v.literal('init'),
  registration: vaccinationRegistrationSchema,
  birthDate: v.pipe(
    v.string(t.invalidType),
    v.regex(/^\d{4}-\d{2}-\d{2}$/, (issue) => t.invalidDate(String(issue.input))),
    v.check(isCalendarDate, (issue) => t.invalidDate(String(issue.input))),
  ),
});
export type VaccinationInitMessage = v.InferOutput<typeof vaccinationInitMessageSchema>;

/**
 * What the view makes of a message event (docs/vaccination.md "Messages"): it is read only when it comes
 * from the page that frames the view, from an origin of EMBED_ORIGINS, with source KAREN and type
 * karen-message; anything else is `ignored` without a word (a page may hold other conversations). A
 * KAREN message that is not a valid init is `invalid`: the view says so, since the host meant it.
 */
export type HostMessage =
  | { kind: 'init'; message: VaccinationInitMessage; origin: string }
  | { kind: 'invalid'; origin: string; issues: string[] }
  | { kind: 'ignored'; reason: 'frame' | 'origin' | 'source' | 'action' };

export interface HostMessageEvent {
  origin: string;
  data: unknown;
  /** The event's source is the window that frames this view. */
  fromParent: boolean;
}

export function readHostMessage(event: HostMessageEvent, allowedOrigins: readonly string[]): HostMessage {
  if (!event.fromParent) return { kind: 'ignored', reason: 'frame' };
  if (!isAllowedOrigin(event.origin, allowedOrigins)) return { kind: 'ignored', reason: 'origin' };
  const { data } = event;
  if (!isObjectLike(data)) return { kind: 'ignored', reason: 'source' };
  if (data.source !== KAREN_SOURCE || data.type !== KAREN_MESSAGE_TYPE)
    return { kind: 'ignored', reason: 'source' };
  if (data.action !== 'init') return { kind: 'ignored', reason: 'action' };
  const result = v.safeParse(vaccinationInitMessageSchema, data);
  if (result.success) return { kind: 'init', message: result.output, origin: event.origin };
  return {
    kind: 'invalid',
    origin: event.origin,
    issues: [
      ...new Set(result.issues.map((issue) => `${v.getDotPath(issue) ?? '(mensaje)'}: ${issue.message}`)),
    ],
  };
}

/** The answer of GET /v1/embed-origins. */
export const embedOriginsSchema = v.object({ origins: v.array(v.string()) });

/** What the view posts on start. */
export const iframeReadyMessage = { type: 'iframe-ready' } as const;

/** The iframe form (spec 001 §5): both switches required, the reason required when rejecting. */
export const vaccinationFormSchema = v.pipe(
  v.object({
    rejectsVaccination: v.boolean(t.selectOption),
    disableRules: v.boolean(t.selectOption),
    reasonForRejection: v.optional(v.string(), ''),
  }),
  v.forward(
    v.check((form) => !form.rejectsVaccination || form.reasonForRejection.trim() !== '', t.required),
    ['reasonForRejection'],
  ),
);
export type VaccinationForm = v.InferOutput<typeof vaccinationFormSchema>;

/** What the view posts after CONTINUAR. */
export const updatedVaccineDataMessageSchema = v.object({
  type: v.literal('updated-vaccine-data'),
  V_id: v.number(),
  rejectsVaccination: v.boolean(),
  disableRules: v.boolean(),
  reasonForRejection: v.string(),
  vaccines: v.array(vaccineApplicationSchema),
});
export type UpdatedVaccineDataMessage = v.InferOutput<typeof updatedVaccineDataMessageSchema>;

/** The message after CONTINUAR, from the form and the table's applications. */
export function updatedVaccineData(
  vId: number,
  form: VaccinationForm,
  vaccines: VaccineApplication[],
): UpdatedVaccineDataMessage {
  return {
    type: 'updated-vaccine-data',
    V_id: vId,
    rejectsVaccination: form.rejectsVaccination,
    disableRules: form.disableRules,
    reasonForRejection: form.rejectsVaccination ? form.reasonForRejection.trim() : '',
    vaccines,
  };
}
