/**
 * An exam's printable summary (clinicians hand results to families and other services): the patient, the
 * ages and date of the exam, its scores (bands or quotient) and its signer, in a dialog whose content
 * alone goes to paper through the browser's print (src/ui/print/printable.module.css).
 */
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { HistoryRecord } from '../../../contract/history';
import { formatShortDate } from '../../../domain/date-format';
import { examPrintText as t } from '../../../i18n/exams';
import classes from '../../../ui/print/printable.module.css';
import { agesOn } from '../evolutions/card-dates';

export interface ExamPrintProps {
  exam: string;
  history: HistoryRecord;
  day: string;
  signature: { name: string; email: string } | null;
  onClose: () => void;
  children: ReactNode;
}

export function ExamPrint({ exam, history, day, signature, onClose, children }: ExamPrintProps) {
  const title = t.title(exam, formatShortDate(day));
  return (
    <Modal opened onClose={onClose} size="lg" title={title} closeButtonProps={{ 'aria-label': t.close }}>
      <Stack gap="md" className={classes.printable} data-testid="exam-print">
        <Text fw={700} size="lg" className={classes.printOnly}>
          {title}
        </Text>
        <Stack gap={2}>
          <Text>
            <Text span fw={600}>
              {t.patient}:
            </Text>{' '}
            {history.Iden_nombreCompletoPaciente} · {t.code} {history.EGNDT}
          </Text>
          <Text size="sm">{agesOn(history, day)}</Text>
        </Stack>
        {children}
        {signature && (
          <Text size="sm">
            <Text span fw={600}>
              {t.signer}:
            </Text>{' '}
            {signature.name} · {signature.email}
          </Text>
        )}
        <Group justify="flex-end" className={classes.noPrint}>
          <Button variant="default" mih={44} onClick={onClose}>
            {t.close}
          </Button>
          <Button mih={44} onClick={() => window.print()}>
            {t.print}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
