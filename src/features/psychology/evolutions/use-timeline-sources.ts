/**
 * The data of the Evoluciones timeline (spec 000 §7: "The psychology timeline loads Bayley, Griffiths,
 * development control, family control, postponed Bayley and postponed Griffiths in parallel"), plus the
 * anthropometry readings and lateral panel (§7 "Anthropometry"), the two tests' parameters the exam cards
 * need, and the catalogues the readings name.
 *
 * Design (DESIGN.md "The read path"):
 * - The calls are listed once (`timelineCalls`) and run through the query layer (src/api/server-query.ts):
 *   in parallel when the panel opens, after every acknowledged write and when the network returns, one
 *   request per key however many components ask (the family control's own list shares the timeline's).
 * - Signed in, each answer is stored on the device (documents through `documentListCall`, the rest through
 *   `recordCall` under the keys below) and the screen reads only what is stored, through live queries, so
 *   the timeline shows offline after a reload and local drafts show over the server's documents. A failed
 *   call is logged and leaves what the device had (spec 000 §8 "Anthropometry failure: logged, empty list"
 *   is the case of a device that never stored any).
 * - The embedded read-only view has no signed-in user and so no device store: the same calls, kept in
 *   memory for the page's life.
 */
import { anthropometryLateralRead, anthropometryRead } from '../../../api/anthropometry.api';
import type { ApiRead } from '../../../api/api-read';
import { isEmbedded } from '../../../api/embedded';
import { developmentControlListRead } from '../../../api/development-control.api';
import {
  bayleyParamsRead,
  examListRead,
  griffithsParamsRead,
  oneBayleyCall,
} from '../../../api/exam-list.api';
import { familyControlListRead } from '../../../api/family-control.api';
import { parameterRead } from '../../../api/parameters.api';
import { postponedRead } from '../../../api/postponed-history.api';
import {
  fromRead,
  serverKeys,
  useMemoryCalls,
  useStoredCalls,
  type ServerCall,
} from '../../../api/server-query';
import { useSession } from '../../../api/session';
import type { AnthropometryLateral, AnthropometryReading } from '../../../contract/anthropometry';
import type { BayleyParams } from '../../../contract/bayley';
import type { ListedDocument } from '../../../contract/document';
import type { GriffithsParams } from '../../../contract/griffiths';
import type { PostponedExam, PostponedKind } from '../../../contract/postponed';
import type { CanguroDb } from '../../../offline/db';
import { idFieldOf } from '../../../offline/document-kinds';
import {
  documentListCall,
  overlayDocuments,
  useDocumentList,
  type DocumentListItem,
} from '../../../offline/document-list';
import { recordCall } from '../../../offline/records';
import { useRecord } from '../../../offline/records-live';
import { useSessionDb } from '../../../offline/session-db';
import {
  browserTimeZone,
  postponedRecordKey,
  todayQuery,
  type LocalPostponed,
} from '../postponed/postponed-rules';
import {
  timelineDocumentKinds,
  type PendingPostponed,
  type TimelineDocumentKind,
  type TimelineSources,
} from './timeline';
import { serverNow } from '../../../api/server-clock';

/** A catalogue entry of GET /v1/parameters/name/{name}. */
export interface CatalogueEntry {
  id: number;
  name: string;
}

export const FEEDING_CATALOGUE = 'TiposAlimentacion';
export const EDUCATION_CATALOGUE = 'NivelesEducativos';

/** Keys of what this module stores in the device's records (besides the document lists). */
export const timelineRecordKeys = {
  postponed: (kind: PostponedKind, historyId: string) => `postponed:${kind}:${historyId}`,
  anthropometry: (historyId: string) => `anthropometry:${historyId}:all`,
  lateral: (historyId: string) => `anthropometry-lateral:${historyId}:all`,
  params: (exam: 'bayley' | 'griffiths') => `params:${exam}`,
  catalogue: (name: string) => `parameters:${name}`,
} as const;

const listReadOf: Record<TimelineDocumentKind, (historyId: string) => ApiRead<ListedDocument[]>> = {
  bayley: (id) => examListRead('bayley', id),
  griffiths: (id) => examListRead('griffiths', id),
  'development-control': developmentControlListRead,
  'family-control': familyControlListRead,
};

/** Spec 000 §7: a Bayley call alone waits for the other Bayley calls. */
const queued =
  (exam: TimelineDocumentKind) =>
  <T>(load: () => Promise<T>) =>
    exam === 'bayley' ? () => oneBayleyCall(load) : load;

/** A history's documents of a kind, stored on the device. */
const documentsCall = (db: CanguroDb | null, kind: TimelineDocumentKind, historyId: string) =>
  fromRead(listReadOf[kind](historyId), (load) => documentListCall(db, kind, historyId, queued(kind)(load)));

