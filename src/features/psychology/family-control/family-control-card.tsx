/**
 * A family control in the Evoluciones timeline (spec 000 §2 "Timeline cards", emotional and family
 * psychology): referral in, reason, risk and protective factors, diagnoses, plan, objectives, evolution,
 * the reason-to-stop banner, referral to a specialty, referral to an institution and the follow-up date,
 * with "Editar" (hidden when `readOnly`), in the timeline's card frame (../evolutions/timeline-card.tsx).
 * Diagnosis texts are cut at 1500 characters in cards (§2). A control saved on the device and not yet on
 * the server reads "Pendiente de sincronizar".
 */
import { Alert } from '@mantine/core';
import { familyControl, reasonToStopIds } from '../../../contract/family-control';
import { catalogueLabel } from '../../../domain/catalogue-name';
import { formatShortDate } from '../../../domain/date-format';
import { DIAGNOSIS_CHARS, diagnosisText } from '../../../domain/diagnosis-text';
import { familyCardText as t, familyControlOptions as options } from '../../../i18n/family-control';
import { controlCardText as common } from '../../../i18n/psychology';
import { useCie10Descriptions } from '../../../offline/cie10-catalogue';
import type { DocumentListItem } from '../../../offline/document-list';
import { savedDay } from '../../../domain/gestation';
import { toFamilyValues, type FamilyValues } from './family-control-values';
import { useFamilyCatalogue, useKnownUser, type CatalogueItem } from './family-lookups';
import { CardSection, CardTexts, TimelineCard } from '../evolutions/timeline-card';

const nameOf = (items: readonly CatalogueItem[] | undefined, id: number | null) => {
  if (id === null) return null;
  const item = items?.find((entry) => entry.id === id);
  return item ? catalogueLabel(item.name) : String(id);
};

const referralOutTestId = {
  Specialist: 'card-referral-specialist',
  Institution: 'card-referral-institution',
};

/** A referral out (to a specialist or an institution), on its yes: its areas named and its observation. */
function ReferralOut({
  to,
  values,
  items,
}: {
  to: 'Specialist' | 'Institution';
  values: FamilyValues;
  items: readonly CatalogueItem[] | undefined;
}) {
  if (values[`hasReferralOut${to}`] !== true) return null;
  const referral = values[`referralOut${to}`];
  const areas = referral.area.map((id) => nameOf(items, id)).join(', ');
  return (
    <CardSection label={t[`referralOut${to}`]} testId={referralOutTestId[to]}>
      {[areas, referral.observation].filter(Boolean).join('\n')}
    </CardSection>
  );
}

export interface FamilyControlCardProps {
  item: DocumentListItem;
  onEdit: () => void;
  /** The read-only view (spec 000 §2 "Read-only view"): no Editar. */
  readOnly?: boolean;
}

export function FamilyControlCard({ item, onEdit, readOnly = false }: FamilyControlCardProps) {
  const values = toFamilyValues(item.content);
  const areas = useFamilyCatalogue('AreasRemision');
  const reasons = useFamilyCatalogue('MotivosRemision');
  const specialities = useFamilyCatalogue('Especialidades');
  const institutions = useFamilyCatalogue('Instituciones');
  const referrer = useKnownUser(values.hasReferralIn ? values.referralIn.user : null);
  const codes = [values.primaryDiagnosis, ...values.otherDiagnoses].filter((c): c is string => Boolean(c));
  const described = useCie10Descriptions(codes);
  const diagnosis = (code: string) => diagnosisText(code, described.get(code), DIAGNOSIS_CHARS.card);
  const signature = item.signature ?? familyControl.readDraft(item.content).signature ?? undefined;
  const control = [
    ...values.controlType.map((id) => options.controlType[id]),
    values.controlMode === null ? null : options.controlMode[values.controlMode],
  ].filter(Boolean);
  const referralIn = values.referralIn;

  return (
    <TimelineCard
      testId="family-control-card"
      title={t.title}
      date={formatShortDate(savedDay(item.at))}
      item={item}
      onEdit={readOnly ? undefined : onEdit}
      footer={signature && `${signature.name} · ${signature.email}`}
    >
      {values.hasReasonToStop === true && values.reasonToStop !== null && (
        <Alert
          color={values.reasonToStop === reasonToStopIds.goalsAchieved ? 'canguro' : 'orange'}
          variant="filled"
          py="xs"
          data-testid="card-reason-to-stop"
        >
          {t.stopped(options.reasonToStop[values.reasonToStop])}
        </Alert>
      )}
      <CardSection label={t.referralIn} testId="card-referral-in">
        {values.hasReferralIn === true
          ? [nameOf(areas, referralIn.specialist), referralIn.user ? (referrer?.name ?? t.unknownUser) : null]
              .filter(Boolean)
              .join(' · ')
          : t.noReferralIn}
      </CardSection>
      {values.hasReferralIn === true && (
        <CardSection label={t.referralReason} testId="card-referral-reason">
          {nameOf(reasons, referralIn.reason) ?? common.none}
        </CardSection>
      )}
      <CardTexts
        texts={[
          { label: t.control, testId: 'card-control', text: control.join(', ') },
          {
            label: t.initialObservation,
            testId: 'card-initial-observation',
            text: values.initialObservation,
          },
          { label: t.riskFactors, testId: 'card-risk-factors', text: values.riskFactors },
          { label: t.protectiveFactors, testId: 'card-protective-factors', text: values.protectiveFactors },
          { label: t.diagnoses, testId: 'card-diagnoses', text: codes.map(diagnosis).join('\n') },
          { label: t.plan, testId: 'card-plan', text: values.plan },
          { label: t.objectives, testId: 'card-objectives', text: values.objectives },
          {
            label: t.interventionEvolution,
            testId: 'card-intervention-evolution',
            text: values.interventionEvolution,
          },
        ]}
      />
      <ReferralOut to="Specialist" values={values} items={specialities} />
      <ReferralOut to="Institution" values={values} items={institutions} />
      <CardSection label={t.followUp} testId="card-follow-up">
        {values.followUp || common.none}
      </CardSection>
    </TimelineCard>
  );
}
