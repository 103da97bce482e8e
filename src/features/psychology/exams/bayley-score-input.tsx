/**
 * Today's score of one Bayley item (spec 000 §2 "Score scale 0 to 5 with a slider 1 to 5 step 1; scale
 * colours 0 to 5"): the slider, the score's text, and "No evaluado" for 0.
 *
 * An item not scored yet (or not evaluated) has no place on a 1-to-5 slider, so it shows no knob: a knob
 * on 1 would read as a score of 1. The thumb is still there for the keyboard (Tab reaches it, shown then
 * as a hollow grey ring, read as "Sin puntuar"; the first arrow scores 1, then the arrows step, Home and End
 * score 1 and 5), and a tap on the track scores at the tapped mark.
 */
import { Checkbox, Group, Input, Slider, Stack, Text } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import type { BayleyTestItem } from '../../../contract/bayley';
import { bayleyGridText as t } from '../../../i18n/exams';
import { validationText } from '../../../i18n/validation';
import classes from './bayley-score-input.module.css';

/** Spec 000 §2 "scale colours 0 to 5": not evaluated, then from the lowest score to the highest. */
const SCALE_COLOURS = ['gray', 'red', 'orange', 'yellow', 'lime', 'green'] as const;
const MARKS = [1, 2, 3, 4, 5].map((mark) => ({ value: mark, label: String(mark) }));
const STEPS_UP = new Set(['ArrowRight', 'ArrowUp']);

/** A score as the grid reads it: "Sin puntuar", or the score and its level's text. */
export const scoreText = (item: BayleyTestItem, score: number | null): string => {
  if (score === null) return t.unscored;
  const level = item.itemsScores.find((entry) => entry.score === score);
  return level ? `${score} · ${level.text}` : String(score);
};

/** Whether the slider shows a score: 1 to 5 (null is not scored yet, 0 not evaluated). */
export const onScale = (score: number | null): score is number => score !== null && score > 0;

export function BayleyScoreInput({
  item,
  title,
  value,
  invalid,
  onScore,
}: {
  item: BayleyTestItem;
  /** The item's name, the slider's. */
  title: string;
  value: number | null;
  invalid: boolean;
  onScore?: (uuid: string, score: number) => void;
}) {
  const scored = onScale(value);
  // The unscored slider rests on 1, so its own step up would give 2: the first arrow up scores the first
  // mark. Caught here, before the slider's own handler (it sits on the slider's root, after any passed).
  const firstStepUp = (event: KeyboardEvent<HTMLDivElement>) => {
    if (scored || !STEPS_UP.has(event.key) || (event.target as HTMLElement).getAttribute('role') !== 'slider')
      return;
    event.preventDefault();
    event.stopPropagation();
    onScore?.(item.uuid, 1);
  };
  return (
    <Stack gap={4} onKeyDownCapture={firstStepUp}>
      <Slider
        min={1}
        max={5}
        step={1}
        value={scored ? value : 1}
        onChange={(next) => onScore?.(item.uuid, next)}
        color={SCALE_COLOURS[value ?? 0]}
        thumbSize={26}
        size="lg"
        label={null}
        marks={MARKS}
        thumbLabel={title}
        thumbValueText={scoreText(item, value)}
        thumbProps={{ 'aria-invalid': invalid || undefined }}
        classNames={scored ? undefined : { thumb: classes.unscoredThumb }}
        styles={scored ? undefined : { bar: { opacity: 0 } }}
        mb="md"
        data-testid="bayley-score"
        data-score={value ?? ''}
      />
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Text size="xs" c={value === null ? 'dimmed' : undefined} aria-hidden="true">
          {scoreText(item, value)}
        </Text>
        <Checkbox
          size="sm"
          label={t.notEvaluated}
          aria-label={t.notEvaluatedOf(title)}
          checked={value === 0}
          onChange={(event) => onScore?.(item.uuid, event.currentTarget.checked ? 0 : 1)}
        />
      </Group>
      {invalid && <Input.Error>{validationText.required}</Input.Error>}
    </Stack>
  );
}