const postponedKinds = ['postponed-bayley', 'postponed-griffiths'] as const;

export interface TimelineData {
  sources: TimelineSources;
  lateral: AnthropometryLateral | null;
  bayleyParams: BayleyParams | null;
  griffithsParams: GriffithsParams | null;
  feeding: CatalogueEntry[];
  education: CatalogueEntry[];
  /** False until the device (or, embedded, the network) has answered for the documents. */
  ready: boolean;
  /** Whether any document list has ever come from the server on this device. */
  fetched: boolean;
}

/** The readings of a history, stored on the device (the timeline and the growth charts read them). */
export const anthropometryCall = (db: CanguroDb | null, historyId: string): ServerCall =>
  fromRead(anthropometryRead(historyId), (load) =>
    recordCall(
      db,
      { key: serverKeys.ofHistory(historyId, 'anthropometry'), what: 'anthropometry', load },
      { key: timelineRecordKeys.anthropometry(historyId), historyId },
    ),
  );

/** An exam's list and its parameters, stored on the device (the exam's tab reads them, like the timeline). */
export const examCalls = (
  db: CanguroDb | null,
  historyId: string,
  exam: 'bayley' | 'griffiths',
): ServerCall[] => [documentsCall(db, exam, historyId), examParamsCall(db, exam)];

/** An exam's parameters (items, tables), shared by every history. */
const examParamsCall = (db: CanguroDb | null, exam: 'bayley' | 'griffiths'): ServerCall =>
  fromRead<unknown>(exam === 'bayley' ? bayleyParamsRead : griffithsParamsRead, (load) =>
    recordCall(
      db,
      {
        key: serverKeys.parameter(`${exam}-params`),
        what: exam === 'bayley' ? 'Bayley parameters' : 'Griffiths parameters',
        load: queued(exam)(load),
      },
      { key: timelineRecordKeys.params(exam), historyId: null },
    ),
  );

/**
 * Every call of the timeline, once: the documents of each kind, the postponed exams, anthropometry, the
 * tests' parameters and the catalogues. Signed in, each answer is stored on the device (`db`); embedded,
 * the same calls are kept in memory.
 */
export function timelineCalls(db: CanguroDb | null, historyId: string) {
  const keys = timelineRecordKeys;
  const ofHistory = (part: string, what: string, read: ApiRead<unknown>, key: string) =>
    fromRead(read, (load) =>
      recordCall(db, { key: serverKeys.ofHistory(historyId, part), what, load }, { key, historyId }),
    );
  const catalogue = (name: string) =>
    fromRead(parameterRead<CatalogueEntry>(name), (load) =>
      recordCall(
        db,
        { key: serverKeys.parameter(name), what: name, load },
        { key: keys.catalogue(name), historyId: null },
      ),
    );
  return {
    documents: timelineDocumentKinds.map((kind) => documentsCall(db, kind, historyId)),
    postponed: postponedKinds.map((kind) =>
      ofHistory(kind, kind, postponedRead(kind, historyId), keys.postponed(kind, historyId)),
    ),
    rest: [
      anthropometryCall(db, historyId),
      ofHistory(
        'anthropometry-lateral',
        'anthropometry lateral panel',
        anthropometryLateralRead(historyId),
        keys.lateral(historyId),
      ),
      examParamsCall(db, 'bayley'),
      examParamsCall(db, 'griffiths'),
      catalogue(FEEDING_CATALOGUE),
      catalogue(EDUCATION_CATALOGUE),
    ],
  };
}

const allCalls = (calls: ReturnType<typeof timelineCalls>): ServerCall[] => [
  ...calls.documents,
  ...calls.postponed,
  ...calls.rest,
];

/** Every call of the timeline of a history, stored in `db` ("Preparar visitas" runs them too). */
export const timelineCallList = (db: CanguroDb, historyId: string): ServerCall[] =>
  allCalls(timelineCalls(db, historyId));

const documentItems = (kind: TimelineDocumentKind, docs: readonly ListedDocument[]): DocumentListItem[] =>
  overlayDocuments(docs, [], [], idFieldOf(kind));

/**
 * Today's postponement made in the exam's tab and not yet acknowledged (the device's record of the day,
 * docs/architecture.md "Postponed exams"), as the timeline shows it; null when there is none.
 */
function usePendingPostponed(kind: PostponedKind, historyId: string): PendingPostponed | null {
  const query = todayQuery(historyId, serverNow(), browserTimeZone());
  const local = useRecord<LocalPostponed>(postponedRecordKey(kind, query))?.data;
  if (!local?.pending || !local.result || !local.motive) return null;
  return {
    date: query.date,
    motive: local.motive,
    createdAt: local.createdAt ?? serverNow().toISOString(),
    signature: local.signer ?? null,
  };
}

