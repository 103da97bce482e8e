import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  anthropometryLateral,
  anthropometryParams,
  anthropometryReadings,
} from '../../../src/contract/anthropometry';
import { fieldErrors, signatureOf, uuid } from './issues';

const change = (color: string) => ({ result: 12.5, color, value: '12,5 g/kg/día' });

const reading = () => ({
  AN_Peso: 2450,
  AN_Talla: 46.5,
  AN_PC: 33,
  AN_TipoAlimentacion: ['Leche materna'],
  AN_Oxigeno: { estado: 'Cánula', dosis: 0.5 },
  tipoAlimentacionSalida: [],
  oxigenoSalida: null,
  pesoTalla: -1.2,
  cambioPeso: { gKgDia: change('success'), percentage: change('warning'), abs: change('default') },
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
      primigestante: true,
      mamaSola: false,
      nivelEducativo: 'Bachillerato',
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
    expect(v.is(anthropometryLateral, { ...lateral, already41Weeks: null })).toBe(false);
  });

  it('takes the history and the visit as path parameters', () => {
    expect(v.is(anthropometryParams, { historyId: uuid(), visitId: uuid() })).toBe(true);
    expect(v.is(anthropometryParams, { historyId: uuid() })).toBe(false);
  });
});
