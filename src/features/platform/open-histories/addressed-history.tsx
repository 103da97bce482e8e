/**
 * What a history's address shows (/psychology/hc/{id}/{tab}, /socialwork/hc/{id}/{tab};
 * src/api/history-address.ts): the address is the source of truth, so the store's current history follows
 * it (`showAddressed`), and the module's view is drawn with the record once it is loaded.
 *
 * - A history among the user's open histories (opened here before, restored after a reload or a relaunch)
 *   shows at once: it was verified when it was opened.
 * - A history that is not open (a shared link, an address in the browser's history after "Cerrar
 *   Historia") asks for the same verification as the search before it opens (docs/ui-decisions.md): its
 *   record is loaded first (the network, or the copy on the device offline), the mother's digits are
 *   checked on the device, then it opens like a search result and the address's tab shows.
 * - A history that cannot be had answers a Spanish screen of its own: another site or a policy (403), none
 *   with that id (404), not stored on the device while offline, or another failure with "Reintentar".
 */
import { Button, Center, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useState, type ReactNode } from 'react';
import { moduleHomes, type ViewModule } from '../../../api/history-address';
import type { HistoryFailure } from '../../../api/history.api';
import { historyRecordQuery } from '../../../offline/queries';
import {
  openHistories,
  useOpenHistoriesOwner,
  useOpenHistory,
} from '../../../state/open-histories/open-histories-store';
import { useSession } from '../../../api/session';
import type { HistoryRecord } from '../../../contract/history';
import { historyAddressText as t, openHistoriesText, verificationText } from '../../../i18n/platform';
import { IconAlert, IconCloudOff, IconUser } from '../../../ui/icons/icons';
import { openMessageModal } from '../../../ui/modals/message-modal';
import { VerificationModal } from '../patient-search/verification-modal';

export interface AddressedHistoryProps {
  module: ViewModule;
  historyId: string;
  /** The module's view of the loaded history. */
  children: (record: HistoryRecord) => ReactNode;
}

export function AddressedHistory({ module, historyId, children }: AddressedHistoryProps) {
  const userId = useSession().user?.id ?? null;
  // Only this history's entry: the module's view re-renders when it changes, not with the whole list.
  const owner = useOpenHistoriesOwner();
  const open = useOpenHistory(historyId);

  useEffect(() => {
    // The list is restored first (a no-op once it is this user's), so an open history is found at once.
    if (userId !== null) void openHistories.restore(userId);
    openHistories.showAddressed(historyId);
  }, [userId, historyId]);

  if (userId === null || owner !== userId) return <Loading />;
  if (!open) return <HistoryLink key={historyId} module={module} historyId={historyId} userId={userId} />;
  if (open.status === 'failed') {
    return (
      <HistoryUnavailable
        module={module}
        failure={open.failure ?? 'failed'}
        onRetry={() => openHistories.showAddressed(historyId)}
      />
    );
  }
  if (!open.record) return <Loading />;
  return children(open.record);
}

function Loading() {
  return (
    <Center py="xl">
      <Loader aria-label={openHistoriesText.loading} />
    </Center>
  );
}

/** A history that is not open: its record, then the verification, then it opens. */
function HistoryLink({
  module,
  historyId,
  userId,
}: {
  module: ViewModule;
  historyId: string;
  userId: string;
}) {
  const [verifying, setVerifying] = useState(true);
  // Asked again each time the screen shows (the verification reads the freshest documents).
  const loaded = useQuery({ ...historyRecordQuery(historyId), gcTime: 0, staleTime: 0 });

  if (loaded.data === undefined) return <Loading />;
  const record = loaded.data;
  if (typeof record === 'string') {
    return <HistoryUnavailable module={module} failure={record} onRetry={() => void loaded.refetch()} />;
  }

  const mismatch = () => {
    setVerifying(false);
    void openMessageModal({ type: 'error', message: verificationText.mismatch });
  };

  return (
    <>
      <AddressScreen
        icon={<IconUser size={36} />}
        title={t.verifyTitle}
        text={t.verifyText}
        module={module}
        action={
          <Button mih={44} onClick={() => setVerifying(true)}>
            {t.verify}
          </Button>
        }
      />
      <VerificationModal
        history={record}
        opened={verifying}
        onClose={() => setVerifying(false)}
        onMismatch={mismatch}
        onVerified={() => {
          openHistories.openRecord(userId, record);
          return Promise.resolve(true);
        }}
      />
    </>
  );
}

const failureIcons: Record<HistoryFailure, ReactNode> = {
  forbidden: <IconAlert size={36} />,
  'not-found': <IconAlert size={36} />,
  offline: <IconCloudOff size={36} />,
  failed: <IconAlert size={36} />,
};

/** Why the address cannot show the history, with the way back to the module's home. */
export function HistoryUnavailable({
  module,
  failure,
  onRetry,
}: {
  module: ViewModule;
  failure: HistoryFailure;
  onRetry: () => void;
}) {
  const { title, text } = t.failures[failure];
  return (
    <AddressScreen
      icon={failureIcons[failure]}
      title={title}
      text={text}
      module={module}
      failure={failure}
      action={
        failure === 'failed' || failure === 'offline' ? (
          <Button mih={44} variant="default" onClick={onRetry}>
            {t.retry}
          </Button>
        ) : undefined
      }
    />
  );
}

function AddressScreen({
  icon,
  title,
  text,
  module,
  action,
  failure,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  module: ViewModule;
  action?: ReactNode;
  failure?: HistoryFailure;
}) {
  return (
    <Center py="xl">
      <Paper
        withBorder
        radius="lg"
        p="xl"
        maw={560}
        w="100%"
        data-testid="history-address-screen"
        data-failure={failure}
      >
        <Stack align="center" gap="md">
          <ThemeIcon size={72} radius="xl" variant="light" color={failure ? 'orange' : undefined} aria-hidden>
            {icon}
          </ThemeIcon>
          <Title order={1} size="h2" ta="center">
            {title}
          </Title>
          <Text ta="center">{text}</Text>
          <Stack gap="sm" w="100%" maw={320}>
            {action}
            <Button component={Link} to={moduleHomes[module]} variant="subtle" mih={44}>
              {t.backToModule}
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </Center>
  );
}
