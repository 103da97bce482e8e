// @vitest-environment happy-dom
/**
 * The card "Reporte RIPS - BAI por fechas" (src/features/reports/rips-report-card.tsx): the validation
 * messages of the two dates (spec 000 §5 "both dates required"; ours for a wrong date and a reversed
 * range), nothing typed lost, the calendar, "Limpiar", the overlay while generating, success and failure
 * notifications (spec 000 §8), and "Generar" disabled without a connection.
 */
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import 'dayjs/locale/es';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

const generateRipsReport = vi.fn();
const saveFile = vi.fn();
const notifySuccess = vi.fn();
const notifyError = vi.fn();
vi.mock('../../../../src/api/report.api', () => ({ generateRipsReport }));
vi.mock('../../../../src/ui/files/save-file', () => ({ saveFile }));
vi.mock('../../../../src/ui/notifications/notify', () => ({ notifySuccess, notifyError }));

const { RipsReportCard } = await import('../../../../src/features/reports/rips-report-card');
const { ApiError } = await import('../../../../src/api/errors');

let root: Root | undefined;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
beforeEach(() => vi.clearAllMocks());
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

function render(canGenerate = true) {
  root = createRoot(document.body.appendChild(document.createElement('div')));
  act(() =>
    root!.render(
      <MantineProvider env="test">
        <DatesProvider settings={{ locale: 'es', firstDayOfWeek: 1 }}>
          <RipsReportCard canGenerate={canGenerate} />
        </DatesProvider>
      </MantineProvider>,
    ),
  );
}

/** The input a visible label names (the label also carries the required asterisk). */
const field = (label: string) => {
  const element = [...document.querySelectorAll('label')].find((l) => l.textContent?.startsWith(label));
  return document.getElementById(element!.htmlFor) as HTMLInputElement;
};
const messageOf = (label: string) => {
  const input = field(label);
  if (input.getAttribute('aria-invalid') !== 'true') return null;
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
  return (
    ids.map((id) => document.getElementById(id)).find((el) => el?.id.includes('error'))?.textContent ?? null
  );
};
/** An open dialog by its accessible name (its title). */
const dialogNamed = (name: string) =>
  [...document.querySelectorAll('[role="dialog"]')].find(
    (dialog) => document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent === name,
  );
const button = (name: string) =>
  [...document.querySelectorAll('button')].find(
    (b) => b.textContent === name || b.getAttribute('aria-label') === name,
  )!;

