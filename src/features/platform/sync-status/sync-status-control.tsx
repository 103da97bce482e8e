/**
 * The sync status in the top bar (DESIGN.md write path, step 7): whether the device is offline, how many
 * changes wait, progress while the worker replays, the last successful sync, a queue paused for a new
 * sign-in, and the entries that need attention, listed in a panel opened from the control.
 *
 * Design:
 * - Counts, refused entries and the last sync are live queries of the user's database
 *   (src/offline/outbox-live.ts); `sending`, `paused` and `retryAt` come from the worker's pushed status;
 *   offline from the window's events. What the line says is decided in ./sync-status-format.ts.
 * - One button opens a Mantine Popover (a dialog, focus trapped, Escape and outside clicks close it, the
 *   focus returns to the button). While the discard confirmation is open on top of it the popover lets
 *   the modal have the focus, Escape and clicks.
 * - Narrow top bars (a tablet in portrait) hide the texts visually, keeping them in the accessible name:
 *   an icon and the count remain (./sync-status.module.css).
 * - One count of what needs attention (refusals and conflicts) for the button and the panel: the panel's
 *   "none" shows only when that count is 0. Refusals are listed by patient (./refusals.ts) and announced
 *   by an error notification (./refusal-notifier.tsx); both open the document (./open-refused-document.ts).
 */
import { Loader, Popover, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useId, useMemo, useRef, useState, type CSSProperties } from 'react';
import { syncStatusText as t } from '../../../i18n/offline';
import type { OutboxEntry } from '../../../offline/db';
import { useOutboxStatus, usePatientNames, useWorkerSyncStatus } from '../../../offline/outbox-live';
import { IconAlert, IconCloud, IconCloudCheck, IconCloudOff, IconCloudUpload } from '../../../ui/icons/icons';
import { ClockSkewWarning } from './clock-skew-warning';
import { conflictFields } from '../../../offline/conflicts';
import { useConflictDrafts } from '../../../offline/conflicts-live';
import type { DraftRow } from '../../../offline/db';
import { ConflictDialog } from './conflict-dialog';
import { ConflictList } from './conflict-list';
import { RowConflictDialog } from './row-conflict-dialog';
import type { RowConflict } from '../../../offline/row-conflicts';
import { useRowConflicts, useRowSetAside } from '../../../offline/row-conflicts-live';
import { DiscardConfirmModal } from './discard-confirm-modal';
import { NeedsAttentionList } from './needs-attention-list';
import { openRefusedDocument, type RefusedDocument } from './open-refused-document';
import { RefusalNotifier } from './refusal-notifier';
import { groupByPatient, historyIdOf } from './refusals';
import { ReferenceDataLine } from './reference-data-line';
import { describeSync, timeAgo, timeUntil, type SyncTone, type SyncView } from './sync-status-format';
import classes from './sync-status.module.css';
import { useMinuteClock } from './use-minute-clock';
import { useConnection } from '../../../api/server-reachability';
import { ExportUnsentModal } from '../unsent-work/export-unsent-modal';
import { logFailure } from '../../../api/failure-log';
import { UnsentWorkActions } from '../unsent-work/unsent-work-actions';
import { closeUnsentExport, openUnsentExport, useUnsentExportOpen } from '../../../state/unsent-export';

const toneIcon: Record<Exclude<SyncTone, 'syncing'>, typeof IconCloud> = {
  paused: IconAlert,
  pending: IconCloudUpload,
  synced: IconCloudCheck,
  idle: IconCloud,
};

/**
 * Each colour's shades for the border, the icon and the tint: one CSS rule reads them as custom
 * properties. The text stays gray 9 on every tint (WCAG AA).
 */
const toneShades: Record<SyncView['color'], readonly [border: number, icon: number, tint: number]> = {
  gray: [6, 7, 0],
  green: [5, 8, 0],
  blue: [5, 8, 0],
  orange: [6, 9, 1],
  red: [6, 9, 0],
};

const toneStyle = (color: SyncView['color']): CSSProperties => {
  const [border, icon, tint] = toneShades[color];
  return {
    '--tone': `var(--mantine-color-${color}-${border})`,
    '--tone-icon': `var(--mantine-color-${color}-${icon})`,
    '--tone-bg': `var(--mantine-color-${color}-${tint})`,
  };
};

