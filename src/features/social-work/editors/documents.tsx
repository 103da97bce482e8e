/**
 * The three social-work documents as the editor shows them (spec 001 §3 fields in order, §4 rules, §5
 * conditions): each a contract from src/contract, its defaults, its field list and its clearing rule. The
 * 'which?' of housing and ownership is one rule for the visit and the assessment (src/domain/dwelling-rules).
 */
import { Paper, Stack, Text, Title } from '@mantine/core';
import {
  homeVisit,
  homeVisitDefaults,
  HOME_VISIT_OBSERVATIONS_MAX,
  HOME_VISIT_TEXT_MAX,
} from '../../../contract/home-visit';
import {
  initialAssessment,
  initialAssessmentDefaults,
  INITIAL_ASSESSMENT_TEXT_MAX,
  type InitialAssessmentDraft,
} from '../../../contract/initial-assessment';
import type { DraftOf, FieldPath } from '../../../contract/document';
import {
  EVOLUTION_TEXT_MAX,
  REFERRAL_OBSERVATION_MAX,
  socialWorkEvolution,
} from '../../../contract/social-work-evolution';
import { roomComplete, roomOfVisit, serviceFields } from '../../../contract/social-work-fields';
import type * as v from 'valibot';
import {
  changeInitialAssessment,
  sisbenSubgroupOptions,
  expenseFields,
  totalExpenses,
} from '../../../domain/initial-assessment-rules';
import { asksWhich, clearedWhich } from '../../../domain/dwelling-rules';
import { changeReferralOutSpecialist } from '../../../domain/social-work-evolution-rules';
import { formatNumber } from '../../../domain/number-format';
import {
  homeVisitConsent,
  socialWorkLabels,
  socialWorkSections as s,
  socialWorkText as t,
} from '../../../i18n/social-work';
import { ActivitiesTable } from './activities-table';
import type { FieldSpec } from './fields';
import type { Values } from './form-values';
import { RisksTable } from './risks-table';
import type { SocialWorkDocument } from './social-work-editor';

type HomeVisitField = FieldPath<DraftOf<typeof homeVisit>>;
type InitialAssessmentField = FieldPath<DraftOf<typeof initialAssessment>>;
type EvolutionField = FieldPath<DraftOf<typeof socialWorkEvolution>>;
/** The fields the home visit and the initial assessment both ask. */
type DwellingField = HomeVisitField & InitialAssessmentField;

const services = (max: number): FieldSpec<DwellingField>[] =>
  serviceFields.map((name) => ({ kind: 'yesNo', name, comment: 'no', commentMax: max }));

const dwelling = (max: number, room: v.GenericSchema): FieldSpec<DwellingField>[] => [
  { kind: 'select', name: 'housingType', catalogue: 'TiposVivienda' },
  { kind: 'text', name: 'housingTypeComment', max },
  { kind: 'select', name: 'ownership', catalogue: 'TenenciaVivienda' },
  { kind: 'text', name: 'ownershipComment', max },
  { kind: 'select', name: 'residentialStratum', catalogue: 'EstratosSocioeconomicos' },
  { kind: 'select', name: 'cleanliness', catalogue: 'CalidadBuenaRegularDeficiente' },
  { kind: 'select', name: 'lighting', catalogue: 'CalidadBuenaRegularDeficiente' },
  { kind: 'select', name: 'ventilation', catalogue: 'CalidadBuenaRegularDeficiente' },
  { kind: 'select', name: 'accessRoutes', catalogue: 'CalidadBuenaRegularDeficiente' },
  { kind: 'count', name: 'livingRooms' },
  { kind: 'count', name: 'diningRooms' },
  { kind: 'count', name: 'bathrooms' },
  { kind: 'count', name: 'clothingYards' },
  { kind: 'rooms', schema: room },
];

