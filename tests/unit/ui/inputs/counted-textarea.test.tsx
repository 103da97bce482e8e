// @vitest-environment happy-dom
/**
 * The counted textarea (src/ui/inputs/counted-textarea.tsx) and a social-work form's text
 * (src/features/social-work/editors/form-textarea.tsx): the field holds what is typed and its counter
 * follows it ("N restantes", the total over the limit); a value from outside is written into the field; a
 * keystroke in a form's text draws nothing through React, and its events stop at the field; the box around
 * the field lays out alone; the field belongs to no form.
 */
import { MantineProvider } from '@mantine/core';
import { act, Profiler, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CountedTextarea } from '../../../../src/ui/inputs/counted-textarea';
import { FormTextarea } from '../../../../src/features/social-work/editors/form-textarea';
import { createFormValues } from '../../../../src/features/social-work/editors/form-values';
import { mount } from '../../support/react-root';
import { recordingResizeObserver, sized } from '../../support/resize-observer';

const field = () => document.querySelector('textarea')!;
const counter = () => document.querySelector('.mantine-InputWrapper-description')!.textContent;
const type = (text: string) =>
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(field(), text);
    field().dispatchEvent(new Event('input', { bubbles: true }));
  });

describe('CountedTextarea', () => {
  function Owner({ onChange }: { onChange: (value: string) => void }) {
    const [value, setValue] = useState('hola');
    return (
      <MantineProvider>
        <CountedTextarea
          label="Objetivo"
          max={10}
          value={value}
          onChange={(next) => {
            onChange(next);
            setValue(next);
          }}
        />
        <button type="button" onClick={() => setValue('')}>
          Limpiar
        </button>
      </MantineProvider>
    );
  }

  it('counts what is left, then the total over the limit, and cuts input at the limit plus 50', () => {
    const onChange = vi.fn();
    mount(<Owner onChange={onChange} />);
    expect(field().value).toBe('hola');
    expect(counter()).toBe('6 restantes');
    type('hola mundo!');
    expect(onChange).toHaveBeenLastCalledWith('hola mundo!');
    expect(counter()).toBe('11 / 10');
    type('x'.repeat(70));
    expect(onChange).toHaveBeenLastCalledWith('x'.repeat(60));
    expect(field().maxLength).toBe(60);
  });

  it('writes the counter into the text it has, not a new one each key', () => {
    mount(<Owner onChange={vi.fn()} />);
    const counterText = () => document.querySelector('.mantine-InputWrapper-description span')!.firstChild;
    const text = counterText();
    type('hola m');
    type('hola mu');
    expect(counter()).toBe('3 restantes');
    expect(counterText()).toBe(text);
  });

  it('shows a value its owner sets', () => {
    mount(<Owner onChange={vi.fn()} />);
    type('hola mundo');
    act(() => document.querySelector('button')!.click());
    expect(field().value).toBe('');
    expect(counter()).toBe('10 restantes');
  });

  it("keeps a typed character's events from React's listeners, and lets other keys up to the page", () => {
    const above = vi.fn();
    const onChange = vi.fn();
    const documentHeard = vi.fn();
    const hear = (event: Event) => documentHeard(event.type);
    document.addEventListener('keydown', hear, true);
    document.addEventListener('input', hear, true);
    const reactSelection = vi.fn();
    // React hears a field's selection changes at the document, after they have bubbled up to it.
    document.addEventListener('selectionchange', reactSelection);
    mount(
      <div
        onKeyDown={(event) => above(`keydown ${event.key}`)}
        onKeyDownCapture={(event) => above(`capture ${event.key}`)}
        onInput={() => above('input')}
        onInputCapture={() => above('capture input')}
      >
        <Owner onChange={onChange} />
      </div>,
    );
    const key = (name: string, init: KeyboardEventInit = {}) =>
      act(() => {
        field().dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, ...init }));
      });
    key('a');
    key('ñ');
    type('holaa');
    act(() => {
      field().dispatchEvent(new Event('selectionchange', { bubbles: true }));
    });
    expect(reactSelection).not.toHaveBeenCalled();
    expect(onChange).toHaveBeenLastCalledWith('holaa');
    expect(above).not.toHaveBeenCalled();
    key('Tab');
    key('Escape');
    key('s', { ctrlKey: true });
    // Autofill's keydown is a plain event, with no key: it goes up too.
    act(() => {
      field().dispatchEvent(new Event('keydown', { bubbles: true }));
    });
    expect(above.mock.calls).toEqual([
      ['capture Tab'],
      ['keydown Tab'],
      ['capture Escape'],
      ['keydown Escape'],
      ['capture s'],
      ['keydown s'],
      ['capture Unidentified'],
      ['keydown Unidentified'],
    ]);
    // The document, above the page's body, still hears the typing.
    expect(documentHeard.mock.calls.slice(0, 3)).toEqual([['keydown'], ['keydown'], ['input']]);
    document.removeEventListener('keydown', hear, true);
    document.removeEventListener('input', hear, true);
    document.removeEventListener('selectionchange', reactSelection);
  });

  it('lays out alone: once drawn, the box around the field holds its height, contained', () => {
    const observer = recordingResizeObserver();
    try {
      mount(<Owner onChange={vi.fn()} />);
      const box = field().parentElement!;
      expect(box.classList.contains('mantine-Input-wrapper')).toBe(true);
      expect(observer.target).toBe(field());
      observer.report!([sized(82)]);
      expect(box.style.contain).toBe('size layout style');
      expect(box.style.height).toBe('82px');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('is the one control of a form of its own, so that a browser does not read a whole form on each key', () => {
    mount(
      <form>
        <Owner onChange={vi.fn()} />
      </form>,
    );
    const own = document.getElementById(field().getAttribute('form')!);
    expect(own?.tagName).toBe('FORM');
    expect(own?.parentElement).toBe(document.body);
    expect(own?.hidden).toBe(true);
    expect(own?.childElementCount).toBe(0);
    // Not a React portal: React would listen to every event at the body, where it hears a typed
    // character before the body's own listener stops it (React marks each container it listens at).
    expect(Object.keys(document.body).filter((key) => key.startsWith('_reactListening'))).toEqual([]);
  });
});

describe("a social-work form's text", () => {
  it('follows its value in the form, and a keystroke draws nothing', () => {
    const form = createFormValues({ supportNetwork: 'abuela' });
    const set = (name: string, value: unknown) => form.set({ ...form.get(), [name]: value });
    let commits = 0;
    mount(
      <Profiler id="form" onRender={() => (commits += 1)}>
        <MantineProvider>
          <FormTextarea
            form={form}
            name="supportNetwork"
            label="Red de apoyo"
            max={20}
            error={null}
            set={set}
          />
        </MantineProvider>
      </Profiler>,
    );
    expect(field().value).toBe('abuela');
    expect(counter()).toBe('14 restantes');
    const drawn = commits;

    type('abuela materna');
    expect(form.get().supportNetwork).toBe('abuela materna');
    expect(counter()).toBe('6 restantes');
    expect(commits).toBe(drawn);

    // A rule clears it: the field shows the form's value.
    act(() => form.set({ ...form.get(), supportNetwork: '' }));
    expect(field().value).toBe('');
    expect(counter()).toBe('20 restantes');

    // Another value of the form changing leaves the field alone.
    type('tía');
    act(() => form.set({ ...form.get(), lifePlan: 'estudiar' }));
    expect(field().value).toBe('tía');
  });
});
