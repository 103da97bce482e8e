// @vitest-environment happy-dom
/**
 * The editable row table (src/ui/row-table): a row lacking required data opens in edit mode; Guardar
 * refuses it with the rule's Spanish messages and keeps what was typed; a complete row reaches onSave;
 * 'No hay cambios' while unchanged; Editar / Cancelar; Eliminar only where offered; the empty state. Where
 * the width it has lacks its columns' it draws each row as a card: the same table, each value under its
 * column's label, the actions named per row.
 */
import { MantineProvider } from '@mantine/core';
import { act, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { psychosocialRiskRows } from '../../../src/contract/psychosocial-risk';
import {
  EditableRowTable,
  isCompleteRow,
  type RowValues,
  type TableRow,
} from '../../../src/ui/row-table/editable-row-table';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
afterEach(() => {
  document.body.innerHTML = '';
});

const columns = [
  { kind: 'date', key: 'assessmentDate', label: 'Fecha' },
  { kind: 'text', key: 'action', label: 'Acción' },
  { kind: 'text', key: 'observation', label: 'Observación' },
] as const;

function Harness({
  initial,
  onSave,
  onDelete,
  unchanged,
}: {
  initial: TableRow[];
  onSave: (row: TableRow, values: RowValues) => void;
  onDelete?: (row: TableRow) => void;
  unchanged?: (row: TableRow, values: RowValues) => boolean;
}) {
  const [rows, setRows] = useState(initial);
  const [edits, setEdits] = useState<Record<string, RowValues>>({});
  return (
    <MantineProvider>
      <EditableRowTable
        caption="Riesgos psicosociales"
        columns={columns}
        rows={rows}
        schema={psychosocialRiskRows.row}
        emptyText="No hay riesgos"
        rowName={(i) => `Riesgo ${i + 1}`}
        editOf={(row) =>
          edits[row.key] ?? (isCompleteRow(psychosocialRiskRows.row, row.values) ? undefined : row.values)
        }
        onEditChange={(row, values) =>
          setEdits(({ [row.key]: _, ...rest }) => (values ? { ...rest, [row.key]: values } : rest))
        }
        onSave={(row, values) => {
          onSave(row, values);
          setRows((current) => current.map((r) => (r.key === row.key ? { ...r, values } : r)));
          setEdits(({ [row.key]: _, ...rest }) => rest);
        }}
        onDelete={
          onDelete &&
          ((row) => {
            onDelete(row);
            setRows((current) => current.filter((r) => r.key !== row.key));
          })
        }
        unchanged={unchanged}
      />
    </MantineProvider>
  );
}

const render = (element: React.ReactElement) => {
  const root = createRoot(document.body.appendChild(document.createElement('div')));
  act(() => root.render(element));
};
const button = (name: string) =>
  [...document.querySelectorAll('button')].find((b) => b.getAttribute('aria-label') === name)!;
const input = (label: string) => document.querySelector<HTMLInputElement>(`input[aria-label="${label}"]`)!;
const type = (label: string, value: string) =>
  act(() => {
    const el = input(label);
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
const click = async (name: string) => {
  await act(async () => {
    button(name).click();
    await Promise.resolve();
  });
};

describe('EditableRowTable', () => {
  it('shows the empty state with no rows', () => {
    render(<Harness initial={[]} onSave={vi.fn()} />);
    expect(document.body.textContent).toContain('No hay riesgos');
    expect(document.querySelector('table')).toBeNull();
  });

  it('a row lacking required data opens in edit mode; Guardar refuses it with the messages and keeps what was typed', async () => {
    const onSave = vi.fn();
    render(<Harness initial={[{ key: 'r1', values: { action: null } }]} onSave={onSave} />);
    expect(input('Acción')).not.toBeNull();
    type('Observación', 'Madre sola');
    await click('Guardar Riesgo 1');
    expect(onSave).not.toHaveBeenCalled();
    expect(document.body.textContent).toContain('Este valor es obligatorio');
    expect(input('Observación').value).toBe('Madre sola');
    type('Fecha', '2026-11-20');
    type('Acción', 'Remitir');
    await click('Guardar Riesgo 1');
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ key: 'r1' }),
      expect.objectContaining({ assessmentDate: '2026-11-20', action: 'Remitir', observation: 'Madre sola' }),
    );
    expect(input('Acción')).toBeNull();
    expect(document.querySelector('tbody')!.textContent).toContain('Remitir');
  });

  it('Editar opens a complete row, Cancelar leaves it as it was; Eliminar removes it', async () => {
    const onDelete = vi.fn();
    render(
      <Harness
        initial={[{ key: 'r1', values: { assessmentDate: '2026-11-01', action: 'Visita', observation: '' } }]}
        onSave={vi.fn()}
        onDelete={onDelete}
      />,
    );
    expect(input('Acción')).toBeNull();
    await click('Editar Riesgo 1');
    type('Acción', 'Otra cosa');
    await click('Cancelar Riesgo 1');
    expect(input('Acción')).toBeNull();
    expect(document.querySelector('tbody')!.textContent).toContain('Visita');
    await click('Eliminar Riesgo 1');
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(document.body.textContent).toContain('No hay riesgos');
  });

  it("Guardar reads 'No hay cambios', disabled, while the row is unchanged", async () => {
    render(
      <Harness
        initial={[{ key: 'a1', values: { assessmentDate: '2026-11-01', action: 'Visita' } }]}
        onSave={vi.fn()}
        unchanged={(row, values) => row.values.action === values.action}
      />,
    );
    await click('Editar Riesgo 1');
    expect(button('No hay cambios Riesgo 1').disabled).toBe(true);
    type('Acción', 'Visita 2');
    expect(button('Guardar Riesgo 1').disabled).toBe(false);
  });
});

