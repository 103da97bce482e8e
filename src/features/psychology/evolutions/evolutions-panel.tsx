/**
 * The Evoluciones tab of the psychology view (spec 000 §2 "Evoluciones tab", "Timeline cards", "Read-only
 * view"): the "Opciones" menu, the timeline of every document of the history with the anthropometry
 * readings, the anthropometry lateral panel, and the control modals.
 *
 * Design:
 * - The data is `useTimelineSources` (the spec's six calls in parallel, plus anthropometry and the tests'
 *   parameters), stored on the device and read back through live queries, so a document saved offline shows
 *   at once with its pending mark and the whole timeline shows offline after a reload.
 * - The anthropometry panel is beside the timeline from 1200 px (Mantine's `lg`); on a tablet it is above
 *   it, closed to one line of the latest figures (opened by its title), so the timeline starts on the first
 *   screen.
 * - `buildTimeline` (timeline.ts) merges it newest first; each entry has its card. Cards of documents take
 *   `onEdit` only when the panel is editable (`readOnly` hides every Edit and the menu), and the exam
 *   cards' View buttons call `onOpenTab` (4 Griffiths, 5 Bayley) when the view gives one.
 * - "Opciones" is a list of entries (`menu` below): each document form adds one (label, action).
 * - A new development control is "Primera" (index 0, the first visit) when the history has no saved or
 *   pending one, else "Seguimiento"; it carries today's date (Bogotá).
 * - The family control (src/features/psychology/family-control/) brings its menu entry, its card and its
 *   editor through one hook (`useFamilyControls`).
 */
import { Grid, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useSignature } from '../../../api/session';
import type { HistoryRecord } from '../../../contract/history';
import { evolutionsText as t } from '../../../i18n/psychology';
import { useOnline } from '../../../api/server-reachability';
import { useStoredCalls } from '../../../api/server-query';
import { cie10CatalogueCall } from '../../../offline/cie10-catalogue';
import type { DocumentListItem } from '../../../offline/document-list';
import { useSessionDb } from '../../../offline/session-db';
import { DevelopmentControlEditor } from '../development-control/development-control-editor';
import { ErrorBoundary } from '../../../ui/error-boundary/error-boundary';
import { TimelineFrame, TimelineList, type TimelineMenuEntry } from '../../../ui/timeline/timeline-frame';
import { useDocumentOpenings } from '../../../document-kit/document-openings';
import { AnthropometryCard } from './anthropometry-card';
import { AnthropometryPanel } from './anthropometry-panel';
import { showGrowthView } from '../growth/graficas-tab';
import { GRAFICAS_TAB } from '../tabs/tab-rules';
import { BayleyCard } from './bayley-card';
import { DevelopmentControlCard } from './development-control-card';
import { FamilyControlCard } from '../family-control/family-control-card';
import { useFamilyControls } from '../family-control/use-family-controls';
import { familyControlText } from '../../../i18n/family-control';
import { GriffithsCard } from './griffiths-card';
import { PostponedCard } from './postponed-card';
import { buildTimeline, hasControls, type TimelineEntry } from './timeline';
import { useTimelineSources } from './use-timeline-sources';
import { serverToday } from '../../../api/server-clock';

/** Mantine's `lg` breakpoint, where the grid below puts the anthropometry panel beside the timeline. */
const BESIDE_TIMELINE = '(min-width: 75em)';

export interface EvolutionsPanelProps {
  /** The history whose timeline shows. */
  history: HistoryRecord;
  /** The read-only external view (spec 000 §2 "Read-only view"): no "Opciones" menu, no "Editar". */
  readOnly?: boolean;
  /** Opens a tab of the psychology view by its index (the cards' View buttons: 4 Griffiths, 5 Bayley). */
  onOpenTab?: (index: number) => void;
}

