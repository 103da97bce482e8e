import { describe, expect, it } from 'vitest';
import { modulesAccess } from '../../../../src/contract/permissions';
import { changeSiteEnabled, socialWorkEnabled } from '../../../../src/features/platform/flags/feature-flags';
import { moduleTiles, visibleTiles } from '../../../../src/features/platform/home/module-tiles';

const on = [
  { name: 'socialWork', value: true },
  { name: 'changeSite', value: true },
];
const labels = (tiles: { label: string }[]) => tiles.map((tile) => tile.label);

describe('home tiles (spec 000 §2 Home)', () => {
  it("has the spec's four active tiles and Administración, then the twelve announced, in its order", () => {
    expect(labels(moduleTiles.filter((tile) => tile.path))).toEqual([
      'Psicología',
      'Código',
      'Trabajo Social',
      'Reportes',
      'Administración',
    ]);
    expect(labels(moduleTiles.filter((tile) => !tile.path))).toEqual([
      'Pediatría',
      'Admision',
      'Intrahospitalario',
      'Peso y Talla',
      'Oftalmología',
      'Optometría',
      'Oximetría',
      'Audiometría',
      'Notas de Enfermeria',
      'Terapia Fisica',
      'Impresión',
      'Lectura',
    ]);
  });

  it("shows only the tiles of the user's modulesAccess", () => {
    const psychologist = labels(visibleTiles(modulesAccess('psychologist'), on));
    expect(psychologist).toContain('Psicología');
    expect(psychologist).not.toContain('Trabajo Social');
    expect(psychologist).not.toContain('Pediatría');
    const socialWorker = labels(visibleTiles(modulesAccess('social-worker'), on));
    expect(socialWorker).toContain('Trabajo Social');
    expect(socialWorker).not.toContain('Psicología');
    expect(visibleTiles(modulesAccess('admin'), on)).toHaveLength(17);
  });

  it('hides Trabajo Social when there are no flags or its flag is false', () => {
    const access = modulesAccess('social-worker');
    const shown = (flags: Parameters<typeof visibleTiles>[1]) =>
      labels(visibleTiles(access, flags)).includes('Trabajo Social');
    expect(shown(null)).toBe(false);
    expect(shown([])).toBe(false);
    expect(shown([{ name: 'socialWork', value: false }])).toBe(false);
    expect(shown([{ name: 'socialWork', value: true }])).toBe(true);
    // Flags present but none about social work: the spec hides the tile only for the two cases above.
    expect(socialWorkEnabled([{ name: 'changeSite', value: true }])).toBe(true);
  });

  it('enables "Cambiar Sede" only with more than one site and the changeSite flag', () => {
    expect(changeSiteEnabled(on, true)).toBe(true);
    expect(changeSiteEnabled(on, false)).toBe(false);
    expect(changeSiteEnabled([{ name: 'changeSite', value: false }], true)).toBe(false);
    expect(changeSiteEnabled(null, true)).toBe(false);
  });
});
