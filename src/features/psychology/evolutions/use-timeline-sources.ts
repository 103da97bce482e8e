/**
 * The data of the Evoluciones timeline (spec 000 §7: "The psychology timeline loads Bayley, Griffiths,
 * development control, family control, postponed Bayley and postponed Griffiths in parallel"), plus the
 * anthropometry readings and lateral panel (§7 "Anthropometry"), the two tests' parameters the exam cards
 * need, and the catalogues the readings name.
 *
 * Design (DESIGN.md "The read path"):
 * - Signed in: every call runs in parallel when the panel opens and whenever the sync status's lastSyncAt
 *   changes; each answer is stored on the device (documents through `refreshDocumentList`, the rest through
 *   `putRecord` under the keys below) and the screen reads only what is stored, through live queries, so
 *   the timeline shows offline after a reload and local drafts show over the server's documents. A failed
 *   call is logged and leaves what the device had (spec 000 §8 "Anthropometry failure: logged, empty list"
 *   is the case of a device that never stored any).
 * - The embedded read-only view has no signed-in user and so no device store: the same calls, kept in
 *   memory for the page's life.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { getAnthropometryLateral, listAnthropometry } from '../../../api/anthropometry.api';
import { isEmbedded } from '../../../api/embedded';
import { listDevelopmentControls } from '../../../api/development-control.api';
import { getBayleyParams, getGriffithsParams, listExams } from '../../../api/exam-list.api';
import { listFamilyControls } from '../../../api/family-control.api';
import { getParameter } from '../../../api/parameters.api';
import { listPostponedExams } from '../../../api/postponed-history.api';
import { useSession } from '../../../api/session';
import type { AnthropometryLateral, AnthropometryReading } from '../../../contract/anthropometry';
import type { BayleyParams } from '../../../contract/bayley';
import type { ListedDocument } from '../../../contract/document';
import type { GriffithsParams } from '../../../contract/griffiths';
import type { PostponedExam, PostponedKind } from '../../../contract/postponed';
import type { CanguroDb } from '../../../offline/db';
import { idFieldOf } from '../../../offline/document-kinds';
import {
  overlayDocuments,
  refreshDocumentList,
  useDocumentList,
  type DocumentListItem,
} from '../../../offline/document-list';
import { putRecord, useRecord } from '../../../offline/records';
import { useSessionDb } from '../../../offline/session-db';
import { getSyncStatus, subscribeSyncStatus } from '../../../offline/sync-client';
import {
  browserTimeZone,
  postponedRecordKey,
  todayQuery,
  type LocalPostponed,
} from '../postponed/postponed-rules';
import type { PendingPostponed, TimelineDocumentKind, TimelineSources } from './timeline';

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

const listOf: Record<TimelineDocumentKind, (historyId: string) => Promise<ListedDocument[]>> = {
  bayley: (id) => listExams('bayley', id),
  griffiths: (id) => listExams('griffiths', id),
  'development-control': listDevelopmentControls,
  'family-control': listFamilyControls,
};

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

interface Fetched {
  documents: Record<TimelineDocumentKind, ListedDocument[]>;
  postponed: Record<PostponedKind, PostponedExam[]>;
  anthropometry: AnthropometryReading[];
  lateral: AnthropometryLateral;
  bayleyParams: BayleyParams;
  griffithsParams: GriffithsParams;
  feeding: CatalogueEntry[];
  education: CatalogueEntry[];
}

type Calls = { [K in keyof Fetched]: () => Promise<Fetched[K]> };

/** Every call of the timeline, by what it fills. */
function timelineCalls(historyId: string): Calls {
  return {
    documents: async () => {
      const kinds = Object.keys(listOf) as TimelineDocumentKind[];
      const lists = await Promise.all(kinds.map((kind) => listOf[kind](historyId)));
      return Object.fromEntries(kinds.map((kind, i) => [kind, lists[i]])) as Fetched['documents'];
    },
    postponed: async () => {
      const [bayley, griffiths] = await Promise.all([
        listPostponedExams('postponed-bayley', historyId),
        listPostponedExams('postponed-griffiths', historyId),
      ]);
      return { 'postponed-bayley': bayley, 'postponed-griffiths': griffiths };
    },
    anthropometry: () => listAnthropometry(historyId),
    lateral: () => getAnthropometryLateral(historyId),
    bayleyParams: () => getBayleyParams(),
    griffithsParams: () => getGriffithsParams(),
    feeding: () => getParameter<CatalogueEntry>(FEEDING_CATALOGUE),
    education: () => getParameter<CatalogueEntry>(EDUCATION_CATALOGUE),
  };
}