const type = (label: string, value: string) =>
  act(() => {
    const input = field(label);
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
const leave = (label: string) =>
  act(() => {
    field(label).dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
  });
const click = async (name: string) => {
  await act(async () => {
    button(name).click();
    await Promise.resolve();
  });
};

const REQUIRED = 'Este valor es obligatorio';
const INVALID = 'Fecha no válida: escríbala como DD/MM/AAAA, por ejemplo 05/03/2025';
const REVERSED = 'La fecha de fin no puede ser anterior a la fecha de inicio';

describe('RipsReportCard', () => {
  it('shows the card with its title, the two required dates and both buttons', () => {
    render();
    expect(document.body.textContent).toContain('Reporte RIPS - BAI por fechas');
    for (const label of ['Fecha de inicio', 'Fecha de fin']) {
      expect(field(label).getAttribute('aria-required')).toBe('true');
      expect(field(label).placeholder).toBe('DD/MM/AAAA');
    }
    expect(button('Generar').getAttribute('type')).toBe('submit');
    expect(button('Limpiar')).toBeDefined();
    expect(button('Elegir fecha de inicio en el calendario')).toBeDefined();
    expect(button('Elegir fecha de fin en el calendario')).toBeDefined();
  });

  it('refuses Generar with both dates empty: each says it is required and the first takes the focus', async () => {
    render();
    // Passing through an empty field does not call it out yet.
    leave('Fecha de inicio');
    expect(messageOf('Fecha de inicio')).toBeNull();
    await click('Generar');
    expect(messageOf('Fecha de inicio')).toBe(REQUIRED);
    expect(messageOf('Fecha de fin')).toBe(REQUIRED);
    expect(document.activeElement).toBe(field('Fecha de inicio'));
    expect(generateRipsReport).not.toHaveBeenCalled();
  });

  it('calls out a wrong date when the field is left, and keeps the text as typed', () => {
    render();
    type('Fecha de inicio', '31/02/2025');
    expect(messageOf('Fecha de inicio')).toBeNull();
    leave('Fecha de inicio');
    expect(messageOf('Fecha de inicio')).toBe(INVALID);
    expect(field('Fecha de inicio').value).toBe('31/02/2025');
    type('Fecha de inicio', '28/02/2025');
    expect(messageOf('Fecha de inicio')).toBeNull();
  });

  it('puts an end before the start on the end field, and generates once it is fixed', async () => {
    render();
    generateRipsReport.mockResolvedValue({
      blob: new Blob(['zip']),
      fileName: 'RIPS-BAI_2025-03-01_2025-03-31.zip',
    });
    type('Fecha de inicio', '10/03/2025');
    type('Fecha de fin', '09/03/2025');
    leave('Fecha de fin');
    expect(messageOf('Fecha de fin')).toBe(REVERSED);
    await click('Generar');
    expect(generateRipsReport).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(field('Fecha de fin'));

    type('Fecha de inicio', '1/3/2025');
    type('Fecha de fin', '31/03/2025');
    expect(messageOf('Fecha de fin')).toBeNull();
    await click('Generar');
    expect(generateRipsReport).toHaveBeenCalledWith({ iniDate: '2025-03-01', endDate: '2025-03-31' });
    expect(saveFile).toHaveBeenCalledWith(expect.any(Blob), 'RIPS-BAI_2025-03-01_2025-03-31.zip');
    expect(notifySuccess).toHaveBeenCalledWith('Reporte generado con éxito');
  });

  it('covers the card while generating and keeps the dates after a failure', async () => {
    render();
    let fail: (error: unknown) => void = () => undefined;
    generateRipsReport.mockReturnValue(new Promise((_, reject) => (fail = reject)));
    type('Fecha de inicio', '01/03/2025');
    type('Fecha de fin', '02/03/2025');
    await click('Generar');
    expect(document.querySelector('form')!.getAttribute('aria-busy')).toBe('true');
    expect(document.querySelector('[role="status"]')!.textContent).toBe('Generando el reporte…');
    expect(button('Generar').disabled).toBe(true);
    expect(field('Fecha de inicio').disabled).toBe(true);

    await act(async () => {
      fail(
        new ApiError('Datos no válidos', {
          status: 400,
          kind: 'http',
          details: { message: 'Datos no válidos' },
        }),
      );
      await Promise.resolve();
    });
    expect(notifyError).toHaveBeenCalledWith(
      'Error al generar el reporte: Datos no válidos, Por favor, intente nuevamente',
    );
    expect(document.querySelector('form')!.getAttribute('aria-busy')).toBe('false');
    expect(field('Fecha de inicio').value).toBe('01/03/2025');
    expect(field('Fecha de fin').value).toBe('02/03/2025');
    expect(saveFile).not.toHaveBeenCalled();
  });

  it('says a lost connection needs the server instead of reporting a failure', async () => {
    render();
    generateRipsReport.mockRejectedValue(new ApiError('Network Error', { kind: 'network' }));
    type('Fecha de inicio', '01/03/2025');
    type('Fecha de fin', '02/03/2025');
    await click('Generar');
    await act(() => Promise.resolve());
    expect(notifyError).toHaveBeenCalledWith(expect.stringContaining('necesita conexión'), {
      title: 'Sin conexión con el servidor',
    });
  });

  it('Limpiar empties both dates and their messages', async () => {
    render();
    type('Fecha de inicio', 'ayer');
    await click('Generar');
    expect(messageOf('Fecha de inicio')).toBe(INVALID);
    await click('Limpiar');
    expect(field('Fecha de inicio').value).toBe('');
    expect(messageOf('Fecha de inicio')).toBeNull();
    expect(messageOf('Fecha de fin')).toBeNull();
  });

  it('writes a day chosen in the calendar into the field', async () => {
    render();
    type('Fecha de fin', '05/03/2025');
    await click('Elegir fecha de fin en el calendario');
    const calendar = dialogNamed('Elegir fecha de fin en el calendario');
    expect(calendar).toBeDefined();
    // The calendar opens on the typed day's month, in Spanish.
    expect(calendar!.textContent).toContain('marzo 2025');
    const day = [...calendar!.querySelectorAll('button')].find(
      (b) => b.getAttribute('aria-label') === '20 marzo 2025',
    );
    await act(async () => {
      day!.click();
      await Promise.resolve();
    });
    expect(field('Fecha de fin').value).toBe('20/03/2025');
    expect(dialogNamed('Elegir fecha de fin en el calendario')).toBeUndefined();
  });

  it('closes the calendar on Escape and on a tap outside it, the field as it was', async () => {
    render();
    type('Fecha de inicio', '05/03/2025');
    await click('Elegir fecha de inicio en el calendario');
    const calendar = dialogNamed('Elegir fecha de inicio en el calendario')!;
    await act(async () => {
      calendar.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
      await Promise.resolve();
    });
    expect(dialogNamed('Elegir fecha de inicio en el calendario')).toBeUndefined();

    await click('Elegir fecha de inicio en el calendario');
    const overlay = document.querySelector('.mantine-Modal-overlay')!;
    await act(async () => {
      overlay.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
      overlay.dispatchEvent(new MouseEvent('mouseup', { bubbles: true }));
      overlay.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      await Promise.resolve();
    });
    expect(dialogNamed('Elegir fecha de inicio en el calendario')).toBeUndefined();
    expect(field('Fecha de inicio').value).toBe('05/03/2025');
  });

  it('keeps Generar disabled without a connection, the dates still editable', () => {
    render(false);
    expect(button('Generar').disabled).toBe(true);
    expect(field('Fecha de inicio').disabled).toBe(false);
  });
});
