/**
 * "Importar cambios de otro dispositivo" (docs/offline.md "Exporting unsent work"): the signed-in user
 * picks a `.canguro` file and types the password it was made with; its work joins this device's outbox
 * with its Idempotency-Keys, in its order. A file of another user, a wrong password or a damaged file is
 * said so and changes nothing; a file imported before adds nothing.
 */
import { Alert, Button, FileInput, Paper, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { logFailure } from '../../../api/failure-log';
import { unsentWorkText as t } from '../../../i18n/unsent-work';
import {
  importUnsentFile,
  UNSENT_FILE_EXTENSION,
  UnsentFileError,
  type ImportResult,
} from '../../../offline/unsent-transfer';
import { PageHeading } from '../../../ui/layout/page-heading';
import { FilePasswordInput } from './file-password-input';

type Outcome = { ok: true; result: ImportResult } | { ok: false; message: string } | null;

function resultText({ added, drafts }: ImportResult): string {
  if (added > 0) return t.imported(added);
  return drafts > 0 ? t.draftsOnly(drafts) : t.nothingNew;
}

export function ImportUnsentPage() {
  const [file, setFile] = useState<File | null>(null);
  const [password, setPassword] = useState('');
  const [importing, setImporting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file || password === '' || importing) return;
    setImporting(true);
    setOutcome(null);
    importUnsentFile(file, password)
      .then((result) => {
        setOutcome({ ok: true, result });
        setPassword('');
      })
      .catch((error: unknown) => {
        if (error instanceof UnsentFileError) setOutcome({ ok: false, message: t.problems[error.problem] });
        else {
          logFailure('import of unsent work failed', error);
          setOutcome({ ok: false, message: t.importFailed });
        }
      })
      .finally(() => setImporting(false));
  };

  return (
    <Stack gap="lg" maw={640}>
      <PageHeading title={t.importTitle} intro={t.importIntro} />
      <Paper withBorder p="md" radius="md">
        <form onSubmit={submit}>
          <Stack gap="md">
            <FileInput
              label={t.file}
              placeholder={t.filePlaceholder}
              accept={`${UNSENT_FILE_EXTENSION},application/json`}
              value={file}
              onChange={(picked) => {
                setFile(picked);
                setOutcome(null);
              }}
              disabled={importing}
              required
              clearable
              clearButtonProps={{ 'aria-label': t.clearFile }}
            />
            <FilePasswordInput
              hint={t.importPasswordHint}
              value={password}
              onChange={setPassword}
              busy={importing}
            />
            {outcome && (
              <Alert
                color={outcome.ok ? 'green' : 'red'}
                role={outcome.ok ? 'status' : 'alert'}
                data-testid="import-outcome"
              >
                {outcome.ok ? resultText(outcome.result) : outcome.message}
              </Alert>
            )}
            <Button type="submit" mih={44} loading={importing} disabled={!file || password === ''}>
              {t.importAction}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