/** The timeline's data from the device store, refreshed from the network. */
function useStoredTimeline(db: CanguroDb | null, historyId: string): TimelineData {
  useStoredCalls(allCalls(timelineCalls(db, historyId)), db !== null);

  const keys = timelineRecordKeys;
  const bayley = useDocumentList('bayley', historyId, idFieldOf('bayley'));
  const griffiths = useDocumentList('griffiths', historyId, idFieldOf('griffiths'));
  const development = useDocumentList('development-control', historyId, idFieldOf('development-control'));
  const family = useDocumentList('family-control', historyId, idFieldOf('family-control'));
  const postponedBayley = useRecord<PostponedExam[]>(keys.postponed('postponed-bayley', historyId));
  const postponedGriffiths = useRecord<PostponedExam[]>(keys.postponed('postponed-griffiths', historyId));
  const pendingBayley = usePendingPostponed('postponed-bayley', historyId);
  const pendingGriffiths = usePendingPostponed('postponed-griffiths', historyId);
  const anthropometry = useRecord<AnthropometryReading[]>(keys.anthropometry(historyId));
  const lateral = useRecord<AnthropometryLateral>(keys.lateral(historyId));
  const bayleyParams = useRecord<BayleyParams>(keys.params('bayley'));
  const griffithsParams = useRecord<GriffithsParams>(keys.params('griffiths'));
  const feeding = useRecord<CatalogueEntry[]>(keys.catalogue(FEEDING_CATALOGUE));
  const education = useRecord<CatalogueEntry[]>(keys.catalogue(EDUCATION_CATALOGUE));

  const lists = [bayley, griffiths, development, family];
  return {
    sources: {
      documents: {
        bayley: bayley?.items,
        griffiths: griffiths?.items,
        'development-control': development?.items,
        'family-control': family?.items,
      },
      postponed: {
        'postponed-bayley': postponedBayley?.data,
        'postponed-griffiths': postponedGriffiths?.data,
      },
      pendingPostponed: { 'postponed-bayley': pendingBayley, 'postponed-griffiths': pendingGriffiths },
      anthropometry: anthropometry?.data ?? [],
    },
    lateral: lateral?.data ?? null,
    bayleyParams: bayleyParams?.data ?? null,
    griffithsParams: griffithsParams?.data ?? null,
    feeding: feeding?.data ?? [],
    education: education?.data ?? [],
    ready: lists.every((list) => list !== undefined),
    fetched: lists.some((list) => list?.fetched),
  };
}

/** The embedded read-only view: the same calls, in memory. */
function useFetchedTimeline(enabled: boolean, historyId: string): TimelineData {
  const calls = timelineCalls(null, historyId);
  const { values, settled } = useMemoryCalls(allCalls(calls), enabled);
  // The memory answers come back in the order of `allCalls`, typed unknown by the query layer: each is
  // read as the answer of the call at its position (documents, postponed, then the rest as listed).
  const docs = values.slice(0, calls.documents.length) as (ListedDocument[] | undefined)[];
  const [
    postponedBayley,
    postponedGriffiths,
    anthropometry,
    lateral,
    bayleyParams,
    griffithsParams,
    feeding,
    education,
  ] = values.slice(calls.documents.length) as [
    PostponedExam[] | undefined,
    PostponedExam[] | undefined,
    AnthropometryReading[] | undefined,
    AnthropometryLateral | undefined,
    BayleyParams | undefined,
    GriffithsParams | undefined,
    CatalogueEntry[] | undefined,
    CatalogueEntry[] | undefined,
  ];
  const listed = docs.every((list) => list !== undefined);
  return {
    sources: {
      documents: listed
        ? Object.fromEntries(
            timelineDocumentKinds.map((kind, i) => [kind, documentItems(kind, docs[i] ?? [])]),
          )
        : {},
      postponed: { 'postponed-bayley': postponedBayley, 'postponed-griffiths': postponedGriffiths },
      anthropometry: anthropometry ?? [],
    },
    lateral: lateral ?? null,
    bayleyParams: bayleyParams ?? null,
    griffithsParams: griffithsParams ?? null,
    feeding: feeding ?? [],
    education: education ?? [],
    ready: settled || listed,
    fetched: listed,
  };
}

/**
 * The Evoluciones timeline's data: the device's store when signed in, else the network's — an embedded
 * view (its own credentials) never reads or writes the store of a user who may be signed in in this tab.
 */
export function useTimelineSources(historyId: string): TimelineData {
  const signedIn = Boolean(useSession().user);
  const fromStore = signedIn && !isEmbedded();
  const db = useSessionDb();
  const stored = useStoredTimeline(fromStore ? db : null, historyId);
  const fetched = useFetchedTimeline(!fromStore, historyId);
  return fromStore ? stored : fetched;
}
