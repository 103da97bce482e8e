/**
 * The server's history search (GET /v1/hc/list): the in-memory index (history-index.ts) once the server
 * has built it, the SQL search (repositories/histories.ts) before that and wherever it is not started.
 *
 * The index follows the database, whoever writes to it (this server, another one on the same PostgreSQL,
 * the seed, a clinical system loading histories): every statement that changes `histories` moves
 * `history_search_version` (migration 0008). A search asks for that version at most once a second, in
 * the background; when it moved, a new index is built while the old one keeps answering, so a history
 * written elsewhere is found within about a second plus the build (docs/api.md "History search").
 *
 * Each build is timed, and its memory measured as the heap and external memory kept after it (both after
 * a full collection, so that only what the index holds counts; measured while the previous index is still
 * held, so that it is not counted against the new one). A full collection on demand needs Node's
 * `--expose-gc` (NODE_OPTIONS, as the bench starts the server): without it the figure is not measured
 * rather than guessed (docs/deploy.md "Memory").
 */
import type { HistoryRecord } from '../../src/contract/history';
import { historySummaryOf } from '../../src/domain/history-search';
import type { Queryable } from '../db/database';
import { searchHistories as searchInDatabase } from '../repositories/histories';
import { HistoryIndex, type IndexedHistory } from './history-index';

const RECHECK_MS = 1000;
const LOAD_PAGE = 2000;

export type HistorySearchState = 'sql' | 'building' | 'ready';

/** The last build of the index: for the metrics and the server's log. */
export interface IndexBuild {
  histories: number;
  /** The load from the database and the build. */
  seconds: number;
  /** What the index holds, in bytes; null without `--expose-gc`. */
  bytes: number | null;
}

/** The server's log line for a build, e.g. "… 200.000 historias en 4,2 s; 61,8 MB en memoria". */
export function describeIndexBuild({ histories, seconds, bytes }: IndexBuild): string {
  const number = (value: number, digits: number) =>
    value.toLocaleString('es-CO', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  const memory =
    bytes === null
      ? 'memoria sin medir (se mide con NODE_OPTIONS=--expose-gc)'
      : `${number(bytes / 2 ** 20, 1)} MB en memoria`;
  return `Índice de búsqueda de historias: ${number(histories, 0)} historias en ${number(seconds, 1)} s; ${memory}`;
}

/** The heap and external memory (typed arrays) in use after a full collection, or null without gc. */
function settledMemory(): number | null {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (typeof gc !== 'function') return null;
  // A second pass frees what the first one only found dead (the typed arrays' memory among it).
  gc();
  gc();
  const { heapUsed, external } = process.memoryUsage();
  return heapUsed + external;
}

export interface HistorySearchQuery {
  search: string;
  page: number;
  sites: number[];
}

/** Every history as the index holds it, read a page at a time so no single query holds the thread long. */
async function loadHistories(db: Queryable): Promise<IndexedHistory[]> {
  const histories: IndexedHistory[] = [];
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const rows = await db.query<{ id: string; site_id: number; search_text: string; record: HistoryRecord }>(
      `select id, site_id, search_text, record from histories where id > $1 order by id limit $2`,
      [after, LOAD_PAGE],
    );
    for (const row of rows) {
      histories.push({
        siteId: row.site_id,
        searchText: row.search_text,
        summary: historySummaryOf(row.record),
      });
    }
    if (rows.length < LOAD_PAGE) return histories;
    after = rows.at(-1)!.id;
  }
}

/**
 * A new index from the database. Its own function so that the histories loaded for it are unreachable
 * once it returns (an async function may keep a value it awaited alive until it returns).
 */
async function buildIndex(db: Queryable): Promise<HistoryIndex> {
  return new HistoryIndex(await loadHistories(db));
}

export class HistorySearch {
  private index: HistoryIndex | null = null;
  private built: IndexBuild | null = null;
  private version: string | null = null;
  private refreshing: Promise<void> | null = null;
  private checkedAt = -Infinity;
  private started = false;
  private stopped = false;

  constructor(private readonly db: Queryable) {}

  get state(): HistorySearchState {
    if (this.index) return 'ready';
    return this.started ? 'building' : 'sql';
  }

  /** Histories in the index (0 until it is built), for the metrics. */
  get indexedHistories(): number {
    return this.index?.size ?? 0;
  }

  /** The last build, once there is one. */
  get lastBuild(): IndexBuild | null {
    return this.built;
  }

  /** Builds the index and from then on keeps it following the database. Resolves once it is built. */
  start(): Promise<void> {
    this.started = true;
    return this.refreshNow();
  }

  /** Stops following the database (before it closes); waits for a refresh under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.refreshing;
  }

  async search(query: HistorySearchQuery) {
    if (this.started && performance.now() - this.checkedAt >= RECHECK_MS) void this.refreshNow();
    // No index before it is built, nor where it is not started.
    return this.index ? this.index.search(query) : searchInDatabase(this.db, query);
  }

  /** Rebuilds the index when the histories changed since it was built; one refresh at a time. */
  private refreshNow(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    this.checkedAt = performance.now();
    this.refreshing ??= this.refresh()
      .catch((error: unknown) => {
        // The index (or the SQL search) keeps answering; the next search a second later tries again.
        console.error('No se pudo actualizar el índice de búsqueda de historias:', error);
      })
      .finally(() => {
        this.refreshing = null;
      });
    return this.refreshing;
  }

  private async refresh() {
    // The version is read before the histories: a change made during the load moves it again, and the
    // next check builds once more, so the index never keeps a change it missed.
    const [row] = await this.db.query<{ version: string }>(
      `select version::text as version from history_search_version`,
    );
    if (!row || row.version === this.version) return;
    const before = settledMemory();
    const startedAt = performance.now();
    const index = await buildIndex(this.db);
    const seconds = (performance.now() - startedAt) / 1000;
    const after = settledMemory();
    this.index = index;
    this.version = row.version;
    this.built = {
      histories: index.size,
      seconds,
      bytes: before === null || after === null ? null : after - before,
    };
  }
}
