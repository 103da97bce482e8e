/**
 * Adicionales (spec 001 §2 "Additionals screen", §3 "External network report", "Subsidy", §5, §7, §8): the
 * history's reports to the external network (sorted by filing date) and its subsidies, each on the shared
 * server row table, with "Responsable" the row's signer. With neither, the empty state: an image and the
 * two buttons 'Agregar Reporte a Red Externa' and 'Agregar Subsidio'. Everything works offline through
 * the outbox.
 */
import { Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useSignature } from '../../../api/session';
import type { Signature } from '../../../contract/common';
import { additionalsText as t } from '../../../i18n/social-work';
import { useSessionDb } from '../../../offline/session-db';
import { useCatalogue } from '../../../document-kit/catalogues';
import { rowCatalogue } from '../../../document-kit/row-field-readings';
import {
  addServerRow,
  ServerRowTable,
  useServerRows,
  type ServerRowColumns,
} from '../../../document-kit/server-row-table';
import type { RowValues } from '../../../ui/row-table/editable-row-table';
import { signerColumn } from './signer-column';

const filingDateOf = (row: RowValues) => (typeof row.filingDate === 'string' ? row.filingDate : '\uffff');

export function AdditionalsPanel({ historyId }: { historyId: string }) {
  const db = useSessionDb();
  const signature = useSignature();
  const reports = useServerRows('external-network-report', historyId);
  const subsidies = useServerRows('subsidy', historyId);
  if (!db || !signature || !reports || !subsidies)
    return (
      <Center p="lg" role="status">
        <Loader size="sm" />
      </Center>
    );
  if (reports.rows.length === 0 && subsidies.rows.length === 0) {
    return (
      <Paper withBorder p="xl" radius="md">
        <Stack align="center" gap="md">
          <EmptyFolder />
          <Title order={3} size="h4">
            {t.emptyTitle}
          </Title>
          <Text c="dimmed">{t.emptyText}</Text>
          <Group>
            <Button
              mih={44}
              onClick={() =>
                void addServerRow(db, 'external-network-report', historyId, signature, t.reports.added)
              }
            >
              {t.reports.add}
            </Button>
            <Button
              mih={44}
              onClick={() => void addServerRow(db, 'subsidy', historyId, signature, t.subsidies.added)}
            >
              {t.subsidies.add}
            </Button>
          </Group>
        </Stack>
      </Paper>
    );
  }
  return (
    <Stack gap="xl">
      <ReportsTable historyId={historyId} signature={signature} />
      <SubsidiesTable historyId={historyId} signature={signature} />
    </Stack>
  );
}

function ReportsTable({ historyId, signature }: { historyId: string; signature: Signature }) {
  const r = t.reports;
  const entities = useCatalogue(rowCatalogue('external-network-report', 'entity'));
  const columns: ServerRowColumns<'external-network-report'> = [
    { kind: 'text', key: 'filingNumber', label: r.filingNumber },
    { kind: 'date', key: 'filingDate', label: r.filingDate },
    { kind: 'select', key: 'entity', label: r.entity, options: entities },
    { kind: 'text', key: 'observation', label: r.observation },
    signerColumn(r.signer),
  ];
  return (
    <ServerRowTable
      resource="external-network-report"
      historyId={historyId}
      columns={columns}
      signature={signature}
      texts={r}
      sort={(a, b) => filingDateOf(a).localeCompare(filingDateOf(b))}
    />
  );
}

function SubsidiesTable({ historyId, signature }: { historyId: string; signature: Signature }) {
  const s = t.subsidies;
  const types = useCatalogue(rowCatalogue('subsidy', 'type'));
  const columns: ServerRowColumns<'subsidy'> = [
    { kind: 'date', key: 'date', label: s.date },
    { kind: 'select', key: 'type', label: s.type, options: types },
    { kind: 'text', key: 'observation', label: s.observation },
    signerColumn(s.signer),
  ];
  return (
    <ServerRowTable
      resource="subsidy"
      historyId={historyId}
      columns={columns}
      signature={signature}
      texts={s}
    />
  );
}

/** The empty state's image: an empty folder (decorative drawing, named for assistive technology). */
function EmptyFolder() {
  return (
    <svg width="96" height="72" viewBox="0 0 96 72" role="img" aria-label={t.emptyImage}>
      <path
        d="M6 14h30l6 8h48v44H6z"
        fill="#e7f5ff"
        stroke="#1c7ed6"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path d="M6 30h84" stroke="#1c7ed6" strokeWidth="3" />
    </svg>
  );
}