describe('EditableRowTable as cards', () => {
  // happy-dom lays nothing out: the width the table measures is set here.
  const setWidth = (width: number) =>
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => width });
  afterEach(() => {
    Reflect.deleteProperty(HTMLElement.prototype, 'clientWidth');
  });
  const frame = () => document.querySelector('[data-layout]')!;
  const labelsOf = (row: Element) =>
    [...row.querySelectorAll('td > [aria-hidden="true"]')].map((label) => label.textContent);
  const complete = { assessmentDate: '2026-11-01', action: 'Visita', observation: 'Con la abuela' };

  it('is cards below 900 px: the same table, each value under its label, the actions named per row', async () => {
    setWidth(736);
    const onDelete = vi.fn();
    render(
      <Harness
        initial={[
          { key: 'r1', values: complete },
          { key: 'r2', values: { ...complete, action: 'Llamada' } },
        ]}
        onSave={vi.fn()}
        onDelete={onDelete}
      />,
    );
    expect(frame().getAttribute('data-layout')).toBe('cards');
    // Still a table with its column headers, for assistive technology.
    expect(document.querySelector('table')!.getAttribute('aria-labelledby')).toBeTruthy();
    expect([...document.querySelectorAll('th')].map((th) => th.textContent)).toEqual([
      'Fecha',
      'Acción',
      'Observación',
      'Acciones',
    ]);
    const rows = [...document.querySelectorAll('[data-testid="editable-row"]')];
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(labelsOf(row)).toEqual(['Fecha', 'Acción', 'Observación']);
    expect(rows[1]!.textContent).toContain('Llamada');
    expect(button('Editar Riesgo 2')).toBeDefined();
    expect(button('Eliminar Riesgo 2')).toBeDefined();
    await click('Eliminar Riesgo 2');
    expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ key: 'r2' }));
  });

  it('edits a card in place: its inputs under their labels, Guardar and Cancelar named for the row', async () => {
    setWidth(736);
    const onSave = vi.fn();
    render(<Harness initial={[{ key: 'r1', values: complete }]} onSave={onSave} />);
    await click('Editar Riesgo 1');
    const row = document.querySelector('[data-editing="true"]')!;
    expect(labelsOf(row)).toEqual(['Fecha', 'Acción', 'Observación']);
    expect(row.querySelector('input[aria-label="Acción"]')).not.toBeNull();
    expect(button('Cancelar Riesgo 1')).toBeDefined();
    type('Acción', 'Remitir');
    await click('Guardar Riesgo 1');
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ key: 'r1' }),
      expect.objectContaining({ action: 'Remitir' }),
    );
    expect(document.querySelector('[data-editing="true"]')).toBeNull();
  });

  it('is a table, with no labels in its cells, where the columns fit; the empty state either way', () => {
    setWidth(1200);
    render(<Harness initial={[{ key: 'r1', values: complete }]} onSave={vi.fn()} />);
    expect(frame().getAttribute('data-layout')).toBe('table');
    expect(labelsOf(document.querySelector('[data-testid="editable-row"]')!)).toEqual([]);
    document.body.innerHTML = '';
    setWidth(736);
    render(<Harness initial={[]} onSave={vi.fn()} />);
    expect(frame().getAttribute('data-layout')).toBe('cards');
    expect(document.body.textContent).toContain('No hay riesgos');
    expect(document.querySelector('table')).toBeNull();
  });
});
