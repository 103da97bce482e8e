/**
 * Builds the demo Bayley and Griffiths parameter tables, and writes them to server/data when run
 * (`npx tsx server/seed/demo-test-params.ts`). The content is invented and labelled "[DEMO]" in every
 * title: it has the shape the app needs (Bayley: 6 sections, items scored 0 to 5, the five observations;
 * Griffiths: 5 sections, 225 items, monotonic age tables) and none of the licensed tests' text or norms.
 *
 * Spec 000 §9 names five Bayley sections (attention, examiner orientation, emotional regulation, motor
 * quality, additional) but counts six: the sixth, "Interacción con el cuidador", is ours.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { bayleySections, type BayleySection } from '../../src/contract/bayley';
import { griffithsSections, type GriffithsSection } from '../../src/contract/griffiths';
import { BAYLEY_BAND_CUTOFFS } from '../../src/domain/exam-summary';
import { bayleyCaretakers, bayleyCompanions } from './catalogues';
import { stableUuid } from './random';
import { demoParamsFile, type BayleyParams, type GriffithsParams } from './test-params';

type BayleyItemScore = BayleyParams['TestItems'][number]['itemsScores'][number];
type BayleyObservation = BayleyParams['TestObservations'][number];

/** The demo sections by the contract's section number: its name and items (title, score scale). */
const bayleyDemoSections: Record<BayleySection, [name: string, items: [title: string, scale: number][]]> = {
  1: [
    'Atención',
    [
      ['Se orienta hacia los estímulos visuales', 101],
      ['Sigue un objeto en movimiento', 103],
      ['Mantiene la atención en una tarea', 101],
      ['Muestra interés por objetos nuevos', 101],
      ['Nivel de alerta durante la evaluación', 104],
      ['Reacciona a los estímulos sonoros', 101],
    ],
  ],
  2: [
    'Orientación hacia el examinador',
    [
      ['Responde a la voz del examinador', 101],
      ['Establece contacto visual', 101],
      ['Acepta la interacción con el examinador', 104],
      ['Busca la interacción social', 101],
      ['Coopera con las tareas propuestas', 103],
    ],
  ],
  3: [
    'Regulación emocional',
    [
      ['Tolera los cambios de actividad', 104],
      ['Se consuela con facilidad', 103],
      ['Estado de ánimo predominante', 104],
      ['Tolera la frustración', 104],
      ['Se adapta a la situación de evaluación', 104],
      ['Regula el llanto', 103],
    ],
  ],
  4: [
    'Calidad motora',
    [
      ['Tono muscular', 105],
      ['Control de la cabeza', 102],
      ['Control postural en sedente', 102],
      ['Coordinación de los movimientos gruesos', 102],
      ['Movimientos finos de las manos', 102],
      ['Simetría de los movimientos', 105],
      ['Fluidez del movimiento', 102],
    ],
  ],
  5: [
    'Adicionales',
    [
      ['Sensibilidad al tacto', 105],
      ['Reacción a la manipulación', 104],
      ['Vocalizaciones durante la evaluación', 101],
      ['Calidad del sueño referida', 102],
    ],
  ],
  6: [
    'Interacción con el cuidador',
    [
      ['Busca al cuidador ante situaciones nuevas', 101],
      ['Se calma con el contacto del cuidador', 103],
      ['Comparte la atención con el cuidador', 101],
      ['Responde a las indicaciones del cuidador', 101],
    ],
  ],
};

/** Score scales (the spec's scale types 101 to 105): the texts of scores 1 to 5, 5 being the best. */
const scales: Record<number, [name: string, texts: string[]]> = {
  101: ['Frecuencia', ['Nunca', 'Rara vez', 'A veces', 'Frecuentemente', 'Siempre']],
  102: ['Calidad', ['Muy deficiente', 'Deficiente', 'Aceptable', 'Buena', 'Óptima']],
  103: ['Facilidad', ['No lo logra', 'Con mucha ayuda', 'Con ayuda', 'Con poca ayuda', 'Sin ayuda']],
  104: ['Estado', ['Muy irritable', 'Irritable', 'Variable', 'Tranquilo', 'Tranquilo y alerta']],
  105: ['Normalidad', ['Marcadamente alterado', 'Alterado', 'Levemente alterado', 'Casi normal', 'Normal']],
};
const ranges = ['No evaluado', '0-20 %', '21-40 %', '41-60 %', '61-80 %', '81-100 %'];

function itemScores(scale: number): BayleyItemScore[] {
  const [name, texts] = scales[scale]!;
  return [
    {
      score: 0,
      text: 'No evaluado',
      clarification: 'La conducta no pudo observarse en esta evaluación.',
      range: ranges[0]!,
      isItem: false,
    },
    ...texts.map((text, i) => ({
      score: i + 1,
      text,
      clarification: `Escala de ${name.toLowerCase()}: puntúe ${i + 1} cuando la conducta corresponde a "${text.toLowerCase()}".`,
      range: ranges[i + 1]!,
      isItem: true,
    })),
  ];
}

function options(...names: string[]) {
  return names.map((label, i) => ({ id: i + 1, label }));
}

