/**
 * The data of the social-work Evoluciones tab (spec 001 §2: "The timeline loads the initial assessment,
 * evolution and home visit lists in parallel"), plus what its cards and editors read: the history's
 * psychosocial risks and activities, the basic data of the side panel, and the catalogues the forms choose
 * from and the cards name.
 *
 * As in psychology (src/features/psychology/evolutions/use-timeline-sources.ts): the calls are listed once
 * (`socialWorkCalls`, also what "Preparar visitas" downloads) and run through the query layer; each answer
 * is stored on the device and the screen reads only what is stored, live, with local drafts over the
 * server's documents — so the tab shows offline after a reload and a document saved offline shows at once.
 */
import {
  basicDataRead,
  socialWorkDocumentsRead,
  type ListedRow,
  type SocialWorkBasicData,
} from '../../../api/social-work.api';
import { fromRead, serverKeys, useStoredCalls, type ServerCall } from '../../../api/server-query';
import type { CanguroDb } from '../../../offline/db';
import { idFieldOf } from '../../../offline/document-kinds';
import { documentListCall, useDocumentList } from '../../../offline/document-list';
import { recordCall } from '../../../offline/records';
import { useRecord } from '../../../offline/records-live';
import {
  storedRowsCall,
  useActivityGroups,
  useRows,
  type ActivityGroup,
  type ShownRow,
} from '../../../offline/row-store';
import { useBehindCover } from '../../../offline/held-live-query';
import { useSessionDb } from '../../../offline/session-db';
import { catalogueCall } from '../../../document-kit/catalogues';
import { buildEntries, socialWorkKinds, type SocialWorkEntry } from './timeline';

/** Catalogues of the three documents and the side panel (docs/catalogues.md). */
export const socialWorkCatalogues = [
  'TiposVivienda',
  'TenenciaVivienda',
  'EstratosSocioeconomicos',
  'CalidadBuenaRegularDeficiente',
  'PoblacionDiferencial',
  'TipologiasFamiliares',
  'RangosIngresos',
  'GruposSisben',
  'MetodosPlanificacion',
  'RiesgoSocial',
  'Especialidades',
  'EstadosCivilesMadre',
  'EstadosMadre',
  'IPS',
  'EPS',
  'Parentescos',
  'NivelesEducativos',
  'Entidades',
  'TiposSubsidio',
] as const;

/** The row resources a social-work history shows (its documents' tables, Composición familiar, Adicionales). */
export const socialWorkRowResources = [
  'psychosocial-risk',
  'social-work-activity',
  'family-composition',
  'external-network-report',
  'subsidy',
] as const;

export const socialWorkRecordKeys = {
  basicData: (historyId: string) => `basic-data:social-work:${historyId}`,
} as const;

/** Every server call of the social-work screens for a history, stored in `db`. */
export function socialWorkCalls(db: CanguroDb | null, historyId: string): ServerCall[] {
  return [
    ...socialWorkKinds.map((kind) =>
      fromRead(socialWorkDocumentsRead(kind, historyId), (load) =>
        documentListCall(db, kind, historyId, load),
      ),
    ),
    ...socialWorkRowResources.map((resource) => storedRowsCall(db, resource, historyId)),
    fromRead(basicDataRead(historyId), (load) =>
      recordCall(
        db,
        { key: serverKeys.ofHistory(historyId, 'basic-data'), what: 'social-work basic data', load },
        { key: socialWorkRecordKeys.basicData(historyId), historyId },
      ),
    ),
    ...socialWorkCatalogues.map((name) => catalogueCall(db, name)),
  ];
}

export interface SocialWorkTimeline {
  /** Newest first; undefined while the device answers. */
  entries: SocialWorkEntry[] | undefined;
  /** Some list came from the server on this device. */
  fetched: boolean;
  risks: ShownRow<ListedRow>[];
  activities: ActivityGroup[];
  lists: Partial<Record<(typeof socialWorkKinds)[number], ReturnType<typeof useDocumentList>>>;
}

/**
 * Runs every social-work call of a history while its view is open, whichever tab shows: Composición
 * familiar and Adicionales read the same stored rows and catalogues as the Evoluciones tab.
 */
export function useSocialWorkData(historyId: string): void {
  const db = useSessionDb();
  useStoredCalls(socialWorkCalls(db, historyId), db !== null, useBehindCover());
}

export function useSocialWorkTimeline(historyId: string): SocialWorkTimeline {
  const initial = useDocumentList('initial-assessment', historyId, idFieldOf('initial-assessment'));
  const evolution = useDocumentList('social-work-evolution', historyId, idFieldOf('social-work-evolution'));
  const visit = useDocumentList('home-visit', historyId, idFieldOf('home-visit'));
  const risks = useRows('psychosocial-risk', historyId);
  const activities = useActivityGroups(historyId);
  return {
    entries: buildEntries({
      'initial-assessment': initial?.items,
      'social-work-evolution': evolution?.items,
      'home-visit': visit?.items,
    }),
    fetched: [initial, evolution, visit].some((list) => list?.fetched),
    risks: risks?.rows ?? [],
    activities: activities?.groups ?? [],
    lists: { 'initial-assessment': initial, 'social-work-evolution': evolution, 'home-visit': visit },
  };
}

/** The basic data stored for a history (the side panel), live. */
export function useStoredBasicData(historyId: string): SocialWorkBasicData | null | undefined {
  const stored = useRecord<SocialWorkBasicData>(socialWorkRecordKeys.basicData(historyId));
  return stored === undefined ? undefined : (stored?.data ?? null);
}
