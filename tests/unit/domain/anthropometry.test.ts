import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  anthropometryLateral,
  anthropometryReadings,
  type AnthropometryFacts,
} from '../../../src/contract/anthropometry';
import type { HistoryRecord } from '../../../src/contract/history';
import { deriveReadings, lateralPanel, type StoredReading } from '../../../src/domain/anthropometry';

const HISTORY_ID = '0bebef7d-1f0c-4f1e-9d2a-3c4b5a6d7e8f';
const firma = { id: '6f1c2f4e-2a55-4d1e-9a3b-0c1d2e3f4a5b', name: 'Admin', email: 'admin@canguro.test' };

/** A boy born 2025-01-01 at 32+0 weeks: 40 weeks on 2025-02-26, 41 weeks on 2025-03-05. */
const history: HistoryRecord = {
  id: HISTORY_ID,
  EGNDT: 'CNG-000002',
  Iden_Sede: 1,
  Iden_nombreCompletoPaciente: 'Martín Muñoz Álvarez',
  Iden_DocumentoPaciente: null,
  Iden_Sexo: 'M',
  Iden_nombreCompletoMadre: 'Ángela María Álvarez Ríos',
  Iden_DocumentoMadre: '52789456',
  Iden_MadreSustituta: false,
  Iden_DocumentoCustodioTemporal: null,
  Iden_FechaParto: '2025-01-01',
  Pediatria: {
    ExamenInicialPediatria: {
      EIP_EdadGestacionalAlNacer: { EIP_EG_DiasTotales: 224 },
      EIP_PesoAlNacer: 1650,
    },
  },
  SocialWork: {
    motherBirthDate: '2005-06-15',
    motherMaritalStatus: 1,
    motherAddress: null,
    motherNeighborhood: null,
    motherLocality: null,
    motherTelephone: null,
    motherStatus: null,
    patientBirthIPS: null,
    patientEPS: null,
    patientRegime: null,
  },
};

const reading = (n: number, facts: Partial<AnthropometryFacts> & { at: string }): StoredReading => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  historyId: HISTORY_ID,
  facts: {
    visitId: `10000000-0000-4000-8000-00000000000${n}`,
    AN_Peso: 2000,
    AN_Talla: 44,
    AN_PC: 31,
    AN_TipoAlimentacion: [1],
    AN_Oxigeno: { estado: false, dosis: null },
    tipoAlimentacionSalida: [1],
    oxigenoSalida: { estado: false, dosis: null },
    AN_timestamp: { date: facts.at },
    ...facts,
  },
  firma,
});

// Stored out of order on purpose. Times are 09:00 in Bogotá (14:00 UTC).
const stored = [
  reading(3, { at: '2025-03-05T14:00:00.000Z', AN_Peso: 2600, AN_Talla: 50 }),
  reading(1, {
    at: '2025-02-05T14:00:00.000Z',
    AN_Peso: 1900,
    AN_Talla: 43,
    AN_TipoAlimentacion: [2],
    AN_Oxigeno: { estado: true, dosis: 0.25 },
  }),
  reading(2, { at: '2025-03-04T14:00:00.000Z', AN_Peso: 2500, AN_Talla: 49 }),
];

describe('deriveReadings', () => {
  const all = deriveReadings(history, stored);

  it('answers the contract, oldest first', () => {
    expect(v.safeParse(anthropometryReadings, all).success).toBe(true);
    expect(all.map((r) => r.AN_timestamp.date.slice(0, 10))).toEqual([
      '2025-02-05',
      '2025-03-04',
      '2025-03-05',
    ]);
  });

  it('applies the 41-week rule on each reading’s day and the §9 display rule', () => {
    expect(all.map((r) => r.already41Weeks)).toEqual([false, false, true]);
    // 40+6 weeks with 2500 g: relative; 41+0 weeks with 2600 g: absolute.
    expect(all.map((r) => r.cambioPeso.display)).toEqual(['relative', 'relative', 'absolute']);
  });

  it('computes the change against the previous reading', () => {
    expect(all[0]!.cambioPeso.abs.result).toBeNull();
    // 1900 → 2500 g in 27 days: 1000 × ln(2500/1900) / 27 = 10.16 g/kg/day.
    expect(all[1]!.cambioPeso.gKgDia).toEqual({ result: 10.2, color: 'warning', value: '10,2 g/kg/día' });
    expect(all[2]!.cambioPeso.abs).toEqual({ result: 100, color: 'default', value: '+100 g' });
  });

  it('gives the weight-for-length z-score from 45 cm on, two decimals', () => {
    expect(all[0]!.pesoTalla).toBeNull();
    // Boys 50.0 cm: L −0.3521, M 3.3278, S 0.0889; 2.6 kg: 2.6/3.3278 = 0.78130, ln = −0.24680,
    // (X/M)^L = exp(0.086898) = 1.090786, z = 0.090786 / (−0.3521 × 0.0889 = −0.031302) = −2.900.
    expect(all[2]!.pesoTalla).toBe(-2.9);
  });
});

describe('lateralPanel', () => {
  const all = deriveReadings(history, stored);

  it('takes entry from the first reading and the rest from the latest selected one', () => {
    const lateral = lateralPanel(history, all, all);
    expect(v.safeParse(anthropometryLateral, lateral).success).toBe(true);
    expect(lateral).toEqual({
      birthWeight: 1650,
      birthDate: '2025-01-01',
      fortyWeeks: '2025-02-26',
      fortyWeeksDate: '2025-02-26',
      primigestante: null,
      mamaSola: null,
      nivelEducativo: null,
      edadMadre: 19,
      talla: 50,
      pesoTalla: -2.9,
      pesoDia: 2600,
      already41Weeks: true,
      perimetroCefalico: 31,
      nutricionEntrada: [2],
      oxigenoEntrada: { estado: true, dosis: 0.25 },
      date: '2025-03-05T14:00:00.000Z',
    });
  });

  it("takes primigestante, mamaSola and nivelEducativo from the history's Madre, each null where unknown", () => {
    const withMother: HistoryRecord = {
      ...history,
      Madre: { primigestante: false, mamaSola: true, nivelEducativo: null },
    };
    expect(lateralPanel(withMother, all, all)).toMatchObject({
      primigestante: false,
      mamaSola: true,
      nivelEducativo: null,
    });
    const schooled: HistoryRecord = {
      ...history,
      Madre: { primigestante: null, mamaSola: null, nivelEducativo: 6 },
    };
    expect(lateralPanel(schooled, all, [])).toMatchObject({
      primigestante: null,
      mamaSola: null,
      nivelEducativo: 6,
    });
  });

  it('keeps the birth and entry facts when the selection is empty', () => {
    const lateral = lateralPanel(history, all, []);
    expect(lateral).toMatchObject({ birthWeight: 1650, pesoDia: null, already41Weeks: null, date: null });
    expect(lateral.nutricionEntrada).toEqual([2]);
    expect(lateralPanel(history, [], []).nutricionEntrada).toBeNull();
  });
});
