/**
 * The card "Reporte RIPS - BAI por fechas" (spec 000 §2 "Reports screen", §5 "Report form: both dates
 * required", §7, §8): two typed or picked dates, "Generar" and "Limpiar", a loading overlay while the
 * server makes the zip, then "Reporte generado con éxito" and the download, or the spec's failure text.
 *
 * The range rule is src/domain/report-range.ts. A field's message shows once the field was left with a
 * wrong date, and every message once "Generar" was refused (the first bad field takes the focus); an empty
 * field is only called out by "Generar", so tabbing through the form does not paint it red. Nothing typed
 * is dropped by a refusal, a failure or a lost connection: only "Limpiar" empties the form.
 */
import {
  Button,
  Group,
  LoadingOverlay,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { generateRipsReport } from '../../api/report.api';
import { checkReportRange, type ReportRangeProblem } from '../../domain/report-range';
import { reportsText as t } from '../../i18n/reports';
import { validationText } from '../../i18n/validation';
import { focusFirstInvalid } from '../../ui/inputs/focus-first-invalid';
import { notifyError, notifySuccess } from '../../ui/notifications/notify';
import { ReportDateField } from './report-date-field';
import { reportFailure } from './report-failure';
import { saveFile } from '../../ui/files/save-file';

type Field = 'start' | 'end';

const problemText: Record<ReportRangeProblem, string> = {
  required: validationText.required,
  invalid: t.invalidDate,
  endBeforeStart: t.endBeforeStart,
};

const EMPTY = { start: '', end: '' };
const UNTOUCHED = { start: false, end: false };

export interface RipsReportCardProps {
  /** False while the server cannot be reached: the dates stay editable and "Generar" is disabled. */
  canGenerate: boolean;
}

export function RipsReportCard({ canGenerate }: RipsReportCardProps) {
  const [values, setValues] = useState(EMPTY);
  const [left, setLeft] = useState<Record<Field, boolean>>(UNTOUCHED);
  const [submitted, setSubmitted] = useState(false);
  const [refusals, setRefusals] = useState(0);
  const [generating, setGenerating] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const titleId = useId();
  const check = checkReportRange(values.start, values.end);

  // After a refused "Generar" the messages are rendered: the first bad field takes the focus.
  useEffect(() => {
    if (refusals > 0) focusFirstInvalid(formRef.current);
  }, [refusals]);

  const errorOf = (field: Field): string | null => {
    const problem = check.ok ? undefined : check.problems[field];
    if (!problem) return null;
    const shown = submitted || (left[field] && problem !== 'required');
    return shown ? problemText[problem] : null;
  };

  const field = (name: Field, label: string) => (
    <ReportDateField
      label={label}
      value={values[name]}
      onChange={(text) => setValues((current) => ({ ...current, [name]: text }))}
      onBlur={() => setLeft((current) => ({ ...current, [name]: true }))}
      error={errorOf(name)}
      disabled={generating}
    />
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (generating || !canGenerate) return;
    setSubmitted(true);
    if (!check.ok) {
      setRefusals((n) => n + 1);
      return;
    }
    setGenerating(true);
    try {
      const file = await generateRipsReport({ iniDate: check.iniDate, endDate: check.endDate });
      saveFile(file.blob, file.fileName);
      notifySuccess(t.success);
    } catch (error) {
      const failure = reportFailure(error);
      if (failure.kind === 'message') notifyError(failure.text);
      if (failure.kind === 'connection') notifyError(t.needsConnection, { title: t.serverUnreachableTitle });
    } finally {
      setGenerating(false);
    }
  };

  const clear = () => {
    setValues(EMPTY);
    setLeft(UNTOUCHED);
    setSubmitted(false);
  };

  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="md" p="lg" pos="relative">
      <LoadingOverlay
        visible={generating}
        zIndex={10}
        overlayProps={{ radius: 'md', blur: 1 }}
        loaderProps={{ 'aria-hidden': true }}
      />
      <VisuallyHidden role="status">{generating ? t.generating : ''}</VisuallyHidden>
      <form ref={formRef} noValidate aria-busy={generating} onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={2} size="h3" id={titleId}>
              {t.ripsTitle}
            </Title>
            <Text c="dimmed">{t.ripsIntro}</Text>
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {field('start', t.start)}
            {field('end', t.end)}
          </SimpleGrid>
          <Group gap="sm">
            <Button type="submit" size="md" mih={44} disabled={!canGenerate || generating}>
              {t.generate}
            </Button>
            <Button type="button" size="md" mih={44} variant="default" disabled={generating} onClick={clear}>
              {t.clear}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