export function EvolutionsPanel({ history, readOnly = false, onOpenTab }: EvolutionsPanelProps) {
  const db = useSessionDb();
  const data = useTimelineSources(history.id);
  const online = useOnline();
  // Read at once (not in an effect): the panel must not open and close again on a tablet's first paint.
  const besideTimeline = useMediaQuery(BESIDE_TIMELINE, undefined, { getInitialValueInEffect: false });

  // The CIE-10 catalogue on the device, for the diagnosis fields offline (fetched once per device).
  useStoredCalls(db ? [cie10CatalogueCall(db)] : [], db !== null && !readOnly);

  const openings = useDocumentOpenings<null>({
    historyId: history.id,
    kind: 'development-control',
    items: data.sources.documents['development-control'],
    enabled: !readOnly,
    extraOf: () => null,
  });

  // The draft open in the modal is not also a card.
  const entries = buildTimeline(data.sources).filter(
    (entry) => !('item' in entry && openings.isBeingEdited(entry.item)),
  );
  const savedDevelopmentControls = (data.sources.documents['development-control'] ?? []).filter(
    (item) => item.status !== 'draft',
  ).length;

  const openNew = () => openings.openNew({ date: serverToday(), index: savedDevelopmentControls }, null);
  const openItem = (item: DocumentListItem) => openings.openItem(item, null);
  const shownEditor = openings.shown;

  const signature = useSignature();

  const family = useFamilyControls({ history, db, signature });

  const menu: TimelineMenuEntry[] = [
    {
      key: 'development-control',
      label: t.developmentControl,
      onSelect: openNew,
      disabled: !db || !signature,
    },
    {
      key: 'family-control',
      label: familyControlText.menuItem,
      onSelect: family.openNew,
      disabled: !family.canOpen,
    },
  ];

  const renderFamilyControl = (item: DocumentListItem): ReactNode => (
    <FamilyControlCard item={item} readOnly={readOnly} onEdit={() => family.openItem(item)} />
  );

  const card = (entry: TimelineEntry): ReactNode => {
    switch (entry.type) {
      case 'development-control':
        return (
          <DevelopmentControlCard
            item={entry.item}
            onEdit={readOnly ? undefined : () => openItem(entry.item)}
          />
        );
      case 'family-control':
        return renderFamilyControl(entry.item);
      case 'bayley':
        return (
          <BayleyCard item={entry.item} history={history} params={data.bayleyParams} onOpenTab={onOpenTab} />
        );
      case 'griffiths':
        return (
          <GriffithsCard
            item={entry.item}
            history={history}
            params={data.griffithsParams}
            onOpenTab={onOpenTab}
          />
        );
      case 'postponed-bayley':
      case 'postponed-griffiths':
        return (
          <PostponedCard
            kind={entry.type}
            postponed={entry.postponed}
            pending={entry.pending}
            history={history}
          />
        );
      case 'anthropometry':
        return <AnthropometryCard reading={entry.reading} history={history} feeding={data.feeding} />;
    }
  };

  const loading = !data.ready || (!data.fetched && entries.length === 0 && online);

  return (
    <Grid gap="md" align="flex-start">
      <Grid.Col span={{ base: 12, lg: 8 }} order={{ base: 2, lg: 1 }}>
        <TimelineFrame
          title={t.title}
          menu={readOnly ? undefined : { label: t.options, entries: menu }}
          loading={loading ? t.loading : undefined}
          editors={
            !readOnly && (
              <>
                {shownEditor && db && signature && (
                  <DevelopmentControlEditor
                    key={shownEditor.id}
                    db={db}
                    history={history}
                    source={shownEditor.source}
                    signature={signature}
                    resumedDraft={shownEditor.resumedDraft}
                    onOpened={openings.opened}
                    onFinished={openings.finish}
                  />
                )}
                {family.editor}
              </>
            )
          }
        >
          {!hasControls(entries) && (
            <Text c="dimmed" data-testid="controls-empty">
              {t.empty}
            </Text>
          )}
          {entries.length > 0 && (
            <TimelineList label={t.listLabel}>
              {entries.map((entry) => (
                <li key={entry.key} data-entry-type={entry.type}>
                  {/* One card that cannot render (a bad cached record) leaves the others. */}
                  <ErrorBoundary name={`Timeline card ${entry.type}`}>{card(entry)}</ErrorBoundary>
                </li>
              ))}
            </TimelineList>
          )}
        </TimelineFrame>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }} order={{ base: 1, lg: 2 }}>
        <AnthropometryPanel
          lateral={data.lateral}
          feeding={data.feeding}
          education={data.education}
          collapsible={!besideTimeline}
          onShowGrowth={
            onOpenTab
              ? () => {
                  showGrowthView(history.id);
                  onOpenTab(GRAFICAS_TAB);
                }
              : undefined
          }
        />
      </Grid.Col>
    </Grid>
  );
}