/** 'which?' of housing (6) and ownership (5) only when 'other' is chosen (spec 001 §4). */
const withoutHiddenWhich = <N extends string>(specs: FieldSpec<N>[], values: Values): FieldSpec<N>[] =>
  specs.filter(
    (spec) =>
      !('name' in spec) ||
      ((spec.name !== 'housingTypeComment' || asksWhich(values, 'housingTypeComment')) &&
        (spec.name !== 'ownershipComment' || asksWhich(values, 'ownershipComment'))),
  );

function ConsentText() {
  return (
    <Paper withBorder p="md" radius="md" bg="gray.0" component="section" aria-labelledby="consent-title">
      <Stack gap="xs">
        <Title order={3} size="h4" id="consent-title">
          {homeVisitConsent.title}
        </Title>
        {homeVisitConsent.paragraphs.map((paragraph) => (
          <Text key={paragraph.slice(0, 20)} size="sm">
            {paragraph}
          </Text>
        ))}
      </Stack>
    </Paper>
  );
}

export const homeVisitDocument: SocialWorkDocument<HomeVisitField> = {
  kind: 'home-visit',
  contract: homeVisit,
  title: t.homeVisit,
  defaults: homeVisitDefaults,
  // The contract's `keep` drops a refused visit's answers after each change; consent given again starts
  // the counts and rooms as a new visit's.
  change: (values, name, value) => ({
    ...(name === 'signedConsent' && value === true ? homeVisitDefaults : {}),
    ...values,
    [name]: value,
    ...clearedWhich(name, value),
  }),
  fields: (values) => {
    const consent: FieldSpec<HomeVisitField>[] = [
      { kind: 'custom', key: 'consent', reads: [], render: () => <ConsentText /> },
      { kind: 'yesNo', name: 'signedConsent' },
    ];
    const observations: FieldSpec<HomeVisitField> = {
      kind: 'text',
      name: 'observations',
      max: HOME_VISIT_OBSERVATIONS_MAX,
    };
    if (values.signedConsent === false) {
      return [
        ...consent,
        {
          kind: 'custom',
          key: 'rejected',
          reads: [],
          render: () => <Text c="dimmed">{homeVisitConsent.rejectedHint}</Text>,
        },
        observations,
      ];
    }
    if (values.signedConsent !== true) return consent;
    const max = HOME_VISIT_TEXT_MAX;
    return [
      ...consent,
      { kind: 'text', name: 'objective', max },
      { kind: 'section', title: s.home },
      ...withoutHiddenWhich(dwelling(max, roomOfVisit), values),
      { kind: 'text', name: 'whoSleepsWithBaby', max },
      { kind: 'section', title: s.services },
      ...services(max),
      { kind: 'yesNo', name: 'pets', comment: 'yes', commentMax: max },
      { kind: 'section', title: s.care },
      { kind: 'yesNo', name: 'knowsPMC', comment: 'answered', commentMax: max },
      { kind: 'yesNo', name: 'knowsWhatPMCsFor', comment: 'answered', commentMax: max },
      { kind: 'yesNo', name: 'kangarooPosition', comment: 'answered', commentMax: max },
      { kind: 'yesNo', name: 'bottlePacifier', comment: 'answered', commentMax: max },
      { kind: 'yesNo', name: 'smokers', comment: 'yes', commentMax: max },
      { kind: 'text', name: 'whoIsWithBaby', max },
      { kind: 'text', name: 'knowsColor', max },
      { kind: 'text', name: 'knowsAlarmSigns', max },
      { kind: 'text', name: 'emergencyProcedure', max },
      { kind: 'text', name: 'knowsServiceNetwork', max },
      { kind: 'yesNo', name: 'consultedDoctor' },
      ...(values.consultedDoctor === true
        ? ([
            { kind: 'date', name: 'consultedDoctorDate' },
            { kind: 'text', name: 'consultedDoctorComment', max },
          ] satisfies FieldSpec<HomeVisitField>[])
        : []),
      { kind: 'section', title: s.development },
      { kind: 'yesNo', name: 'parentsTalk' },
      { kind: 'yesNo', name: 'motherResponds' },
      { kind: 'yesNo', name: 'mentalIllness', comment: 'yes', commentMax: max },
      ...(values.mentalIllness === true
        ? ([
            { kind: 'yesNo', name: 'mentalIllnessTreatment', comment: 'yes', commentMax: max },
          ] satisfies FieldSpec<HomeVisitField>[])
        : []),
      { kind: 'yesNo', name: 'motherNamesStuff' },
      { kind: 'yesNo', name: 'adequateStimulation', comment: 'yes', commentMax: max },
      { kind: 'yesNo', name: 'books' },
      { kind: 'section', title: s.observations },
      observations,
    ];
  },
};

