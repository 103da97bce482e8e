/**
 * Texts of the growth charts (spec 000 §2 Gráficas): a reading's z-score and percentile as the list shows
 * them, "p15, -1,04 D.E." (Spanish decimal comma, two decimals for z; percentile whole, or one decimal
 * below p1 and above p99).
 */
const decimal = (n: number, digits: number): string =>
  new Intl.NumberFormat('es', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: false,
  })
    .format(n)
    .replace('\u2212', '-');

export const growthTexts = {
  zAndPercentile: (z: number, percentile: number): string =>
    `p${Number.isInteger(percentile) ? String(percentile) : decimal(percentile, 1)}, ${decimal(Math.round(z * 100) / 100 || 0, 2)} D.E.`,
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
  },
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
  },
  notCorrected: 'No se corrige',
  offChart: 'Fuera de esta gráfica',
  noMeasure: 'Sin medida',
  empty: 'Esta historia no tiene mediciones de peso y talla en el dispositivo.',
  emptyChart: 'Ninguna medición tiene lugar en esta gráfica.',
  loading: 'Cargando las curvas de referencia…',
  print: 'Imprimir',
  showOwn: 'Curvas en el dispositivo',
  showFrame: 'Historia clínica',
  viewChoice: 'Ver las gráficas',
  openFromPanel: 'Ver curvas de crecimiento',
} as const;
