/**
 * A social-work document in the timeline (spec 001 §2 "Timeline cards"): its type and day, the pending or
 * draft mark, "Editar" (hidden read-only), and its answers section by section — the same field list the
 * editor shows (./../editors/documents.tsx), read: so a card shows exactly what was asked. A home visit
 * without consent shows "Consentimiento no obtenido" with its observations. The initial assessment lists
 * the history's psychosocial risks it recorded (sourceId), the evolution its activities and the history's
 * risks as of its day (./timeline.ts `risksAsOf`).
 */
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatShortDate } from '../../../domain/date-format';
import { formatNumber } from '../../../domain/number-format';
import {
  socialWorkLabels as labels,
  socialWorkSections as sections,
  socialWorkText as t,
} from '../../../i18n/social-work';
import { catalogueName, useCatalogue } from '../../../document-kit/catalogues';
import { socialWorkDocuments } from '../editors/editors';
import { valuesListOf, type FieldSpec } from '../editors/fields';
import { valueAt, type Values } from '../editors/form-values';
import type { ActivityGroup } from '../../../offline/row-store';
import { risksAsOf, type SocialWorkEntry } from './timeline';

export interface DocumentCardProps {
  entry: SocialWorkEntry;
  risks: readonly Record<string, unknown>[];
  activities: readonly ActivityGroup[];
  onEdit?: () => void;
}

/** A stored value as text ('' for anything that is not text or a number). */
const textOf = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

const filled = (value: unknown) =>
  value !== null && value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0);

