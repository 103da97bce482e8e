/**
 * "Reportes disponibles" (spec 000 §2 "Reports screen"): the reports a user with writeAnalytics may ask
 * the server for; today the RIPS - BAI report by dates. The report is made by the server, so without it
 * (no network, or the server not answering) the screen says so above the form and "Generar" waits; what
 * was typed stays (docs/reports.md). The notice is grey like the app's other offline notices
 * (src/ui/embedded-frame).
 */
import { Alert, Stack, Title } from '@mantine/core';
import { reportsText as t } from '../../i18n/reports';
import { IconCloudOff } from '../../ui/icons/icons';
import { RipsReportCard } from './rips-report-card';
import { useReportConnection } from './use-report-connection';

export function ReportsPage() {
  const connection = useReportConnection();
  return (
    <Stack gap="lg" maw={760}>
      <Title order={1} size="h2">
        {t.title}
      </Title>
      {connection !== 'available' && (
        <Alert
          role="status"
          color="gray"
          variant="light"
          icon={<IconCloudOff size={20} />}
          title={connection === 'offline' ? t.offlineTitle : t.serverUnreachableTitle}
        >
          {t.needsConnection}
        </Alert>
      )}
      <RipsReportCard canGenerate={connection === 'available'} />
    </Stack>
  );
}
