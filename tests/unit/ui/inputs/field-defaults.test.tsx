// @vitest-environment happy-dom
/**
 * The theme's defaults for the app's fields (src/app/theme.ts): a select shows its chevron as an image on
 * a span, in the error red when the field has an error, and draws no inline SVG; a number field has no
 * step buttons and still takes a typed number.
 */
import { MantineProvider, NumberInput, Select } from '@mantine/core';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../../../../src/app/theme';
import { mount } from '../../support/react-root';

const chevron = (container: HTMLElement) =>
  container.querySelector<HTMLElement>('[data-position="right"] > span[aria-hidden]');

describe('a select', () => {
  it('shows the chevron as an image, not an SVG', () => {
    const container = mount(
      <MantineProvider theme={theme}>
        <Select label="Método de planificación familiar" data={['Ninguno', 'Otro']} />
      </MantineProvider>,
    );
    expect(container.querySelector('svg')).toBeNull();
    expect(chevron(container)!.style.backgroundImage).toContain('var(--select-chevron');
    expect(chevron(container)!.parentElement!.style.getPropertyValue('--select-chevron')).toBe('');
  });

  it('turns the chevron red with an error', () => {
    const container = mount(
      <MantineProvider theme={theme}>
        <Select label="Ocupación" data={['Hogar']} error="Campo requerido" />
      </MantineProvider>,
    );
    const section = chevron(container)!.parentElement!;
    expect(section.style.getPropertyValue('--select-chevron')).toContain('c92a2a');
  });

  it('keeps a right section a field gives itself', () => {
    const container = mount(
      <MantineProvider theme={theme}>
        <Select label="Diagnóstico" data={[]} rightSection={<b>…</b>} />
      </MantineProvider>,
    );
    expect(chevron(container)).toBeNull();
    expect(container.querySelector('[data-position="right"] b')).not.toBeNull();
  });
});

describe('a number field', () => {
  it('has no step buttons and takes a typed number', () => {
    const onChange = vi.fn();
    const container = mount(
      <MantineProvider theme={theme}>
        <NumberInput label="Número de hijos" onChange={onChange} />
      </MantineProvider>,
    );
    expect(container.querySelectorAll('button')).toHaveLength(0);
    const input = container.querySelector('input')!;
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, '3');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(onChange).toHaveBeenLastCalledWith(3);
  });
});
