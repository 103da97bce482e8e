import { Textarea } from '@mantine/core';
import { memo, useId, useImperativeHandle, useLayoutEffect, useRef, useState, type Ref } from 'react';
import { formText as t } from '../../i18n/forms';
import { useStableCallback } from '../hooks/use-stable-callback';
import { layOutAlone } from './own-layout';
import classes from './counted-textarea.module.css';

export interface CountedTextareaProps {
  label: string;
  max: number;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  minRows?: number;
}

// The same objects on every render: Mantine resolves its styles again, and React sets the style again,
// whenever they are new.
const classNames = { input: classes.input, description: classes.description };
const stylesByRows = new Map<number, { input: Record<string, number> }>();
const stylesOf = (rows: number) => {
  let styles = stylesByRows.get(rows);
  if (!styles) stylesByRows.set(rows, (styles = { input: { '--counted-rows': rows } }));
  return styles;
};
const wrapperOrder: ('label' | 'input' | 'description' | 'error')[] = [
  'label',
  'input',
  'description',
  'error',
];

/** Spec 000 §5: "N restantes" while within the limit, the total over it. */
const counterText = (length: number, max: number) => {
  const left = max - length;
  return left >= 0 ? t.remaining(left) : t.total(length, max);
};

/**
 * A key that types a character into the field (not Tab, Escape, an arrow or a shortcut). Not every
 * `keydown` is a KeyboardEvent: Chromium's autofill sends plain events, with no key.
 */
const typesCharacter = (event: Event) =>
  event instanceof KeyboardEvent &&
  event.key.length === 1 &&
  !event.ctrlKey &&
  !event.metaKey &&
  !event.altKey;

/** A typed character's events, and the selection change after it, which the page's body takes. */
const TYPING_EVENTS = [
  'keydown',
  'keypress',
  'textInput',
  'beforeinput',
  'input',
  'keyup',
  'selectionchange',
] as const;
/** Each held textarea on the page, with what it does on input. */
const typingFields = new WeakMap<EventTarget, () => void>();
const listeningBodies = new WeakSet<HTMLElement>();

function takeTyping(event: Event) {
  const field = event.composedPath()[0];
  const onInput = field && typingFields.get(field);
  if (!onInput) return;
  if ((event.type === 'keydown' || event.type === 'keyup') && !typesCharacter(event)) return;
  event.stopPropagation();
  if (event.type === 'input') onInput();
}

/**
 * Hears the field's typing, and keeps its events from going further: React's own listeners at the root (a
 * portal's container, for a modal) would otherwise handle each of a keystroke's six events (keydown,
 * keypress, textInput, beforeinput, input, keyup) for the whole tree above the field, in the capture phase
 * and again in the bubble phase, and React's listener at the document the field's selection change (for
 * `onSelect`): a fourth of a slow tablet's script per key in a long form (docs/benchmarks.md). So the
 * page's body takes them in their capture phase, before they reach any root, and stops them there; the
 * window and the document still see them in their capture phase. Nothing in the app needs them: the
 * keys other than a typed character (Tab for the focus trap, Escape for the modal, shortcuts) go on, and
 * so do the composing events of a tablet's keyboard.
 */
function listenToTyping(element: HTMLTextAreaElement, onInput: () => void): () => void {
  const body = element.ownerDocument.body;
  if (!listeningBodies.has(body)) {
    listeningBodies.add(body);
    for (const type of TYPING_EVENTS) body.addEventListener(type, takeTyping, true);
  }
  typingFields.set(element, onInput);
  return () => typingFields.delete(element);
}

/**
 * The field's own form: empty, hidden, at the end of the page's body. Made by hand, not as a React portal:
 * React listens to every event at a portal's container, and at the body it would hear a typed character's
 * events in their capture phase before `listenToTyping` can stop them (half a millisecond a key at 4x).
 */
function emptyFormInBody(id: string): () => void {
  const form = document.createElement('form');
  form.id = id;
  form.hidden = true;
  document.body.append(form);
  return () => form.remove();
}

/** What the owner of a counted textarea does with it: put in a text that came from outside, or compare. */
export interface CountedTextareaHandle {
  write: (value: string) => void;
  shows: (value: string) => boolean;
}

