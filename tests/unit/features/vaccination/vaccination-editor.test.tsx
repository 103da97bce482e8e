// @vitest-environment happy-dom
/**
 * The vaccination table (src/features/vaccination/vaccination-editor.tsx): the cells of the round scored by
 * the rules, the status effects, CONTINUAR refused while something is missing and the message it hands to
 * the host otherwise, the rejection flow, custom vaccines with a colliding name, the date field's message,
 * and the read-only view's banners and empty state; in a narrow frame, one card per vaccine.
 */
import { MantineProvider } from '@mantine/core';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VaccinationInitMessage } from '../../../../src/contract/vaccination';
import { VaccinationEditor } from '../../../../src/features/vaccination/vaccination-editor';
import { bcgApplication, karenInit } from '../../../fixtures/bodies';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

const today = '2026-03-20';
// Two months old today: the 2-month doses are due (Haemophilus, hepatitis B, polio, DPT, rotavirus, pneumococcus).
const birthDate = '2026-01-15';

const init = (over: Partial<VaccinationInitMessage['registration']> = {}): VaccinationInitMessage =>
  karenInit(birthDate, { applications: [bcgApplication(birthDate, 'Brazo derecho')], ...over });

function render(props: { editable: boolean; message?: VaccinationInitMessage }) {
  const onContinue = vi.fn();
  root = createRoot(document.body.appendChild(document.createElement('div')));
  act(() =>
    root!.render(
      <MantineProvider env="test">
        <VaccinationEditor
          init={props.message ?? init()}
          editable={props.editable}
          vId={6}
          today={today}
          patientName="Bebé Prueba"
          onContinue={onContinue}
        />
      </MantineProvider>,
    ),
  );
  return onContinue;
}

const buttons = () => [...document.querySelectorAll('button')];
const buttonByText = (text: string) => buttons().find((b) => b.textContent?.trim() === text);
const cellButton = (vaccine: string) =>
  buttons().find((b) => b.getAttribute('aria-label')?.startsWith(`${vaccine}, nuevas aplicaciones`))!;
const cellOf = (vaccine: string) => cellButton(vaccine).closest('td')!;
const row = (vaccine: string) => document.querySelector(`tr[data-vaccine="${vaccine}"]`)!;
const dialog = () => document.querySelector('[role="dialog"]')!;
const inDialog = (text: string) =>
  [...dialog().querySelectorAll('button')].find((b) => b.textContent?.trim() === text)!;
const click = (element: HTMLElement | undefined) =>
  act(() => {
    element!.click();
  });