export function DocumentCard({ entry, risks, activities, onEdit }: DocumentCardProps) {
  const document = socialWorkDocuments[entry.kind];
  const values = entry.item.content;
  const noConsent = entry.kind === 'home-visit' && values.signedConsent === false;
  const specs = document.fields(values).filter((spec) => spec.kind !== 'custom');
  // A document made on this device names its local id in the rows it wrote until they are sent.
  const own = (sourceId: unknown) =>
    typeof sourceId === 'string' && (sourceId === entry.item.serverId || sourceId === entry.item.draftKey);
  const ownRisks = risks.filter((risk) => own(risk.sourceId));
  const shownRisks =
    entry.kind === 'initial-assessment'
      ? ownRisks
      : entry.kind === 'social-work-evolution'
        ? risksAsOf(risks, entry.day)
        : [];
  const ownActivities = activities.flatMap((group) => group.records).filter((record) => own(record.sourceId));

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="article"
      data-testid="social-work-card"
      data-kind={entry.kind}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={0}>
            <Title order={3} size="h5">
              {document.title}
            </Title>
            <Text size="sm" c="dimmed">
              {formatShortDate(entry.day)}
            </Text>
          </Stack>
          <Group gap="xs">
            {entry.item.status === 'pending' && (
              <Badge color="yellow" variant="filled" c="dark.9" data-testid="document-pending">
                {t.pending}
              </Badge>
            )}
            {entry.item.status === 'draft' && (
              <Badge color="gray" variant="light" c="dark.7">
                {t.draft}
              </Badge>
            )}
            {onEdit && (
              <Button
                variant="light"
                mih={44}
                onClick={onEdit}
                aria-label={`${t.edit} ${document.title} ${formatShortDate(entry.day)}`}
              >
                {t.edit}
              </Button>
            )}
          </Group>
        </Group>
        {noConsent ? (
          <>
            <Text fw={600} data-testid="consent-not-obtained">
              {t.consentNotObtained}
            </Text>
            <Answer label={labels.observations!} value={textOf(values.observations)} />
          </>
        ) : (
          <Answers specs={specs} values={values} />
        )}
        {entry.kind === 'social-work-evolution' && ownActivities.length > 0 && (
          <Section title={sections.activities}>
            {ownActivities.map((activity, index) => (
              <Text key={index} size="sm">
                {textOf(activity.name)} · {activity.completed ? t.yes : t.no}
              </Text>
            ))}
          </Section>
        )}
        {entry.kind === 'social-work-evolution' && shownRisks.length === 0 && (
          <Section title={sections.risks} testId="card-risks">
            <Text size="sm" c="dimmed">
              {t.noRisksAsOf}
            </Text>
          </Section>
        )}
        {shownRisks.length > 0 && (
          <Section title={sections.risks} testId="card-risks">
            {shownRisks.map((risk, index) => (
              <Text key={index} size="sm">
                {formatShortDate(textOf(risk.assessmentDate))} · {textOf(risk.action)}
                {textOf(risk.observation) ? ` — ${textOf(risk.observation)}` : ''}
              </Text>
            ))}
          </Section>
        )}
        {entry.item.signature && (
          <Text size="sm" c="dimmed">
            {entry.item.signature.name} · {entry.item.signature.email}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

function Section({ title, testId, children }: { title: string; testId?: string; children: ReactNode }) {
  return (
    <Stack gap={2} data-testid={testId}>
      <Text fw={700} size="sm">
        {title}
      </Text>
      {children}
    </Stack>
  );
}

function Answer({ label, value }: { label: string; value: string }) {
  return (
    <Text size="sm">
      <Text span fw={600} size="sm">
        {label}:
      </Text>{' '}
      {value}
    </Text>
  );
}

/** The answered fields, grouped under their sections. */
function Answers({ specs, values }: { specs: readonly FieldSpec[]; values: Values }) {
  const groups: { title: string | null; specs: FieldSpec[] }[] = [{ title: null, specs: [] }];
  for (const spec of specs) {
    if (spec.kind === 'section') groups.push({ title: spec.title, specs: [] });
    else groups[groups.length - 1]!.specs.push(spec);
  }
  return (
    <>
      {groups
        .map((group) => ({
          ...group,
          shown: group.specs.filter((spec) =>
            spec.kind === 'rooms'
              ? filled(values.rooms)
              : 'name' in spec && filled(valueAt(values, spec.name)),
          ),
        }))
        .filter((group) => group.shown.length > 0)
        .map((group, index) => (
          <Stack gap={2} key={group.title ?? `group-${index}`}>
            {group.title && (
              <Text fw={700} size="sm">
                {group.title}
              </Text>
            )}
            {group.shown.map((spec, i) => (
              <AnswerOf key={'name' in spec ? spec.name : `rooms-${i}`} spec={spec} values={values} />
            ))}
          </Stack>
        ))}
    </>
  );
}

function AnswerOf({ spec, values }: { spec: FieldSpec; values: Values }) {
  switch (spec.kind) {
    case 'select':
      return spec.options ? (
        <Answer label={labels[spec.name] ?? spec.name} value={textOf(values[spec.name])} />
      ) : (
        <CatalogueAnswer name={spec.name} catalogue={spec.catalogue} value={values[spec.name]} />
      );
    case 'checkboxes':
    case 'multi':
      return (
        <CatalogueAnswer name={spec.name} catalogue={spec.catalogue} value={valueAt(values, spec.name)} />
      );
    case 'yesNo': {
      const comment = values[`${spec.name}Comment`];
      return (
        <Text size="sm">
          <Text span fw={600} size="sm">
            {labels[spec.name] ?? spec.name}:
          </Text>{' '}
          {values[spec.name] ? t.yes : t.no}
          {typeof comment === 'string' && comment ? ` — ${comment}` : ''}
        </Text>
      );
    }
    case 'count':
    case 'money':
      return (
        <Answer
          label={labels[spec.name] ?? spec.name}
          value={`${spec.kind === 'money' ? '$ ' : ''}${formatNumber(Number(values[spec.name]))}`}
        />
      );
    case 'date':
      return (
        <Answer label={labels[spec.name] ?? spec.name} value={formatShortDate(textOf(values[spec.name]))} />
      );
    case 'text':
      return <Answer label={labels[spec.name] ?? spec.name} value={textOf(valueAt(values, spec.name))} />;
    case 'rooms':
      return (
        <Answer
          label={sections.rooms}
          value={valuesListOf(values.rooms)
            .map(
              (room) =>
                `${textOf(room.room)} (${labels.people}: ${textOf(room.people ?? 0)}, ${labels.beds}: ${textOf(room.beds ?? 0)})`,
            )
            .join('; ')}
        />
      );
    default:
      return null;
  }
}

function CatalogueAnswer({ name, catalogue, value }: { name: string; catalogue: string; value: unknown }) {
  const items = useCatalogue(catalogue);
  const values = Array.isArray(value) ? value : [value];
  return (
    <Answer label={labels[name] ?? name} value={values.map((v) => catalogueName(items, v)).join(', ')} />
  );
}
