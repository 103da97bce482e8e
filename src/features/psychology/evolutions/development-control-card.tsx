/**
 * A development control in the Evoluciones list (spec 000 §2 "Timeline cards", developmental psychology):
 * first visit or follow-up, the graduated banner with success styling, initial observation, primary
 * diagnosis with code, other findings, intervention evolution, intervention types, therapies and follow-up,
 * with "Editar". Diagnosis texts are cut at 1500 characters in cards (spec 000 §2). A control saved on the
 * device and not yet on the server reads "Pendiente de sincronizar".
 */
import { Alert, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { therapies as therapyCatalogue } from '../../../contract/development-control';
import { formatShortDate } from '../../../domain/date-format';
import { controlCardText as t, developmentControlText as labels } from '../../../i18n/psychology';
import { useCie10Descriptions } from '../../../offline/cie10-catalogue';
import type { DocumentListItem } from '../../../offline/document-list';
import { interventionTypes, toValues } from '../development-control/control-values';

/** Spec 000 §2: "Diagnosis text is truncated at 70 characters by default, 1500 in cards". */
export const CARD_DIAGNOSIS_CHARS = 1500;
const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…` : text);

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

export function DevelopmentControlCard({
  item,
  onEdit,
}: {
  item: DocumentListItem;
  /** Absent in read-only mode: no "Editar" (spec 000 §2 "Edit button, hidden in read-only mode"). */
  onEdit?: () => void;
}) {
  const values = toValues(item.content);
  const codes = [values.primaryDiagnosis, ...values.otherDiagnoses].filter((c): c is string => Boolean(c));
  const described = useCie10Descriptions(codes);
  const diagnosis = (code: string) =>
    cut(described.has(code) ? `${code} · ${described.get(code)}` : code, CARD_DIAGNOSIS_CHARS);
  const types = interventionTypes.filter((name) => values[name] === true).map((name) => labels[name]);
  const chosenTherapies = therapyCatalogue
    .filter((th) => values.therapies.includes(th.id))
    .map((th) => th.label);
  const signature = item.signature ?? (item.content.signature as { name: string; email: string } | undefined);

  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      data-testid="control-card"
      data-status={item.status}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs">
            <Text fw={700}>{values.index === 0 ? t.first : t.followUp}</Text>
            <Text c="dimmed" size="sm">
              {formatShortDate(values.date)}
            </Text>
            {item.status === 'pending' && (
              <Badge color="yellow" variant="light" data-testid="control-pending">
                {t.pending}
              </Badge>
            )}
            {item.status === 'draft' && (
              <Badge color="gray" variant="light">
                {t.draft}
              </Badge>
            )}
            {item.unsavedChanges && (
              <Badge color="gray" variant="outline">
                {t.unsavedChanges}
              </Badge>
            )}
            {item.needsAttention && (
              <Badge color="red" variant="light">
                {t.needsAttention}
              </Badge>
            )}
          </Group>
          {onEdit && (
            <Button variant="light" mih={44} onClick={onEdit}>
              {t.edit}
            </Button>
          )}
        </Group>
        {values.graduated === true && (
          <Alert color="canguro" variant="filled" py="xs" data-testid="control-graduated">
            {t.graduated}
          </Alert>
        )}
        <Section label={t.initialObservation} testId="card-initial-observation">
          {values.initialObservation || t.none}
        </Section>
        <Section label={t.primaryDiagnosis} testId="card-primary-diagnosis">
          {values.primaryDiagnosis ? diagnosis(values.primaryDiagnosis) : t.none}
        </Section>
        {values.otherDiagnoses.length > 0 && (
          <Section label={t.otherFindings} testId="card-other-diagnoses">
            {values.otherDiagnoses.map(diagnosis).join('\n')}
          </Section>
        )}
        <Section label={t.interventionEvolution} testId="card-intervention-evolution">
          {values.interventionEvolution || t.none}
        </Section>
        <Section label={t.interventionTypes} testId="card-intervention-types">
          {types.length ? types.join(', ') : t.none}
        </Section>
        <Section label={t.therapies} testId="card-therapies">
          {chosenTherapies.length ? chosenTherapies.join(', ') : t.none}
        </Section>
        <Section label={t.followUpField} testId="card-follow-up">
          {values.followUp || t.none}
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