export function buildBayleyDemoParams(): BayleyParams {
  const TestItems = bayleySections.flatMap((section) => {
    const [sectionName, items] = bayleyDemoSections[section];
    return items.map(([title, scale], i) => ({
      uuid: stableUuid(`bayley-item:${section}:${i + 1}`),
      section,
      sectionName,
      itemScoresId: scale,
      title: `[DEMO] ${title}`,
      index: i + 1,
      itemsScores: itemScores(scale),
    }));
  });
  const TestObservations: BayleyObservation[] = [
    {
      model: 'caretaker',
      title: '[DEMO] ¿Quién cuida al niño la mayor parte del día?',
      type: 'multiple',
      data: bayleyCaretakers.map(({ id, name }) => ({ id, label: name })),
    },
    {
      model: 'companion',
      title: '[DEMO] ¿Quién acompaña al niño a la evaluación?',
      type: 'multiple',
      data: bayleyCompanions.map(({ id, name }) => ({ id, label: name })),
    },
    {
      model: 'whereDoTheySleep',
      title: '[DEMO] ¿Dónde duerme el niño?',
      type: 'single',
      data: options(
        'En su propia cuna o cama',
        'En la cama de los padres',
        'En su cuna, en la habitación de los padres',
        'Con otro familiar',
        'Otro lugar',
      ),
    },
    {
      model: 'whoDoTheyLookForComfort',
      title: '[DEMO] ¿A quién busca el niño para consolarse?',
      type: 'single',
      data: options('Madre', 'Padre', 'Abuela', 'Otro familiar', 'A nadie en particular'),
    },
    {
      model: 'canCaretakerComfortChild',
      title: '[DEMO] ¿El cuidador logra consolar al niño?',
      type: 'single',
      data: options('Sí', 'A veces', 'No'),
    },
  ];
  return {
    title: '[DEMO] Parámetros Bayley de demostración',
    demo: true,
    notice:
      'Tabla de demostración: no es la escala Bayley licenciada. Reemplácela por la tabla licenciada de la institución (BAYLEY_PARAMS_FILE).',
    // Demo cut-offs, in percent of the maximum per age group (docs/exams.md "Bands"): a clinic's table
    // carries the ones of its licensed edition.
    BandCutoffs: { ...BAYLEY_BAND_CUTOFFS },
    TestItems,
    TestObservations,
  };
}

/**
 * The demo sections by the contract's section number: the name, and how fast the items come (items come
 * a little faster in the first months; language a little later).
 */
const griffithsDemoSections: Record<GriffithsSection, { name: string; exponent: number }> = {
  1: { name: 'Locomoción', exponent: 1.05 },
  2: { name: 'Personal-Social', exponent: 1.1 },
  3: { name: 'Audición y Lenguaje', exponent: 1.2 },
  4: { name: 'Coordinación Ojo-Mano', exponent: 1.1 },
  5: { name: 'Ejecución', exponent: 1.15 },
};
export const GRIFFITHS_ITEMS_PER_SECTION = 45;
const GRIFFITHS_MAX_MONTHS = 24;
const DAYS_PER_MONTH = 30.4375;

export function buildGriffithsDemoParams(): GriffithsParams {
  const total = griffithsSections.length * GRIFFITHS_ITEMS_PER_SECTION;
  const maxDays = GRIFFITHS_MAX_MONTHS * DAYS_PER_MONTH;
  const AgeFromScore = Array.from({ length: total + 1 }, (_, score) => {
    const days = Math.round(maxDays * Math.pow(score / total, 1.1));
    const months = Math.floor(days / DAYS_PER_MONTH);
    return { score, months, days: days - Math.round(months * DAYS_PER_MONTH) };
  });
  const AgeFromScoreGroup = griffithsSections.map((section) => ({
    section,
    sectionName: griffithsDemoSections[section].name,
    values: Array.from({ length: GRIFFITHS_MAX_MONTHS * 4 + 1 }, (_, q) => {
      const months = q / 4;
      const fraction = Math.pow(months / GRIFFITHS_MAX_MONTHS, 1 / griffithsDemoSections[section].exponent);
      return { months, score: Math.round(GRIFFITHS_ITEMS_PER_SECTION * fraction) };
    }),
  }));
  const TestItems = griffithsSections.flatMap((section) => {
    const { name: sectionName, exponent } = griffithsDemoSections[section];
    return Array.from({ length: GRIFFITHS_ITEMS_PER_SECTION }, (_, i) => {
      const index = i + 1;
      // The age at which the section reaches this item, for a readable demo title.
      const months = GRIFFITHS_MAX_MONTHS * Math.pow(index / GRIFFITHS_ITEMS_PER_SECTION, exponent);
      return {
        uuid: stableUuid(`griffiths-item:${section}:${index}`),
        index,
        title: `[DEMO] ${sectionName}, ítem ${index} (hacia ${months.toFixed(1).replace('.', ',')} meses)`,
        section,
        sectionName,
      };
    });
  });
  return {
    title: '[DEMO] Parámetros Griffiths de demostración',
    demo: true,
    notice:
      'Tabla de demostración: no son las escalas Griffiths licenciadas. Reemplácela por la tabla licenciada de la institución (GRIFFITHS_PARAMS_FILE).',
    AgeFromScore,
    TestItems,
    AgeFromScoreGroup,
  };
}

/** JSON text of the demo files, exactly as stored (a test checks the stored files match). */
export const demoParamsJson = {
  bayley: () => `${JSON.stringify(buildBayleyDemoParams(), null, 2)}\n`,
  griffiths: () => `${JSON.stringify(buildGriffithsDemoParams(), null, 2)}\n`,
};

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const kind of ['bayley', 'griffiths'] as const) {
    writeFileSync(demoParamsFile[kind], demoParamsJson[kind]());
    console.log(`wrote ${demoParamsFile[kind]}`);
  }
}
