import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  anthropometryLateral,
  anthropometryParams,
  anthropometryReadings,
} from '../../../src/contract/anthropometry';
import { signatureOf, uuid } from '../../fixtures/bodies';
import { fieldErrors } from './issues';

const change = (color: string) => ({ result: 12.5, color, value: '12,5 g/kg/día' });

const reading = () => ({
  id: uuid(),
  historyId: uuid(),
  visitId: uuid(),
  AN_Peso: 2450,
  AN_Talla: 46.5,
  AN_PC: 33,
  AN_TipoAlimentacion: [1],
  AN_Oxigeno: { estado: true, dosis: 0.5 },
  tipoAlimentacionSalida: [],
  oxigenoSalida: null,
  already41Weeks: false,
  pesoTalla: -1.2,
  cambioPeso: {
    display: 'relative',
    gKgDia: change('success'),
    percentage: change('warning'),
    abs: change('default'),
  },
  firma: signatureOf(),
  AN_timestamp: { date: '2025-03-04T14:30:00.000Z' },
});

describe('anthropometry answers', () => {
  it('reads a list of readings, missing values as null', () => {
    expect(
      fieldErrors(anthropometryReadings, [reading(), { ...reading(), AN_PC: null, firma: null }]),
    ).toEqual({});
    expect(
      Object.keys(fieldErrors(anthropometryReadings, [{ ...reading(), cambioPeso: { abs: change('red') } }])),
    ).toEqual(expect.arrayContaining(['0.cambioPeso.gKgDia', '0.cambioPeso.abs.color']));
  });

  it('reads the lateral panel', () => {
    const lateral = {
      birthWeight: 1450,
      birthDate: '2024-11-02',
      fortyWeeks: '2025-01-20',
      fortyWeeksDate: '2025-01-20',
      primigestante: true,
      mamaSola: false,
      nivelEducativo: 3,
      edadMadre: 19,
      talla: 46.5,
      pesoTalla: -1.2,
      pesoDia: 25,
      already41Weeks: true,
      perimetroCefalico: 33,
      nutricionEntrada: null,
      oxigenoEntrada: null,
      date: '2025-03-04',
    };
    expect(v.is(anthropometryLateral, lateral)).toBe(true);
    // Without any reading there is nothing to tell: null; a text is never a valid answer.
    expect(v.is(anthropometryLateral, { ...lateral, already41Weeks: null, talla: null })).toBe(true);
    expect(v.is(anthropometryLateral, { ...lateral, already41Weeks: 'sí' })).toBe(false);
    expect(v.is(anthropometryLateral, { ...lateral, nutricionEntrada: ['Leche materna'] })).toBe(false);
  });

  it('takes the history and the visit as path parameters', () => {
    expect(v.is(anthropometryParams, { historyId: uuid(), visitId: uuid() })).toBe(true);
    expect(v.is(anthropometryParams, { historyId: uuid() })).toBe(false);
  });
});
