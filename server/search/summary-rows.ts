/**
 * The result rows of the history search held compactly: each row's values (not its keys) as a JSON array
 * in one UTF-8 byte arena, read back only for the page answered. At 200,000 histories the rows as objects
 * cost some 60 MB of heap (nine strings and an object each); as bytes about 30 MB, outside the heap
 * (docs/benchmarks.md "hc-list-latency").
 */
import type { HistorySummary } from '../../src/contract/history';

/** The row's fields in the order of `historySummaryOf`; the check below fails the build if one is missing. */
const FIELDS = [
  'id',
  'EGNDT',
  'Iden_Sede',
  'Iden_nombreCompletoPaciente',
  'Iden_nombreCompletoMadre',
  'Iden_FechaParto',
  'Iden_MadreSustituta',
  'Iden_DocumentoMadre',
  'Iden_DocumentoCustodioTemporal',
] as const satisfies readonly (keyof HistorySummary)[];
type Unlisted = Exclude<keyof HistorySummary, (typeof FIELDS)[number]>;
const everyFieldListed: [Unlisted] extends [never] ? true : Unlisted = true;
void everyFieldListed;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export class SummaryRows {
  private constructor(
    private readonly bytes: Uint8Array,
    /** Row i spans bytes[ends[i - 1] (0 for the first), ends[i]). */
    private readonly ends: Int32Array,
  ) {}

  /** The rows in the order given: row i is the i-th summary. */
  static of(summaries: readonly HistorySummary[]): SummaryRows {
    const ends = new Int32Array(summaries.length);
    let bytes = new Uint8Array(Math.max(1024, summaries.length * 160));
    let length = 0;
    summaries.forEach((summary, i) => {
      const json = JSON.stringify(FIELDS.map((field) => summary[field]));
      // A UTF-8 character takes at most 3 bytes per UTF-16 unit.
      if (length + json.length * 3 > bytes.length) {
        const grown = new Uint8Array(Math.max(bytes.length * 2, length + json.length * 3));
        grown.set(bytes.subarray(0, length));
        bytes = grown;
      }
      length += encoder.encodeInto(json, bytes.subarray(length)).written;
      ends[i] = length;
    });
    return new SummaryRows(bytes.slice(0, length), ends);
  }

  get size(): number {
    return this.ends.length;
  }

  /** Row `i` as the search answers it. */
  get(i: number): HistorySummary {
    const values = JSON.parse(
      decoder.decode(this.bytes.subarray(i === 0 ? 0 : this.ends[i - 1]!, this.ends[i])),
    ) as unknown[];
    return Object.fromEntries(FIELDS.map((field, f) => [field, values[f]])) as HistorySummary;
  }
}
