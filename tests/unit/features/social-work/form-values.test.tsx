// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { sameSpecs, type FieldSpec } from '../../../../src/features/social-work/editors/fields';
import {
  createFormValues,
  useFieldValues,
  valueAt,
  type FormValues,
  type Values,
} from '../../../../src/features/social-work/editors/form-values';
import { mount } from '../../support/react-root';

const renders: Record<string, number> = {};

/** A field of the form showing `names`, counting its renders. */
function Probe({ id, form, names }: { id: string; form: FormValues; names: string[] | null }) {
  const values = useFieldValues(form, names);
  renders[id] = (renders[id] ?? 0) + 1;
  return (
    <p data-testid={id}>{JSON.stringify(names === null ? values : names.map((n) => valueAt(values, n)))}</p>
  );
}

const shown = (id: string) => document.querySelector(`[data-testid="${id}"]`)?.textContent;

describe('the form values a field follows', () => {
  it('draws a field again only when a value it shows changes', () => {
    const form = createFormValues({ objective: 'a', plan: 'b', referral: { area: 1 } });
    for (const id of ['objective', 'area', 'any']) renders[id] = 0;
    mount(
      <>
        <Probe id="objective" form={form} names={['objective']} />
        <Probe id="area" form={form} names={['referral.area']} />
        <Probe id="any" form={form} names={null} />
      </>,
    );
    const set = (change: (values: Values) => Values) => act(() => form.set(change(form.get())));

    set((values) => ({ ...values, plan: 'bb' }));
    expect(renders).toEqual({ objective: 1, area: 1, any: 2 });

    set((values) => ({ ...values, objective: 'aa' }));
    expect(shown('objective')).toBe('["aa"]');
    expect(renders).toEqual({ objective: 2, area: 1, any: 3 });

    // A nested value by its dot path; an equal object elsewhere does not count.
    set((values) => ({ ...values, referral: { area: 2 } }));
    expect(shown('area')).toBe('[2]');
    expect(renders).toEqual({ objective: 2, area: 2, any: 4 });

    // The same values object again: nobody is told.
    act(() => form.set(form.get()));
    expect(renders).toEqual({ objective: 2, area: 2, any: 4 });
  });
});

describe('the list of fields the form draws', () => {
  const list = (group: number): FieldSpec[] => [
    { kind: 'custom', key: 'total', render: () => null },
    { kind: 'text', name: 'objective', max: 500 },
    {
      kind: 'select',
      name: 'sisbenSubgroup',
      catalogue: 'GruposSisben',
      options: [{ id: `A${group}`, name: `A${group}` }],
    },
  ];

  it('is the same list when remade from the same values (a custom part by its key)', () => {
    expect(sameSpecs(list(1), list(1))).toBe(true);
  });

  it('changes with a list of options, a field more or less, or another custom part', () => {
    expect(sameSpecs(list(1), list(2))).toBe(false);
    expect(sameSpecs(list(1), list(1).slice(1))).toBe(false);
    const other = list(1);
    other[0] = { kind: 'custom', key: 'consent', render: () => null };
    expect(sameSpecs(list(1), other)).toBe(false);
  });
});
