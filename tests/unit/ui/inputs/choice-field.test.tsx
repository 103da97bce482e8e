// @vitest-environment happy-dom
/**
 * The toggle-button groups of every form (src/ui/inputs/choice-field.tsx): one choice, several, and
 * several under a rule of their own; the group is named by its label and described by its message.
 */
import { MantineProvider } from '@mantine/core';
import { act, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ChoiceField, ChoicesField, type ChoiceOption } from '../../../../src/ui/inputs/choice-field';
import { mount } from '../../support/react-root';

const options: ChoiceOption<number>[] = [
  { value: 1, label: 'Evaluación' },
  { value: 2, label: 'Intervención' },
  { value: 3, label: 'Ninguna' },
];

const button = (container: HTMLElement, name: string) =>
  Array.from(container.querySelectorAll('button')).find((b) => b.textContent === name)!;
const pressed = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('button[aria-pressed="true"]')).map((b) => b.textContent);
const tap = (container: HTMLElement, name: string) => act(() => button(container, name).click());

function Several({ toggle }: { toggle?: (current: readonly number[], option: number) => number[] }) {
  const [value, setValue] = useState<number[]>([]);
  return (
    <MantineProvider>
      <ChoicesField
        label="Tipo de control"
        options={options}
        value={value}
        onChange={setValue}
        toggle={toggle}
      />
    </MantineProvider>
  );
}

describe('a group of toggle buttons', () => {
  it('for one choice presses the one tapped, named by its label and described by its message', () => {
    function One() {
      const [value, setValue] = useState<number | null>(null);
      return (
        <MantineProvider>
          <ChoiceField
            label="Modalidad"
            options={options}
            value={value}
            onChange={setValue}
            error={value === null ? 'Por favor seleccione una opción' : null}
          />
        </MantineProvider>
      );
    }
    const container = mount(<One />);
    const group = container.querySelector('[role="group"]')!;
    expect(document.getElementById(group.getAttribute('aria-labelledby')!)!.textContent).toBe('Modalidad');
    expect(document.getElementById(group.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Por favor seleccione una opción',
    );
    tap(container, 'Evaluación');
    tap(container, 'Intervención');
    expect(pressed(container)).toEqual(['Intervención']);
    expect(group.hasAttribute('aria-describedby')).toBe(false);
  });

  it('for several adds a tapped option and takes a chosen one out', () => {
    const container = mount(<Several />);
    tap(container, 'Evaluación');
    tap(container, 'Intervención');
    expect(pressed(container)).toEqual(['Evaluación', 'Intervención']);
    tap(container, 'Evaluación');
    expect(pressed(container)).toEqual(['Intervención']);
  });

  it("for several follows the form's own rule where it gives one", () => {
    // "Ninguna" alone, as the development control's "Terapia Integral".
    const alone = (current: readonly number[], option: number) =>
      current.includes(option)
        ? current.filter((c) => c !== option)
        : option === 3
          ? [3]
          : [...current.filter((c) => c !== 3), option];
    const container = mount(<Several toggle={alone} />);
    tap(container, 'Evaluación');
    tap(container, 'Ninguna');
    expect(pressed(container)).toEqual(['Ninguna']);
    tap(container, 'Intervención');
    expect(pressed(container)).toEqual(['Intervención']);
  });
});
