/**
 * The frame every card of the Evoluciones timeline shares (spec 000 §2 "Timeline cards"): a title with the
 * date, the local state of a document (pending, draft, unsaved changes, refused), an optional subtitle,
 * the View and Edit buttons (each shown only when its handler is given: read-only mode passes no onEdit),
 * the body, and a footer with the signer. `tone="success"` is the graduated record's styling.
 */
import { Badge, Button, Card, Group, Progress, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { progressStep, type ScoreBar } from '../../../domain/exam-summary';
import { controlCardText } from '../../../i18n/psychology';
import { examCardText, timelineText } from '../../../i18n/timeline';
import type { DocumentListItem } from '../../../offline/document-list';

/** The device's state of a listed document, as badges (dark text: light variants' own colours fail contrast). */
export function DocumentStatusBadges({ item }: { item: DocumentListItem }) {
  return (
    <>
      {item.status === 'pending' && (
        <Badge color="yellow" variant="light" c="dark.9" data-testid="control-pending">
          {controlCardText.pending}
        </Badge>
      )}
      {item.status === 'draft' && (
        <Badge color="gray" variant="light" c="dark.9" data-testid="document-draft">
          {controlCardText.draft}
        </Badge>
      )}
      {item.unsavedChanges && (
        <Badge color="gray" variant="outline" c="dark.9">
          {controlCardText.unsavedChanges}
        </Badge>
      )}
      {item.needsAttention && (
        <Badge color="red" variant="light" c="red.9">
          {controlCardText.needsAttention}
        </Badge>
      )}
      {item.conflict && (
        <Badge color="orange" variant="light" c="orange.9" data-testid="document-conflict">
          {controlCardText.conflict}
        </Badge>
      )}
      {item.setAside > 0 && (
        <Badge color="gray" variant="outline" c="dark.9" data-testid="document-set-aside">
          {controlCardText.setAside(item.setAside)}
        </Badge>
      )}
    </>
  );
}

export interface TimelineCardProps {
  /** The card's title ("Datos Peso y Talla", "Bayley", "Primera visita", ...). */
  title: string;
  /** The date shown beside the title, already formatted. */
  date?: string;
  /** The listed document, for its local-state badges. */
  item?: DocumentListItem;
  /** Other badges beside the title (a postponement not yet on the server). */
  badges?: ReactNode;
  /** A line under the title (corrected and chronological age). */
  subtitle?: ReactNode;
  /** Opens the exam's tab; absent: no View button. */
  onView?: () => void;
  /** Opens the document for editing; absent (read-only): no Edit button. */
  onEdit?: () => void;
  /** Signer and date at the bottom. */
  footer?: ReactNode;
  /** The graduated record's success styling. */
  tone?: 'default' | 'success';
  /** data-testid of the card, one per kind. */
  testId: string;
  children?: ReactNode;
}

export function TimelineCard({
  title,
  date,
  item,
  badges,
  subtitle,
  onView,
  onEdit,
  footer,
  tone = 'default',
  testId,
  children,
}: TimelineCardProps) {
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      data-testid={testId}
      data-status={item?.status}
      data-tone={tone}
      style={
        tone === 'success'
          ? {
              borderColor: 'var(--mantine-color-canguro-6)',
              borderWidth: 2,
              background: 'var(--mantine-color-canguro-0)',
            }
          : undefined
      }
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Stack gap={2}>
            <Group gap="xs">
              <Text fw={700} component="h3" m={0} size="md">
                {title}
              </Text>
              {date && (
                <Text c="dimmed" size="sm" data-testid="card-date">
                  {date}
                </Text>
              )}
              {item && <DocumentStatusBadges item={item} />}
              {badges}
            </Group>
            {subtitle && (
              <Text size="sm" c="dimmed" data-testid="card-subtitle">
                {subtitle}
              </Text>
            )}
          </Stack>
          <Group gap="xs">
            {onView && (
              <Button variant="default" mih={44} onClick={onView}>
                {timelineText.view}
              </Button>
            )}
            {onEdit && (
              <Button variant="light" mih={44} onClick={onEdit}>
                {controlCardText.edit}
              </Button>
            )}
          </Group>
        </Group>
        {children}
        {footer && (
          <Text size="xs" c="dimmed" data-testid="card-footer">
            {footer}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/** A labelled value inside a card. */
export function CardSection({
  label,
  children,
  testId,
}: {
  label: string;
  children: ReactNode;
  testId: string;
}) {
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

/** A labelled text of a card: its label, its test id and its text (none yet: "—"). */
export interface CardText {
  label: string;
  testId: string;
  text: string | null | undefined;
}

/** Labelled texts one after another, each "—" when it has none. */
export function CardTexts({ texts }: { texts: readonly CardText[] }) {
  return texts.map(({ label, testId, text }) => (
    <CardSection key={testId} label={label} testId={testId}>
      {text || timelineText.none}
    </CardSection>
  ));
}

/** Colours of the five steps of spec 000 §2 ("progress bar colour steps at 20, 40, 60, 80 %"). */
const stepColors = ['red', 'orange', 'yellow', 'lime', 'green'] as const;
/** Spec 000 §2 "progress bar colour steps at 20, 40, 60, 80 %". */
export const progressColor = (percent: number) => stepColors[progressStep(percent)];

/** A score bar: its name, "score / max", the bar, and a label (a Bayley band, a percentage). */
export function ScoreBarRow({
  label,
  bar,
  band,
  testId,
}: {
  label: string;
  bar: ScoreBar;
  band: string;
  testId: string;
}) {
  const percent = bar.percent ?? 0;
  return (
    <div data-testid={testId} data-percent={bar.percent ?? ''}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={600}>
          {label}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" data-testid="bar-score" style={{ whiteSpace: 'nowrap' }}>
            {examCardText.score(bar.score, bar.max)}
          </Text>
          <Text size="sm" fw={700} data-testid="bar-band" style={{ whiteSpace: 'nowrap' }}>
            {band}
          </Text>
        </Group>
      </Group>
      <Progress
        value={percent}
        color={progressColor(percent)}
        size="lg"
        radius="sm"
        aria-label={`${label}: ${bar.percent === null ? examCardText.noScore : examCardText.percent(percent)}`}
      />
    </div>
  );
}