export function SyncStatusControl() {
  const outbox = useOutboxStatus();
  const worker = useWorkerSyncStatus();
  // 'server-unreachable': the network is up but this app's server does not answer (down, or a captive
  // portal in between).
  const connection = useConnection();
  const online = connection !== 'offline';
  const serverUnreachable = connection === 'server-unreachable';
  const now = useMinuteClock();
  const [opened, setOpened] = useState(false);
  const titleId = useId();
  const [confirming, setConfirming] = useState<OutboxEntry | null>(null);
  const exporting = useUnsentExportOpen();
  // Opened from the panel, the focus comes back to this control; from an editor, to the editor's button.
  const exportFromPanel = useRef(false);
  // The export dialog opens once the panel (and the button that opened it) is gone: focus comes back here.
  const controlRef = useRef<HTMLButtonElement>(null);
  const [resolving, setResolving] = useState<DraftRow | null>(null);
  const [resolvingRow, setResolvingRow] = useState<RowConflict | null>(null);
  const modalOpen = confirming !== null || resolving !== null || resolvingRow !== null;
  const conflictDrafts = useConflictDrafts() ?? [];
  const rowConflicts = useRowConflicts() ?? [];
  const rowAside = useRowSetAside() ?? [];
  const conflicts = conflictDrafts.filter((draft) => draft.conflict).length + rowConflicts.length;

  const attention = outbox?.needsAttention ?? [];
  const attentionCount = attention.length + conflicts;
  const names = usePatientNames(attention.flatMap((entry) => historyIdOf(entry) ?? []));
  const navigate = useNavigate();
  const openDocument = (document: RefusedDocument) => {
    setOpened(false);
    openRefusedDocument(document, navigate).catch((error: unknown) =>
      logFailure('opening a refused document failed', error),
    );
  };
  const lastSyncAt = outbox?.lastSyncAt ?? null;
  const view = describeSync({
    online,
    pending: outbox?.pending ?? 0,
    attention: attentionCount,
    sending: worker?.sending ?? false,
    pausedForAuth: worker?.paused === 'auth',
    lastSyncAt,
    now,
  });
  const Icon = view.tone === 'syncing' ? null : toneIcon[view.tone];
  const retryAt = worker?.retryAt ?? null;
  const waitsForRetry = online && view.tone === 'pending' && retryAt !== null;

  // Drawn again only when one of them changes: the control is drawn again at each status the sync worker
  // pushes (two a pass, while the user types in an editor), and a closed Mantine modal still draws its frame.
  const dialogs = useMemo(
    () => (
      <>
        <DiscardConfirmModal entry={confirming} onClose={() => setConfirming(null)} />
        <ExportUnsentModal
          opened={exporting}
          onClose={() => {
            closeUnsentExport();
            if (exportFromPanel.current) controlRef.current?.focus();
            exportFromPanel.current = false;
          }}
        />
        <ConflictDialog
          draft={resolving}
          fields={resolving ? conflictFields(resolving) : []}
          now={now}
          onClose={() => setResolving(null)}
        />
        <RowConflictDialog conflict={resolvingRow} now={now} onClose={() => setResolvingRow(null)} />
      </>
    ),
    [confirming, exporting, resolving, resolvingRow, now],
  );

  return (
    <div className={classes.root} data-testid="sync-status">
      {!online && (
        <span className={classes.offline} data-testid="offline-badge">
          <IconCloudOff size={18} />
          <span className={classes.text}>{t.offline}</span>
        </span>
      )}
      {serverUnreachable && (
        <span className={classes.offline} data-testid="server-unreachable-badge">
          <IconCloudOff size={18} />
          <span className={classes.text}>{t.serverUnreachable}</span>
        </span>
      )}
      <ClockSkewWarning />
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-end"
        width={400}
        shadow="md"
        withArrow
        trapFocus={!modalOpen}
        returnFocus
        closeOnEscape={!modalOpen}
        closeOnClickOutside={!modalOpen}
      >
        <Popover.Target>
          <UnstyledButton
            ref={controlRef}
            className={classes.control}
            data-color={view.color}
            style={toneStyle(view.color)}
            data-tone={view.tone}
            onClick={() => setOpened((value) => !value)}
            aria-haspopup="dialog"
            aria-expanded={opened}
          >
            <span className={classes.icon}>
              {Icon ? <Icon size={20} /> : <Loader size={16} color="blue.8" aria-hidden />}
            </span>
            <span className={classes.text} data-testid="sync-status-label">
              {view.label}
            </span>
            {view.count !== null && (
              <span className={classes.count} aria-hidden>
                {view.count}
              </span>
            )}
            {attentionCount > 0 && (
              <span className={classes.attention} data-testid="sync-status-attention">
                <span className={classes.icon}>
                  <IconAlert size={18} />
                </span>
                <span aria-hidden>{attentionCount}</span>
                <VisuallyHidden>{t.attention(attentionCount)}</VisuallyHidden>
              </span>
            )}
          </UnstyledButton>
        </Popover.Target>
        {/* Named by its title, not by the button (Mantine's default), whose text changes all the time. */}
        <Popover.Dropdown aria-labelledby={titleId}>
          <div className={classes.panel}>
            <h2 id={titleId} className={classes.panelTitle}>
              {t.title}
            </h2>
            {!online && (
              <p className={classes.line}>
                <strong>{t.offline}.</strong> {t.offlineHint}
              </p>
            )}
            {serverUnreachable && (
              <p className={classes.line}>
                <strong>{t.serverUnreachable}.</strong> {t.serverUnreachableHint}
              </p>
            )}
            <p className={classes.line} role="status">
              {view.label}
            </p>
            {waitsForRetry && <p className={classes.line}>{t.nextAttempt(timeUntil(retryAt, now))}</p>}
            {view.tone !== 'synced' && (
              <p className={classes.secondary}>
                {lastSyncAt === null ? t.neverSynced : t.lastSync(timeAgo(lastSyncAt, now))}
              </p>
            )}
            <ReferenceDataLine />
            <ConflictList
              drafts={conflictDrafts}
              rows={rowConflicts}
              rowAside={rowAside}
              now={now}
              onResolve={setResolving}
              onResolveRow={setResolvingRow}
            />
            <NeedsAttentionList
              groups={groupByPatient(attention, names)}
              nothing={attentionCount === 0}
              now={now}
              onDiscard={setConfirming}
              onOpen={openDocument}
            />
            <UnsentWorkActions
              onExport={() => {
                setOpened(false);
                exportFromPanel.current = true;
                openUnsentExport();
              }}
              onNavigate={() => setOpened(false)}
            />
          </div>
        </Popover.Dropdown>
      </Popover>
      <RefusalNotifier entries={outbox?.needsAttention} onOpen={openDocument} quiet={opened} />
      {dialogs}
    </div>
  );
}
