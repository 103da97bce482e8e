/**
 * A development control in the timeline (spec 000 §2 "Timeline cards", developmental psychology): first
 * visit (index 0) or follow-up, the graduated banner and the success styling of a graduated record,
 * initial observation, primary diagnosis with code, other findings, intervention evolution, intervention
 * types, therapies and follow-up, with "Editar" unless read-only. Diagnosis texts are cut at 1500
 * characters in cards (src/domain/diagnosis-text.ts). A control saved on the device and not yet on the
 * server reads "Pendiente de sincronizar".
 */
import { Alert } from '@mantine/core';
import { developmentControl, therapies as therapyCatalogue } from '../../../contract/development-control';
import { formatShortDate } from '../../../domain/date-format';
import { DIAGNOSIS_CHARS, diagnosisText } from '../../../domain/diagnosis-text';
import { controlCardText as t, developmentControlText as labels } from '../../../i18n/psychology';
import { useCie10Descriptions } from '../../../offline/cie10-catalogue';
import type { DocumentListItem } from '../../../offline/document-list';
import { interventionTypes, toValues } from '../development-control/control-values';
import { CardTexts, TimelineCard } from './timeline-card';

/** `onEdit` absent: read-only, no "Editar" (spec 000 §2 "Timeline cards"). */
export function DevelopmentControlCard({ item, onEdit }: { item: DocumentListItem; onEdit?: () => void }) {
  const content = developmentControl.readDraft(item.content);
  const values = toValues(content);
  const codes = [values.primaryDiagnosis, ...values.otherDiagnoses].filter((c): c is string => Boolean(c));
  const described = useCie10Descriptions(codes);
  const diagnosis = (code: string) => diagnosisText(code, described.get(code), DIAGNOSIS_CHARS.card);
  const types = interventionTypes.filter((name) => values[name] === true).map((name) => labels[name]);
  const chosenTherapies = therapyCatalogue
    .filter((th) => values.therapies.includes(th.id))
    .map((th) => th.label);
  const signature = item.signature ?? content.signature ?? undefined;
  const graduated = values.graduated === true;

  return (
    <TimelineCard
      testId="control-card"
      title={values.index === 0 ? t.first : t.followUp}
      date={formatShortDate(values.date)}
      subtitle={labels.kindTitle}
      item={item}
      onEdit={onEdit}
      tone={graduated ? 'success' : 'default'}
      footer={signature && `${signature.name} · ${signature.email}`}
    >
      {graduated && (
        <Alert color="canguro" variant="filled" py="xs" data-testid="control-graduated">
          {t.graduated}
        </Alert>
      )}
      <CardTexts
        texts={[
          {
            label: t.initialObservation,
            testId: 'card-initial-observation',
            text: values.initialObservation,
          },
          {
            label: t.primaryDiagnosis,
            testId: 'card-primary-diagnosis',
            text: values.primaryDiagnosis && diagnosis(values.primaryDiagnosis),
          },
          // Other findings only when there are some.
          ...(values.otherDiagnoses.length > 0
            ? [
                {
                  label: t.otherFindings,
                  testId: 'card-other-diagnoses',
                  text: values.otherDiagnoses.map(diagnosis).join('\n'),
                },
              ]
            : []),
          {
            label: t.interventionEvolution,
            testId: 'card-intervention-evolution',
            text: values.interventionEvolution,
          },
          { label: t.interventionTypes, testId: 'card-intervention-types', text: types.join(', ') },
          { label: t.therapies, testId: 'card-therapies', text: chosenTherapies.join(', ') },
          { label: t.followUpField, testId: 'card-follow-up', text: values.followUp },
        ]}
      />
    </TimelineCard>
  );
}