export interface HeldTextareaProps {
  label: string;
  max: number;
  /** The text the field starts with; later texts from outside go through the handle's `write`. */
  initial: string;
  /** Each text typed, cut at max + 50. */
  onText: (value: string) => void;
  error?: string | null;
  minRows?: number;
  handle: Ref<CountedTextareaHandle>;
}

/**
 * A textarea with the limits of spec 000 §5: input is cut at max + 50 characters (so a pasted text is
 * seen over the limit and trimmed by the writer, not silently), and the counter shows "N restantes" while
 * within the limit, the total over it. It grows with its text through CSS (./counted-textarea.module.css),
 * not Mantine's `autosize`, whose measuring on each keystroke cost a long form most of a slow tablet's frame.
 *
 * A keystroke costs the page about what typing into a lone field does (`npm run bench -- typing-latency`):
 * - The field holds its text and the counter is written in place, so a keystroke draws nothing through
 *   React: Mantine's textarea is drawn again only when its label, limits or message change. Its owner
 *   puts in a text that comes from outside (a rule clearing the field, a draft restored) with `write`.
 * - Its typing is heard before React's listeners, which never see it (`listenToTyping`).
 * - It lays out alone while a keystroke leaves its height as it was (./own-layout.ts).
 * - It is the one control of a form of its own, an empty hidden form at the end of the page (the `form`
 *   attribute). On every keystroke Chromium's autofill reads again every control of the typed field's
 *   form, or every control outside a form when it has none, checking each one's style and layout before
 *   the next frame: in a long document's form, some 120 controls, a fourth of a slow tablet's work per
 *   key. The editors send their own values, never their form's controls, so the textarea need not be one.
 */
export const HeldTextarea = memo(function HeldTextarea({
  label,
  max,
  initial,
  onText,
  error,
  minRows = 3,
  handle,
}: HeldTextareaProps) {
  const field = useRef<HTMLTextAreaElement>(null);
  // The counter's text is written here only, never drawn by React, which would put back a stale one.
  const counter = useRef<HTMLSpanElement | null>(null);
  const count = (length: number) => {
    const span = counter.current;
    if (!span) return;
    const text = counterText(length, max);
    // The text node's data, not `textContent`: a new node each key would be styled and attached again.
    if (span.firstChild instanceof Text) span.firstChild.data = text;
    else span.textContent = text;
  };
  const attachCounter = (span: HTMLSpanElement | null) => {
    counter.current = span;
    count((field.current?.value ?? initial).length);
  };
  useImperativeHandle(handle, () => ({
    write: (value) => {
      const element = field.current;
      if (element && element.value !== value) element.value = value;
      count(value.length);
    },
    shows: (value) => field.current?.value === value,
  }));
  const typed = useStableCallback(() => {
    const next = (field.current?.value ?? '').slice(0, max + 50);
    count(next.length);
    onText(next);
  });
  useLayoutEffect(() => (field.current ? listenToTyping(field.current, typed) : undefined), [typed]);
  useLayoutEffect(() => (field.current ? layOutAlone(field.current) : undefined), []);
  const ownForm = useId();
  useLayoutEffect(() => emptyFormInBody(ownForm), [ownForm]);
  return (
    <Textarea
      ref={field}
      label={label}
      defaultValue={initial}
      maxLength={max + 50}
      rows={minRows}
      classNames={classNames}
      styles={stylesOf(minRows)}
      error={error}
      description={<span ref={attachCounter} />}
      inputWrapperOrder={wrapperOrder}
      form={ownForm}
    />
  );
});

/** The counted textarea for a value held by its owner: the field follows `value` when it changes. */
export function CountedTextarea({ label, max, value, onChange, error, minRows }: CountedTextareaProps) {
  const handle = useRef<CountedTextareaHandle>(null);
  const [initial] = useState(value);
  useLayoutEffect(() => handle.current?.write(value), [value]);
  const onText = useStableCallback(onChange);
  return (
    <HeldTextarea
      handle={handle}
      label={label}
      max={max}
      initial={initial}
      onText={onText}
      error={error}
      minRows={minRows}
    />
  );
}
