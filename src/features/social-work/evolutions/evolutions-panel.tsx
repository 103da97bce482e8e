/**
 * The social-work Evoluciones tab (spec 001 §2): a spinner while the device answers; "Registrar Valoración
 * Inicial" while the history has no document; otherwise the date tree (year, month, day: choosing a day
 * brings its documents into view) beside the list of cards, newest first, each with "Editar" (hidden
 * read-only), and "Opciones" → "Evolución", "Visita Domiciliaria".
 *
 * Editing opens the document's full-screen editor by its type and id; each kind has its own reopen flag
 * (src/document-kit/document-openings.ts), so a reload reopens the editor left open on its draft.
 */
import { memo } from 'react';
import { Button, Center, Grid, Stack, Text } from '@mantine/core';
import { useSignature } from '../../../api/session';
import type { HistoryRecord } from '../../../contract/history';
import { socialWorkText as t } from '../../../i18n/social-work';
import type { DocumentListItem } from '../../../offline/document-list';
import { useSessionDb } from '../../../offline/session-db';
import { ErrorBoundary } from '../../../ui/error-boundary/error-boundary';
import { TimelineFrame, TimelineList } from '../../../ui/timeline/timeline-frame';
import { useDocumentOpenings, type DocumentOpenings } from '../../../document-kit/document-openings';
import { useHeldWhile } from '../../../ui/hooks/use-held-while';
import { useStableCallback } from '../../../ui/hooks/use-stable-callback';
import type { SocialWorkEditorProps } from '../editor-props';
import { EvolutionEditor, HomeVisitEditor, InitialAssessmentEditor } from '../editors/editors';
import { DateTree } from './date-tree';
import { DocumentCard } from './document-card';
import { dateTree, socialWorkKinds, type SocialWorkEntry, type SocialWorkKind } from './timeline';
import { useSocialWorkTimeline, type SocialWorkTimeline } from './use-social-work-timeline';

const editors: Record<SocialWorkKind, (props: SocialWorkEditorProps) => React.JSX.Element> = {
  'initial-assessment': InitialAssessmentEditor,
  'social-work-evolution': EvolutionEditor,
  'home-visit': HomeVisitEditor,
};

const dayAnchor = (day: string) => `documentos-${day}`;

const goToDay = (day: string) => {
  const target = document.getElementById(dayAnchor(day));
  target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  target?.focus({ preventScroll: true });
};

interface DatedCardsProps {
  entries: readonly SocialWorkEntry[];
  risks: SocialWorkTimeline['risks'];
  activities: SocialWorkTimeline['activities'];
  onEdit?: (entry: SocialWorkEntry) => void;
  onChooseDay: (day: string) => void;
}

/** The date tree and the cards, drawn again only when what they show changes. */
const DatedCards = memo(function DatedCards({
  entries,
  risks,
  activities,
  onEdit,
  onChooseDay,
}: DatedCardsProps) {
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 3 }}>
        <DateTree tree={dateTree(entries)} onChoose={onChooseDay} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 9 }}>
        <TimelineList label={t.listLabel}>
          {entries.map((entry, index) => {
            const first = index === 0 || entries[index - 1]!.day !== entry.day;
            return (
              <li
                key={`${entry.kind}:${entry.item.key}`}
                id={first ? dayAnchor(entry.day) : undefined}
                tabIndex={first ? -1 : undefined}
                data-day={entry.day}
              >
                <ErrorBoundary name={`Social-work card ${entry.kind}`}>
                  <DocumentCard
                    entry={entry}
                    risks={risks}
                    activities={activities}
                    onEdit={onEdit ? () => onEdit(entry) : undefined}
                  />
                </ErrorBoundary>
              </li>
            );
          })}
        </TimelineList>
      </Grid.Col>
    </Grid>
  );
});

/** The openings of one kind's documents (the social-work editors keep no state beside their document). */
function useKindOpenings(
  kind: SocialWorkKind,
  data: SocialWorkTimeline,
  historyId: string,
  enabled: boolean,
) {
  return useDocumentOpenings<null>({
    historyId,
    kind,
    items: data.lists[kind]?.items,
    enabled,
    extraOf: () => null,
  });
}

export function SocialWorkEvolutionsPanel({
  history,
  readOnly = false,
}: {
  history: HistoryRecord;
  readOnly?: boolean;
}) {
  const db = useSessionDb();
  const data = useSocialWorkTimeline(history.id);
  const openingsOf = {
    'initial-assessment': useKindOpenings('initial-assessment', data, history.id, !readOnly),
    'social-work-evolution': useKindOpenings('social-work-evolution', data, history.id, !readOnly),
    'home-visit': useKindOpenings('home-visit', data, history.id, !readOnly),
  } satisfies Record<SocialWorkKind, DocumentOpenings<null>>;

  const signature = useSignature();
  const canWrite = !readOnly && Boolean(db && signature);
  const entries = data.entries?.filter((entry) => !openingsOf[entry.kind].isBeingEdited(entry.item));
  const openNew = (kind: SocialWorkKind) => openingsOf[kind].openNew({}, null);
  const openItem = (kind: SocialWorkKind, item: DocumentListItem) => openingsOf[kind].openItem(item, null);

  const editItem = useStableCallback((entry: SocialWorkEntry) => openItem(entry.kind, entry.item));
  // While a full-screen editor covers the list, the list stays as it was: each draft write of the editor
  // would otherwise draw every card again under it, between two keystrokes.
  const editing = Object.values<DocumentOpenings<null>>(openingsOf).some((o) => o.shown !== null);
  const listed = useHeldWhile(editing, entries ?? []);
  const listedRisks = useHeldWhile(editing, data.risks);
  const listedActivities = useHeldWhile(editing, data.activities);

  const body = () => {
    if (!entries) return null;
    if (entries.length === 0) {
      return (
        <Center py="xl">
          <Stack align="center" gap="sm">
            {!data.fetched && <Text c="dimmed">{t.neverSynced}</Text>}
            {canWrite && (
              <Button size="md" mih={44} onClick={() => openNew('initial-assessment')}>
                {t.registerInitial}
              </Button>
            )}
          </Stack>
        </Center>
      );
    }
    return (
      <DatedCards
        entries={listed}
        risks={listedRisks}
        activities={listedActivities}
        onEdit={canWrite ? editItem : undefined}
        onChooseDay={goToDay}
      />
    );
  };

  return (
    <TimelineFrame
      title={t.evolutions}
      menu={
        canWrite && entries && entries.length > 0
          ? {
              label: t.options,
              entries: [
                { key: 'evolution', label: t.evolution, onSelect: () => openNew('social-work-evolution') },
                { key: 'home-visit', label: t.homeVisit, onSelect: () => openNew('home-visit') },
              ],
            }
          : undefined
      }
      loading={entries ? undefined : t.loading}
      editors={
        canWrite &&
        db &&
        signature &&
        socialWorkKinds.map((kind) => {
          const shown = openingsOf[kind].shown;
          if (!shown) return null;
          const Editor = editors[kind];
          return (
            <Editor
              key={`${kind}:${shown.id}`}
              db={db}
              history={history}
              source={shown.source}
              signature={signature}
              resumedDraft={shown.resumedDraft}
              onOpened={openingsOf[kind].opened}
              onFinished={openingsOf[kind].finish}
            />
          );
        })
      }
    >
      {body()}
    </TimelineFrame>
  );
}
