import { useNavigate, useParams } from '@tanstack/react-router';
import { historyAddress, moduleForHistory } from '../../../api/history-address';
import type { OpenHistory } from '../../../state/open-histories/open-histories-rules';
import { openHistories, useOpenHistories } from '../../../state/open-histories/open-histories-store';
import { useSession } from '../../../api/session';
import { formatDateTime } from '../../../domain/date-format';
import { openHistoriesText, sidebarText } from '../../../i18n/platform';
import { visitPreparationText } from '../../../i18n/prepare-visits';
import { useHistoryWorkStates } from '../../../offline/outbox-live';
import type { HistoryWorkState } from '../../../offline/outbox-work';
import { usePreparedHistories } from '../../../offline/visit-preparation';
import { IconAlert, IconCloudUpload, IconPencil } from '../../../ui/icons/icons';
import { SidebarItem } from '../layout/sidebar-item';
import type { OpenHistoriesSlotProps } from '../layout/sidebar';
import { localStateView } from './history-local-state';
import classes from './open-histories.module.css';
import { initials } from '../../../domain/initials';

const workIcon: Record<HistoryWorkState, typeof IconAlert> = {
  draft: IconPencil,
  pending: IconCloudUpload,
  refused: IconAlert,
  conflict: IconAlert,
};

export function historyLabel(history: OpenHistory): string {
  if (history.record) return history.record.Iden_nombreCompletoPaciente;
  return history.status === 'failed' ? openHistoriesText.unavailable : openHistoriesText.loading;
}

/**
 * The open histories under "Historias Clínicas" (spec 000 §2 Sidebar): each by the patient's full name,
 * coloured by its local state (./history-local-state.ts: a draft, saved and waiting to be sent, refused;
 * derived live from the device's drafts and outbox) with an icon and its text, with "Disponible sin
 * conexión" and the download time when it was prepared for a visit (docs/visit-preparation.md). A click
 * goes to the history's address in the current module (or the user's first working module from
 * elsewhere), on the tab last shown for it, which makes it current; a user without a working module only
 * makes it current.
 */
export function OpenHistoriesList({ collapsed }: OpenHistoriesSlotProps) {
  const { histories, currentIndex } = useOpenHistories();
  const prepared = usePreparedHistories();
  const navigate = useNavigate();
  const { user, currentModule } = useSession();
  const addressed = useParams({ strict: false }).historyId;
  const work = useHistoryWorkStates();
  if (histories.length === 0) return null;
  const module = moduleForHistory(currentModule, user?.modulesAccess ?? []);
  const show = (history: OpenHistory, index: number) => {
    if (history.id === addressed) return; // Already shown: no second entry in the browser's history.
    if (module) void navigate(historyAddress(module, history.id));
    else openHistories.select(index);
  };
  const available = new Map(
    (prepared ?? [])
      .filter((marker) => marker.failed.length === 0)
      .map((marker) => [marker.historyId, marker.downloadedAt]),
  );
  return (
    <ul className={classes.list} aria-label={sidebarText.histories} data-testid="open-histories">
      {histories.map((history, index) => {
        const label = historyLabel(history);
        const workState = work?.get(history.id);
        const local = localStateView(workState);
        const WorkIcon = workState ? workIcon[workState] : null;
        const downloadedAt = available.get(history.id);
        const offline =
          downloadedAt === undefined
            ? undefined
            : `${visitPreparationText.available} · ${formatDateTime(new Date(downloadedAt))}`;
        return (
          <li
            key={history.id}
            data-local-state={local.tone}
            data-work-state={workState ?? 'none'}
            data-history-id={history.id}
          >
            <SidebarItem
              collapsed={collapsed}
              icon={
                <span className={classes.badge} data-local-state={local.tone} aria-hidden>
                  {history.record ? initials(label) : '…'}
                  {WorkIcon && (
                    <span className={classes.workIcon} data-local-state={local.tone}>
                      <WorkIcon size={12} />
                    </span>
                  )}
                </span>
              }
              label={label}
              description={[local.text, offline].filter(Boolean).join(' · ') || undefined}
              active={index === currentIndex}
              wrap
              onClick={() => show(history, index)}
            />
          </li>
        );
      })}
    </ul>
  );
}
