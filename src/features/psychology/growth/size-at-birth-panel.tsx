/**
 * The size at birth on the growth view (INTERGROWTH-21st Newborn Size Standards): the class by the birth
 * weight's centile, and each measure recorded at birth with its centile and z-score, written as the
 * readings' list writes them. It prints with the view.
 */
import { Group, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { HistoryRecord } from '../../../contract/history';
import type { BirthScore } from '../../../domain/intergrowth-newborn';
import { formatNumber } from '../../../domain/number-format';
import { growthTexts, sizeAtBirthText as t } from '../../../i18n/growth';
import { useSizeAtBirth } from './use-size-at-birth';

const measureText = ({ measure, value }: BirthScore) =>
  measure === 'weight' ? `${formatNumber(value * 1000)} g` : `${formatNumber(value, 1)} cm`;

export function SizeAtBirthPanel({ history }: { history: HistoryRecord }) {
  const size = useSizeAtBirth(history);
  const titleId = useId();
  if (size === undefined) return null;
  const gestationalDays =
    history.Pediatria.ExamenInicialPediatria.EIP_EdadGestacionalAlNacer.EIP_EG_DiasTotales;
  return (
    <Stack gap={4} component="section" aria-labelledby={titleId} data-testid="size-at-birth">
      <Group gap="sm" align="center">
        <Title order={3} size="h5" id={titleId}>
          {t.title}
        </Title>
        {size?.size && (
          <Text fw={700} data-testid="size-at-birth-class">
            {t.classes[size.size]}
          </Text>
        )}
      </Group>
      {size === null ? (
        <Text size="sm">{gestationalDays > 0 ? t.outOfRange : t.noGestation}</Text>
      ) : (
        <>
          {!size.size && <Text size="sm">{t.noWeight}</Text>}
          <Group gap="lg" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {size.scores.map((score) => (
              <Text
                component="li"
                size="sm"
                key={score.measure}
                data-testid={`size-at-birth-${score.measure}`}
              >
                {t.measures[score.measure]} {measureText(score)}:{' '}
                {growthTexts.zAndPercentile(score.z, score.percentile)}
              </Text>
            ))}
          </Group>
          <Text size="xs" c="dimmed">
            {t.standard}
          </Text>
        </>
      )}
    </Stack>
  );
}