function ExpensesTotal({ values }: { values: Values }) {
  return (
    <Text fw={600} data-testid="expenses-total" aria-live="polite">
      {socialWorkLabels.expensesTotal}: $ {formatNumber(totalExpenses(values))}
    </Text>
  );
}

const parentQuestions = ['SPA', 'Alcohol', 'ICBF', 'Violence', 'Abortion', 'Adoption'] as const;

/** A parent's section: the same yes/no questions for the mother and the father, each "Sí" with a comment. */
const parentFields = (title: string, parent: 'mother' | 'father'): FieldSpec<InitialAssessmentField>[] => [
  { kind: 'section', title },
  ...parentQuestions.map((q): FieldSpec<InitialAssessmentField> => ({
    kind: 'yesNo',
    name: `${parent}${q}`,
    comment: 'yes',
    commentMax: INITIAL_ASSESSMENT_TEXT_MAX,
  })),
];

const isInitialAssessmentField = (name: string): name is keyof InitialAssessmentDraft =>
  Object.hasOwn(initialAssessment.fields, name);

export const initialAssessmentDocument: SocialWorkDocument<InitialAssessmentField> = {
  kind: 'initial-assessment',
  contract: initialAssessment,
  title: t.initialAssessment,
  defaults: initialAssessmentDefaults,
  change: (values, name, value) => {
    if (!isInitialAssessmentField(name)) return { ...values, [name]: value };
    // The values before and after the change as the contract types them, for the §4 clearing rules; the
    // values before are typed one by one as a rule reads them (one or two of seventy, on each keystroke).
    const typed: InitialAssessmentDraft = {};
    const before = new Proxy(typed, {
      get: (_, field) =>
        typeof field === 'string' && isInitialAssessmentField(field)
          ? initialAssessment.readDraft({ [field]: values[field] })[field]
          : undefined,
    });
    const changed = initialAssessment.readDraft({ [name]: value });
    return { ...values, ...changeInitialAssessment(before, name, changed[name]) };
  },
  tables: ({ historyId, documentKey, signature }) => ({
    risks: <RisksTable historyId={historyId} assessmentId={documentKey} signature={signature} />,
  }),
  fields: (values) => {
    const max = INITIAL_ASSESSMENT_TEXT_MAX;
    const group = typeof values.sisbenGroup === 'number' ? values.sisbenGroup : null;
    return [
      { kind: 'section', title: s.family },
      { kind: 'checkboxes', name: 'populationType', catalogue: 'PoblacionDiferencial' },
      { kind: 'select', name: 'familyTypology', catalogue: 'TipologiasFamiliares' },
      { kind: 'count', name: 'workingMembers', min: -5, max: 99 },
      { kind: 'select', name: 'familyIncome', catalogue: 'RangosIngresos' },
      { kind: 'money', name: 'rent' },
      { kind: 'money', name: 'food' },
      { kind: 'money', name: 'transport' },
      { kind: 'money', name: 'education' },
      { kind: 'money', name: 'services' },
      { kind: 'money', name: 'otherExpenses' },
      {
        kind: 'custom',
        key: 'total',
        reads: expenseFields,
        render: ({ values: current }) => <ExpensesTotal values={current} />,
      },
      { kind: 'select', name: 'sisbenGroup', catalogue: 'GruposSisben' },
      {
        kind: 'select',
        name: 'sisbenSubgroup',
        catalogue: 'GruposSisben',
        options: sisbenSubgroupOptions(group).map((code) => ({ id: code, name: code })),
      },
      { kind: 'section', title: s.home },
      ...withoutHiddenWhich(dwelling(max, roomComplete), values),
      { kind: 'section', title: s.services },
      ...services(max),
      { kind: 'yesNo', name: 'pets', comment: 'yes', commentMax: max },
      { kind: 'section', title: s.parents },
      { kind: 'select', name: 'familyPlanning', catalogue: 'MetodosPlanificacion' },
      { kind: 'text', name: 'supportNetwork', max },
      { kind: 'text', name: 'relationWithHusbandAndFamily', max },
      { kind: 'yesNo', name: 'fatherHelp', comment: 'no', commentMax: max },
      { kind: 'text', name: 'lifePlan', max },
      ...parentFields(s.mother, 'mother'),
      ...parentFields(s.father, 'father'),
      { kind: 'text', name: 'parentThoughtsAboutBaby', max },
      { kind: 'section', title: s.professionalOpinion },
      { kind: 'text', name: 'managementPlan', max },
      { kind: 'select', name: 'professionalOpinion', catalogue: 'RiesgoSocial' },
      { kind: 'text', name: 'protectiveFactors', max },
      { kind: 'table', name: 'risks' },
      { kind: 'section', title: s.homeVisitCandidate },
      { kind: 'yesNo', name: 'homeVisitCandidate' },
      ...(values.homeVisitCandidate === true
        ? ([
            { kind: 'text', name: 'homeVisitCandidateMotive', max },
          ] satisfies FieldSpec<InitialAssessmentField>[])
        : []),
      { kind: 'yesNo', name: 'hasReasonToStop' },
      { kind: 'text', name: 'initialObservation', max },
    ];
  },
};

