/**
 * A family control in the Evoluciones timeline (spec 000 §2 "Timeline cards", emotional and family
 * psychology): referral in, reason, risk and protective factors, diagnoses, plan, objectives, evolution,
 * the reason-to-stop banner, referral to a specialty, referral to an institution and the follow-up date,
 * with "Editar" (hidden when `readOnly`). Diagnosis texts are cut at 1500 characters in cards (§2). A
 * control saved on the device and not yet on the server reads "Pendiente de sincronizar".
 */
import { Alert, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { reasonToStopIds } from '../../../contract/family-control';
import { formatShortDate } from '../../../domain/date-format';
import { DIAGNOSIS_CHARS, diagnosisText } from '../../../domain/diagnosis-text';
import { familyCardText as t, familyControlOptions as options } from '../../../i18n/family-control';
import { controlCardText as common } from '../../../i18n/psychology';
import { useCie10Descriptions } from '../../../offline/cie10-catalogue';
import type { DocumentListItem } from '../../../offline/document-list';
import { controlDay, toFamilyValues, type ReferralOutValues } from './family-control-values';
import { useFamilyCatalogue, useKnownUser, type CatalogueItem } from './family-lookups';

const nameOf = (items: readonly CatalogueItem[] | undefined, id: number | null) =>
  id === null ? null : (items?.find((item) => item.id === id)?.name ?? String(id));

function Section({ label, children, testId }: { label: string; children: React.ReactNode; testId: string }) {
  return (
    <div data-testid={testId}>
      <Text size="xs" fw={700} tt="uppercase" c="gray.7">
        {label}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {children}
      </Text>
    </div>
  );
}

function ReferralOut({
  label,
  testId,
  referral,
  items,
}: {
  label: string;
  testId: string;
  referral: ReferralOutValues;
  items: readonly CatalogueItem[] | undefined;
}) {
  const areas = referral.area.map((id) => nameOf(items, id)).join(', ');
  return (
    <Section label={label} testId={testId}>
      {[areas, referral.observation].filter(Boolean).join('\n')}
    </Section>
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
  const signature = item.signature ?? (item.content.signature as { name: string; email: string } | undefined);
  const control = [
    ...values.controlType.map((id) => options.controlType[id]),
    values.controlMode === null ? null : options.controlMode[values.controlMode],
  ].filter(Boolean);
  const referralIn = values.referralIn;

  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      data-testid="family-control-card"
      data-status={item.status}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs">
            <Text fw={700}>{t.title}</Text>
            <Text c="dimmed" size="sm">
              {formatShortDate(controlDay(item.at))}
            </Text>
            {item.status === 'pending' && (
              <Badge color="yellow" variant="light" data-testid="control-pending">
                {common.pending}
              </Badge>
            )}
            {item.status === 'draft' && (
              <Badge color="gray" variant="light">
                {common.draft}
              </Badge>
            )}
            {item.unsavedChanges && (
              <Badge color="gray" variant="outline">
                {common.unsavedChanges}
              </Badge>
            )}
            {item.needsAttention && (
              <Badge color="red" variant="light">
                {common.needsAttention}
              </Badge>
            )}
            {item.conflict && (
              <Badge color="orange" variant="light" c="orange.9">
                {common.conflict}
              </Badge>
            )}
          </Group>
          {!readOnly && (
            <Button variant="light" mih={44} onClick={onEdit}>
              {common.edit}
            </Button>
          )}
        </Group>
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
        <Section label={t.referralIn} testId="card-referral-in">
          {values.hasReferralIn === true
            ? [
                nameOf(areas, referralIn.specialist),
                referralIn.user ? (referrer?.name ?? t.unknownUser) : null,
              ]
                .filter(Boolean)
                .join(' · ')
            : t.noReferralIn}
        </Section>
        {values.hasReferralIn === true && (
          <Section label={t.referralReason} testId="card-referral-reason">
            {nameOf(reasons, referralIn.reason) ?? common.none}
          </Section>
        )}
        <Section label={t.control} testId="card-control">
          {control.length ? control.join(', ') : common.none}
        </Section>
        <Section label={t.initialObservation} testId="card-initial-observation">
          {values.initialObservation || common.none}
        </Section>
        <Section label={t.riskFactors} testId="card-risk-factors">
          {values.riskFactors || common.none}
        </Section>
        <Section label={t.protectiveFactors} testId="card-protective-factors">
          {values.protectiveFactors || common.none}
        </Section>
        <Section label={t.diagnoses} testId="card-diagnoses">
          {codes.length ? codes.map(diagnosis).join('\n') : common.none}
        </Section>
        <Section label={t.plan} testId="card-plan">
          {values.plan || common.none}
        </Section>
        <Section label={t.objectives} testId="card-objectives">
          {values.objectives || common.none}
        </Section>
        <Section label={t.interventionEvolution} testId="card-intervention-evolution">
          {values.interventionEvolution || common.none}
        </Section>
        {values.hasReferralOutSpecialist === true && (
          <ReferralOut
            label={t.referralOutSpecialist}
            testId="card-referral-specialist"
            referral={values.referralOutSpecialist}
            items={specialities}
          />
        )}
        {values.hasReferralOutInstitution === true && (
          <ReferralOut
            label={t.referralOutInstitution}
            testId="card-referral-institution"
            referral={values.referralOutInstitution}
            items={institutions}
          />
        )}
        <Section label={t.followUp} testId="card-follow-up">
          {values.followUp || common.none}
        </Section>
        {signature && (
          <Text size="xs" c="dimmed">
            {signature.name} · {signature.email}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
