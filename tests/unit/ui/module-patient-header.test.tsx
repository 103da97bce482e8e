// @vitest-environment happy-dom
/**
 * The working modules' patient header: the header-information toggle controls the facts block (by id),
 * says whether it is expanded, hides the facts when off, and asks for the other state when pressed.
 */
import { MantineProvider } from '@mantine/core';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { headerToggleText } from '../../../src/i18n/psychology-view';
import { ModulePatientHeader } from '../../../src/ui/patient-header/module-patient-header';
import { mount } from '../support/react-root';

const record = {
  Iden_nombreCompletoPaciente: 'Salomé Ramírez Ortiz',
  EGNDT: 'CNG-000001',
  Iden_nombreCompletoMadre: 'Luz Ortiz',
  Iden_FechaParto: '2026-01-10',
};

function render(infoVisible: boolean, onInfoVisibleChange: (visible: boolean) => void) {
  const container = document.body.appendChild(document.createElement('div'));
  mount(
    <MantineProvider>
      <ModulePatientHeader
        record={record}
        facts={[{ label: 'Peso al nacer', value: '1800 g', testId: 'birth-weight' }]}
        infoVisible={infoVisible}
        onInfoVisibleChange={onInfoVisibleChange}
      />
    </MantineProvider>,
    container,
  );
  const toggle = [...document.querySelectorAll('button')].find((button) =>
    ([headerToggleText.show, headerToggleText.hide] as string[]).includes(button.textContent ?? ''),
  )!;
  const facts = document.getElementById(toggle.getAttribute('aria-controls') ?? '')!;
  return { toggle, facts };
}

describe('ModulePatientHeader', () => {
  it('with the facts shown: the toggle controls them, expanded, and asks to hide them', () => {
    const change = vi.fn();
    const { toggle, facts } = render(true, change);
    expect(facts.tagName).toBe('DL');
    expect(facts.style.display).toBe('');
    expect(facts.querySelector('[data-testid="birth-weight"]')?.textContent).toBe('1800 g');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe(headerToggleText.hide);
    act(() => toggle.click());
    expect(change).toHaveBeenCalledWith(false);
  });

  it('with the facts hidden: the name stays, the facts do not show, the toggle asks to show them', () => {
    const change = vi.fn();
    const { toggle, facts } = render(false, change);
    expect(document.querySelector('[data-testid="patient-name"]')?.textContent).toBe('Salomé Ramírez Ortiz');
    expect(facts.style.display).toBe('none');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    act(() => toggle.click());
    expect(change).toHaveBeenCalledWith(true);
  });
});
