/**
 * Texts of the growth charts (spec 000 §2 Gráficas): a reading's z-score and percentile as the list shows
 * them, "p15, -1,04 D.E." (Spanish decimal comma, two decimals for z; percentile whole, or one decimal
 * below p1 and above p99).
 */
/** One formatter per number of digits: making one costs more than the view's other work per reading. */
const formats = new Map<number, Intl.NumberFormat>();

function decimal(n: number, digits: number): string {
  let format = formats.get(digits);
  if (!format) {
    format = new Intl.NumberFormat('es', {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      useGrouping: false,
    });
    formats.set(digits, format);
  }
  return format.format(n).replace('\u2212', '-');
}

const percentileText = (percentile: number): string =>
  `p${Number.isInteger(percentile) ? String(percentile) : decimal(percentile, 1)}`;

export const growthTexts = {
  percentile: percentileText,
  zAndPercentile: (z: number, percentile: number): string =>
    `${percentileText(percentile)}, ${decimal(Math.round(z * 100) / 100 || 0, 2)} D.E.`,
} as const;

/** The growth view of the Gráficas tab (docs/growth-charts.md "The view"). */
export const growthViewText = {
  title: 'Curvas de crecimiento',
  indicatorLabel: 'Indicador',
  indicators: {
    wfa: 'Peso para la edad',
    lhfa: 'Longitud para la edad',
    hcfa: 'Perímetro cefálico para la edad',
    wfl: 'Peso para la longitud',
    olsenBmi: 'IMC para la edad gestacional',
  },
  ageBasisLabel: 'Edad de las mediciones',
  corrected: 'Edad corregida',
  chronological: 'Edad cronológica',
  axes: {
    ageMonths: 'Edad (meses)',
    postmenstrualWeeks: 'Edad posmenstrual (semanas)',
    lengthCm: 'Longitud (cm)',
    weightKg: 'Peso (kg)',
    headCm: 'Perímetro cefálico (cm)',
    bmi: 'IMC (kg/m²)',
  },
  units: { wfa: 'kg', lhfa: 'cm', hcfa: 'cm', wfl: 'kg', olsenBmi: 'kg/m²' },
  sources: {
    who: 'Patrones de crecimiento infantil de la OMS (2006)',
    olsen: 'Olsen y col., Pediatrics 2015: IMC de prematuros de 24 a 41 semanas',
    intergrowth: (untilWeeks: number) =>
      `INTERGROWTH-21st, patrones de crecimiento posnatal del prematuro (Villar y col., Lancet Glob Health 2015), de 27 a ${untilWeeks} semanas posmenstruales`,
  },
  /** The two charts of an age indicator for a baby born preterm. */
  charts: {
    preterm: 'Prematuro: INTERGROWTH-21st por edad posmenstrual',
    whoCorrected: 'Después del periodo prematuro: OMS por edad corregida',
    whoChronological: 'Después del periodo prematuro: OMS por edad cronológica',
  },
  pretermChartLabel: (indicator: string, points: number) =>
    `${indicator}, prematuro (INTERGROWTH-21st): ${points} ${points === 1 ? 'medición' : 'mediciones'} sobre las curvas de -3 a +3 D.E.`,
  legendCorrected: 'Punto: edad corregida',
  legendChronological: 'Cruz: edad cronológica',
  chartLabel: (indicator: string, points: number) =>
    `${indicator}: ${points} ${points === 1 ? 'medición' : 'mediciones'} sobre las curvas de -3 a +3 D.E.`,
  readings: 'Mediciones',
  columns: {
    date: 'Fecha',
    chronological: 'Edad cronológica',
    corrected: 'Edad corregida',
    measure: 'Medida',
    score: 'Percentil y puntuación z',
    reference: 'Referencia',
  },
  references: { preterm: 'INTERGROWTH-21st', who: 'OMS 2006', olsen: 'Olsen 2015' },
  beforeStandard: 'Antes de las 27 semanas posmenstruales: sin curva de referencia',
  notCorrected: 'No se corrige',
  offChart: 'Fuera de esta gráfica',
  noMeasure: 'Sin medida',
  empty: 'Esta historia no tiene mediciones de peso y talla en el dispositivo.',
  emptyChart: 'Ninguna medición tiene lugar en esta gráfica.',
  loading: 'Cargando las curvas de referencia…',
  print: 'Imprimir',
  printedOn: (day: string) => `Impreso el ${day}`,
  printIndicator: (indicator: string) => `Indicador: ${indicator}`,
  showOwn: 'Curvas en el dispositivo',
  showFrame: 'Historia clínica',
  viewChoice: 'Ver las gráficas',
  openFromPanel: 'Ver curvas de crecimiento',
} as const;

/** Size at birth by the INTERGROWTH-21st Newborn Size Standards (docs/growth-charts.md "Size at birth"). */
export const sizeAtBirthText = {
  title: 'Tamaño al nacer',
  headerLabel: 'Tamaño al nacer',
  standard:
    'INTERGROWTH-21st, patrones de tamaño al nacer (Villar y col., Lancet 2014; muy prematuros, 2016)',
  classes: {
    small: 'Pequeño para la edad gestacional',
    appropriate: 'Adecuado para la edad gestacional',
    large: 'Grande para la edad gestacional',
  },
  measures: { weight: 'Peso', length: 'Talla', head: 'Perímetro cefálico' },
  noWeight: 'Sin peso al nacer: no se clasifica',
  noGestation: 'Sin edad gestacional al nacer registrada',
  outOfRange: 'Edad gestacional al nacer fuera de los patrones (24+0 a 42+6 semanas)',
  /** The header's value: the class and the weight's centile, "Adecuado para la edad gestacional (p45)". */
  headerValue: (size: string, percentile: string) => `${size} (${percentile})`,
} as const;