const warn = (what: string) => (error: unknown) =>
  console.warn(`Evoluciones: ${what} not refreshed (the stored copy stays)`, error);

/** Runs every call in parallel and stores each answer on the device as it arrives. */
export async function refreshTimeline(db: CanguroDb, historyId: string): Promise<void> {
  const keys = timelineRecordKeys;
  await Promise.all([
    ...(Object.keys(listOf) as TimelineDocumentKind[]).map((kind) =>
      refreshDocumentList(db, kind, historyId, listOf[kind]).catch(warn(kind)),
    ),
    ...(['postponed-bayley', 'postponed-griffiths'] as const).map((kind) =>
      listPostponedExams(kind, historyId)
        .then((rows) => putRecord(db, keys.postponed(kind, historyId), historyId, rows))
        .catch(warn(kind)),
    ),
    listAnthropometry(historyId)
      .then((rows) => putRecord(db, keys.anthropometry(historyId), historyId, rows))
      .catch(warn('anthropometry')),
    getAnthropometryLateral(historyId)
      .then((panel) => putRecord(db, keys.lateral(historyId), historyId, panel))
      .catch(warn('anthropometry lateral panel')),
    getBayleyParams()
      .then((params) => putRecord(db, keys.params('bayley'), null, params))
      .catch(warn('Bayley parameters')),
    getGriffithsParams()
      .then((params) => putRecord(db, keys.params('griffiths'), null, params))
      .catch(warn('Griffiths parameters')),
    ...[FEEDING_CATALOGUE, EDUCATION_CATALOGUE].map((name) =>
      getParameter<CatalogueEntry>(name)
        .then((values) => putRecord(db, keys.catalogue(name), null, values))
        .catch(warn(name)),
    ),
  ]);
}

const documentItems = (kind: TimelineDocumentKind, docs: readonly ListedDocument[]): DocumentListItem[] =>
  overlayDocuments(docs, [], [], idFieldOf(kind));

/**
 * Today's postponement made in the exam's tab and not yet acknowledged (the device's record of the day,
 * docs/architecture.md "Postponed exams"), as the timeline shows it; null when there is none.
 */
function usePendingPostponed(kind: PostponedKind, historyId: string): PendingPostponed | null {
  const query = todayQuery(historyId, new Date(), browserTimeZone());
  const local = useRecord<LocalPostponed>(postponedRecordKey(kind, query))?.data;
  if (!local?.pending || !local.result || !local.motive) return null;
  return {
    date: query.date,
    motive: local.motive,
    createdAt: local.createdAt ?? new Date().toISOString(),
    signature: local.signer ?? null,
  };
}

/** The timeline's data from the device store, refreshed from the network. */
function useStoredTimeline(db: CanguroDb | null, historyId: string): TimelineData {
  const lastSyncAt = useSyncExternalStore(subscribeSyncStatus, () => getSyncStatus()?.lastSyncAt ?? null);
  useEffect(() => {
    if (db) void refreshTimeline(db, historyId);
  }, [db, historyId, lastSyncAt]);

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
  const [data, setData] = useState<Partial<Fetched>>({});
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    const calls = timelineCalls(historyId);
    const jobs = (Object.keys(calls) as (keyof Fetched)[]).map((name) =>
      (calls[name]() as Promise<unknown>).then(
        (value) => current && setData((previous) => ({ ...previous, [name]: value })),
        warn(name),
      ),
    );
    void Promise.allSettled(jobs).then(() => current && setDone(true));
    return () => {
      current = false;
    };
  }, [enabled, historyId]);
  const docs = data.documents;
  return {
    sources: {
      documents: docs
        ? {
            bayley: documentItems('bayley', docs.bayley),
            griffiths: documentItems('griffiths', docs.griffiths),
            'development-control': documentItems('development-control', docs['development-control']),
            'family-control': documentItems('family-control', docs['family-control']),
          }
        : {},
      postponed: data.postponed ?? {},
      anthropometry: data.anthropometry ?? [],
    },
    lateral: data.lateral ?? null,
    bayleyParams: data.bayleyParams ?? null,
    griffithsParams: data.griffithsParams ?? null,
    feeding: data.feeding ?? [],
    education: data.education ?? [],
    ready: done || Boolean(docs),
    fetched: Boolean(docs),
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