export const evolutionDocument: SocialWorkDocument<EvolutionField> = {
  kind: 'social-work-evolution',
  contract: socialWorkEvolution,
  title: t.evolution,
  defaults: {},
  tables: ({ historyId, documentKey, day, signature }) => ({
    activities: (
      <ActivitiesTable historyId={historyId} evolutionKey={documentKey} day={day} signature={signature} />
    ),
  }),
  change: (values, name, value) => {
    if (name === 'hasReferralOutSpecialist')
      return {
        ...values,
        ...changeReferralOutSpecialist(values, value === true),
      };
    if (name.startsWith('referralOutSpecialist.')) {
      const key = name.slice('referralOutSpecialist.'.length);
      const current = values.referralOutSpecialist;
      const referral =
        typeof current === 'object' && current !== null ? current : { area: [], observation: '' };
      return { ...values, referralOutSpecialist: { ...referral, [key]: value } };
    }
    return { ...values, [name]: value };
  },
  fields: (values) => [
    { kind: 'text', name: 'objective', max: EVOLUTION_TEXT_MAX },
    { kind: 'text', name: 'socialDiagnosis', max: EVOLUTION_TEXT_MAX },
    { kind: 'text', name: 'managementPlan', max: EVOLUTION_TEXT_MAX },
    { kind: 'table', name: 'activities' },
    { kind: 'yesNo', name: 'hasReferralOutSpecialist' },
    ...(values.hasReferralOutSpecialist === true
      ? ([
          { kind: 'multi', name: 'referralOutSpecialist.area', catalogue: 'Especialidades' },
          { kind: 'text', name: 'referralOutSpecialist.observation', max: REFERRAL_OBSERVATION_MAX },
        ] satisfies FieldSpec<EvolutionField>[])
      : []),
    { kind: 'yesNo', name: 'graduated' },
    { kind: 'yesNo', name: 'hasReasonToStop' },
    { kind: 'text', name: 'initialObservation', max: EVOLUTION_TEXT_MAX },
  ],
};
