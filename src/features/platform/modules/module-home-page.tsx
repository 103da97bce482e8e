import { Center, Loader, Stack } from '@mantine/core';
import { useCurrentHistory } from '../../../api/open-histories';
import { openHistoriesText } from '../../../i18n/platform';
import { PatientHeader } from '../../../ui/patient-header/patient-header';
import { ModuleWelcomePage, type ModuleWelcomePageProps } from './module-welcome-page';

/**
 * The base page of a working module (/psychology, /socialwork): the welcome text while no patient is
 * current, else the current patient's header. Each module's own screens (tabs, timeline) replace the
 * part under the header when they are built.
 */
export function ModuleHomePage({ module }: ModuleWelcomePageProps) {
  const current = useCurrentHistory();
  if (!current || current.status === 'failed') return <ModuleWelcomePage module={module} />;
  if (!current.record) {
    return (
      <Center py="xl">
        <Loader aria-label={openHistoriesText.loading} />
      </Center>
    );
  }
  return (
    <Stack gap="md">
      <PatientHeader record={current.record} />
    </Stack>
  );
}