const setValue = (element: HTMLInputElement | HTMLTextAreaElement, value: string) =>
  act(() => {
    const proto = element instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
    Object.getOwnPropertyDescriptor(proto.prototype, 'value')!.set!.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
const blur = (element: HTMLElement) =>
  act(() => {
    element.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    element.dispatchEvent(new FocusEvent('blur'));
  });
const labelled = (text: string) => {
  const label = [...document.querySelectorAll('label')].find(
    (l) => l.textContent?.replace('*', '').trim() === text,
  )!;
  return document.getElementById(label.htmlFor) as HTMLInputElement | HTMLTextAreaElement;
};

describe('the editable table', () => {
  it('is a table of vaccines against dates with the Nuevas aplicaciones column and the observations row', () => {
    render({ editable: true });
    const headers = [...document.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(headers).toEqual(['Vacuna', '16 ENE 2026', 'Nuevas aplicaciones']);
    expect(row('BCG').textContent).toContain('Aplicada · Regular');
    expect(row('BCG').querySelector('[data-colour="success"]')).not.toBeNull();
    expect(row('BCG').textContent).toContain('E');
    expect(document.querySelector('tfoot')!.textContent).toContain('Observaciones');
    expect(document.querySelector('tfoot')!.textContent).toContain('BCG: Brazo derecho');
    // The doses due at two months are rows, each asking for a status.
    expect(cellOf('DPT').getAttribute('data-colour')).toBe('warning');
    expect(cellOf('DPT').textContent).toContain('Por favor, seleccione un estado');
    // BCG is not due today: an empty cell is default and asks nothing.
    expect(cellOf('BCG').getAttribute('data-colour')).toBe('default');
  });

  it('scores a cell by the rules: applied asks applier, dose type and date; complete is success', () => {
    render({ editable: true });
    click(cellButton('DPT'));
    click(inDialog('Aplicada'));
    expect(cellOf('DPT').textContent).toContain('Por favor, complete los campos requeridos');
    // DPT allows cellular or acellular only.
    expect(inDialog('Regular')).toBeUndefined();
    click(inDialog('Otro prestador'));
    click(inDialog('Acelular'));
    click(inDialog('Hoy'));
    expect(cellOf('DPT').getAttribute('data-colour')).toBe('success');
    expect(cellOf('DPT').textContent).toContain('Aplicada · Acelular');
    expect(cellOf('DPT').textContent).toContain('20 MAR 2026');
    expect(cellOf('DPT').querySelector('.mantine-Badge-root')?.textContent).toBe('E');
  });

  it('postponed sets today and drops applier and dose type; it asks an observation; clearing empties the cell', () => {
    render({ editable: true });
    click(cellButton('Polio'));
    click(inDialog('Aplicada'));
    click(inDialog('En la institución'));
    click(inDialog('Regular'));
    click(inDialog('Aplazada'));
    expect(cellOf('Polio').textContent).toContain('20 MAR 2026');
    expect(cellOf('Polio').textContent).not.toContain('Regular');
    expect(cellOf('Polio').getAttribute('data-colour')).toBe('warning');
    setValue(labelled('Observación'), 'Fiebre');
    expect(cellOf('Polio').getAttribute('data-colour')).toBe('info');
    click(inDialog('Sin estado'));
    expect(cellOf('Polio').textContent).not.toContain('20 MAR 2026');
    expect(cellOf('Polio').getAttribute('data-colour')).toBe('warning');
  });

  it('says a typed date is not a date and keeps the text; a day before birth is refused too', () => {
    render({ editable: true });
    click(cellButton('DPT'));
    click(inDialog('Aplicada'));
    const date = labelled('Fecha de aplicación') as HTMLInputElement;
    setValue(date, '31 feb 2026');
    blur(date);
    expect(dialog().textContent).toContain('31 feb 2026 no es una fecha válida');
    expect(date.value).toBe('31 feb 2026');
    setValue(date, '1 ene 2026');
    blur(date);
    expect(dialog().textContent).toContain('La fecha debe estar entre 15 ENE 2026 y 20 MAR 2026');
    setValue(date, '18 mar 2026');
    blur(date);
    expect(cellOf('DPT').textContent).toContain('18 MAR 2026');
  });

  it('CONTINUAR is refused while a due vaccine has no status, and passes when the rules are lifted', () => {
    const onContinue = render({ editable: true });
    click(buttonByText('CONTINUAR'));
    expect(onContinue).not.toHaveBeenCalled();
    expect(document.body.textContent).toContain('Por favor, complete los campos requeridos');
    click(labelled('Levantar Reglas de Vacunación'));
    expect(cellOf('DPT').getAttribute('data-colour')).toBe('default');
    click(buttonByText('CONTINUAR'));
    expect(onContinue).toHaveBeenCalledWith({
      type: 'updated-vaccine-data',
      V_id: 6,
      rejectsVaccination: false,
      disableRules: true,
      reasonForRejection: '',
      vaccines: [],
    });
    expect(document.body.textContent).toContain(
      'Los nuevos registros quedaran guardados una vez se complete la evolución',
    );
  });

  it('rejecting asks a Motivo, lifts the required statuses and hands the reason over', () => {
    const onContinue = render({ editable: true });
    click(labelled('Rechaza Vacunación'));
    expect(labelled('Motivo')).toBeTruthy();
    click(buttonByText('CONTINUAR'));
    expect(onContinue).not.toHaveBeenCalled();
    expect(document.body.textContent).toContain('Este valor es obligatorio');
    setValue(labelled('Motivo'), 'Creencias de la familia');
    click(buttonByText('CONTINUAR'));
    expect(onContinue).toHaveBeenCalledWith(
      expect.objectContaining({ rejectsVaccination: true, reasonForRejection: 'Creencias de la familia' }),
    );
  });

  it('NUEVA VACUNA adds a custom row; a colliding name takes a suffix; none is added while one is nameless', () => {
    const onContinue = render({ editable: true });
    const rowsBefore = document.querySelectorAll('tbody tr').length;
    click(buttonByText('NUEVA VACUNA'));
    expect(document.querySelectorAll('tbody tr')).toHaveLength(rowsBefore + 1);
    click(buttonByText('NUEVA VACUNA'));
    expect(document.querySelectorAll('tbody tr')).toHaveLength(rowsBefore + 1);
    expect(document.body.textContent).toContain('Escriba el nombre de la vacuna nueva antes de agregar otra');
    const name = document.querySelector<HTMLInputElement>('input[aria-label="Nombre de la vacuna"]')!;
    setValue(name, 'bcg');
    blur(name);
    expect(name.value).toBe('bcg 1');
    click(cellButton('bcg 1'));
    click(inDialog('Aplicada'));
    click(inDialog('En la institución'));
    click(inDialog('Regular'));
    click(inDialog('Hoy'));
    click(inDialog('Cerrar'));
    click(labelled('Levantar Reglas de Vacunación'));
    click(buttonByText('CONTINUAR'));
    expect(onContinue).toHaveBeenCalledTimes(1);
    expect(onContinue.mock.calls[0]![0].vaccines).toEqual([
      expect.objectContaining({
        vaccineName: 'bcg 1',
        status: 1,
        appliedBy: 2,
        doseType: 'Regular',
        applicationDate: today,
        V_id: 6,
      }),
    ]);
    click(buttons().find((b) => b.getAttribute('aria-label') === 'Eliminar bcg 1'));
    expect(document.querySelectorAll('tbody tr')).toHaveLength(rowsBefore);
  });
});

describe('the read-only table', () => {
  it('shows the recorded applications, no Nuevas aplicaciones, and the amber banners', () => {
    render({
      editable: false,
      message: init({ NoVacuna: true, DesactivarReglas: true, MotivoNoVacuna: 'Creencias' }),
    });
    const headers = [...document.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(headers).toEqual(['Vacuna', '16 ENE 2026']);
    expect(document.body.textContent).toContain('Las reglas de vacunación están levantadas');
    expect(document.body.textContent).toContain('El paciente rechaza la vacunación. Motivo: Creencias');
    expect(buttonByText('CONTINUAR')).toBeUndefined();
  });

  it('says there are no vaccines when nothing is recorded', () => {
    render({ editable: false, message: init({ applications: [] }) });
    expect(document.body.textContent).toContain('No hay vacunas disponibles');
    expect(document.querySelector('table')).toBeNull();
  });
});

describe('the table in a narrow frame', () => {
  // happy-dom lays nothing out: the width the table measures is set here.
  afterEach(() => {
    Reflect.deleteProperty(HTMLElement.prototype, 'clientWidth');
  });
  const labelsOf = (element: Element) =>
    [...element.querySelectorAll('td > [aria-hidden="true"]')].map((label) => label.textContent);

  it('draws a card per vaccine: recorded doses under their date, empty dates left out, the new one under its label', () => {
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 700 });
    render({ editable: true });
    expect(document.querySelector('[data-layout]')!.getAttribute('data-layout')).toBe('cards');
    // The same table and column headers for assistive technology.
    expect([...document.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual([
      'Vacuna',
      '16 ENE 2026',
      'Nuevas aplicaciones',
    ]);
    expect(labelsOf(row('BCG'))).toEqual(['16 ENE 2026', 'Nuevas aplicaciones']);
    // DPT has no dose recorded: its date cell is marked empty (left out of the card) and unlabelled.
    expect(labelsOf(row('DPT'))).toEqual(['Nuevas aplicaciones']);
    expect(row('DPT').querySelector('td[data-empty="true"]')).not.toBeNull();
    expect(cellButton('DPT')).toBeDefined();
    expect(labelsOf(document.querySelector('tfoot')!)).toEqual(['16 ENE 2026']);
  });
});
