/**
 * The catalogues of both specs: every name present, the counts and special ids the specs give, the EPS
 * from the shared data with their active flag.
 */
import { describe, expect, it } from 'vitest';
import { buildCatalogues, catalogueNames, type CatalogueItem } from '../../../server/seed/catalogues';

const catalogues = buildCatalogues();
const list = (name: (typeof catalogueNames)[number]) => catalogues[name] as CatalogueItem[];
const ids = (name: (typeof catalogueNames)[number]) => list(name).map((i) => i.id);

describe('catalogues', () => {
  it('hold exactly the named sets', () => {
    expect(Object.keys(catalogues).sort()).toEqual([...catalogueNames].sort());
  });

  it('turn Trabajo Social and site change on', () => {
    expect(catalogues.Feature_Flags).toEqual([
      { name: 'socialWork', value: true },
      { name: 'changeSite', value: true },
    ]);
  });

  it('have the counts the specs give', () => {
    const counts: [Parameters<typeof list>[0], number][] = [
      ['MotivosRemision', 13],
      ['Entidades', 4],
      ['TiposSubsidio', 9],
      ['NivelesEducativos', 9],
      ['Parentescos', 15],
      ['PoblacionDiferencial', 6],
      ['TipologiasFamiliares', 7],
      ['MetodosPlanificacion', 11],
      ['RangosIngresos', 5],
      ['TiposVivienda', 6],
      ['TenenciaVivienda', 5],
      ['EstratosSocioeconomicos', 6],
      ['GruposSisben', 4],
      ['Vacunas', 13],
      ['EstadosMadre', 5],
      ['EstadosFamiliar', 3],
      ['EstadosSubsidio', 3],
      ['RiesgoSocial', 3],
      ['ModalidadesControl', 3],
      ['TiposControl', 2],
      ['MotivosSuspension', 2],
    ];
    for (const [name, count] of counts) expect(list(name), name).toHaveLength(count);
  });

  it('keep the special ids of the specs', () => {
    expect(list('MotivosRemision').at(-1)).toEqual({ id: 100, name: 'Otro' });
    expect(list('Hospitales').at(-1)).toMatchObject({ id: 99, name: 'Otro' });
    expect(list('PoblacionDiferencial').find((i) => i.id === 6)?.name).toBe('Ninguna');
    expect(list('TiposVivienda').find((i) => i.id === 6)?.name).toBe('Otro');
    expect(list('TenenciaVivienda').find((i) => i.id === 5)?.name).toBe('Otra');
    expect(list('EstadosSubsidio').find((i) => i.id === 1)?.name).toBe('Activo');
    expect(list('MotivosSuspension').map((i) => i.name)).toEqual([
      'Cumplimiento de objetivos',
      'La madre no desea continuar',
    ]);
    expect(list('GruposSisben').map((g) => (g.subgroups as unknown[]).length)).toEqual([5, 7, 18, 21]);
    expect(list('AreasRemision').every((a) => [0, 1, 2, 3].includes(a.roleGroup as number))).toBe(true);
    expect(ids('IPS')).toEqual(ids('Hospitales'));
  });

  it('load the EPS of the shared data with their active flag and regime', () => {
    const eps = list('EPS');
    expect(eps).toHaveLength(163);
    expect(eps.find((e) => e.id === 'EPS037')).toMatchObject({
      name: 'NUEVA EPS',
      active: true,
      regime: 'ambos',
    });
    expect(eps.find((e) => e.id === 'CCF002')).toMatchObject({ active: false, regime: null });
    expect(eps.filter((e) => e.active).length).toBe(62);
  });

  it('give the vaccine schedule of spec 001 §9', () => {
    const byName = new Map(list('Vacunas').map((v) => [v.name, v.months]));
    expect(byName.get('BCG')).toEqual([0]);
    expect(byName.get('Influenza')).toEqual([6, 7, 12]);
    expect(byName.get('Hepatitis B')).toEqual([0, 2, 4, 6, 18]);
  });
});
