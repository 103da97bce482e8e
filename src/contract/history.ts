/**
 * The history record (spec 000 §3 "History record") as /v1/hc/{id} answers it, and the search answer of
 * /v1/hc/list. Field names follow the spec's source system (Iden_*, EGNDT, Pediatria...). Fields the
 * spec does not list but the product needs (sex for growth z-scores, birth weight for the header, the
 * mother's social data for the basic-data panel) are ours and documented in docs/api.md.
 */
import * as v from 'valibot';

export const historyRecord = v.object({
  id: v.string(),
  /** Programme code of the history (shown as "code" in the psychology header). */
  EGNDT: v.string(),
  Iden_Sede: v.number(),
  Iden_nombreCompletoPaciente: v.string(),
  Iden_DocumentoPaciente: v.nullable(v.string()),
  Iden_Sexo: v.picklist(['F', 'M']),
  Iden_nombreCompletoMadre: v.string(),
  Iden_DocumentoMadre: v.string(),
  Iden_MadreSustituta: v.boolean(),
  Iden_DocumentoCustodioTemporal: v.nullable(v.string()),
  /** Birth date, 'YYYY-MM-DD'. */
  Iden_FechaParto: v.string(),
  Pediatria: v.object({
    ExamenInicialPediatria: v.object({
      EIP_EdadGestacionalAlNacer: v.object({ EIP_EG_DiasTotales: v.number() }),
      EIP_PesoAlNacer: v.nullable(v.number()),
      /** Birth length and head circumference in cm (ours: the size at birth); absent in older records. */
      EIP_TallaAlNacer: v.optional(v.nullable(v.number())),
      EIP_PerimetroCefalicoAlNacer: v.optional(v.nullable(v.number())),
    }),
  }),
  /**
   * The mother's facts of the anthropometry side panel (spec 000 §3 "Lateral panel": primigestante,
   * mamaSola, nivelEducativo, an id of NivelesEducativos), each null when the record does not say.
   * Optional: a record stored before it was carried (on a server or a device) still passes, and the panel
   * shows "—" for it.
   */
  Madre: v.optional(
    v.object({
      primigestante: v.nullable(v.boolean()),
      mamaSola: v.nullable(v.boolean()),
      nivelEducativo: v.nullable(v.number()),
    }),
  ),
  /** Source fields of the social-work basic data (spec 001 §3). */
  SocialWork: v.object({
    motherBirthDate: v.nullable(v.string()),
    motherMaritalStatus: v.nullable(v.number()),
    motherAddress: v.nullable(v.string()),
    motherNeighborhood: v.nullable(v.string()),
    motherLocality: v.nullable(v.string()),
    motherTelephone: v.nullable(v.string()),
    motherStatus: v.nullable(v.number()),
    patientBirthIPS: v.nullable(v.number()),
    patientEPS: v.nullable(v.string()),
    patientRegime: v.nullable(v.string()),
  }),
});
export type HistoryRecord = v.InferOutput<typeof historyRecord>;
export type MotherFacts = NonNullable<HistoryRecord['Madre']>;

/** One row of /v1/hc/list: enough to show the result and verify the mother's document. */
export const historySummary = v.object({
  id: v.string(),
  EGNDT: v.string(),
  Iden_Sede: v.number(),
  Iden_nombreCompletoPaciente: v.string(),
  Iden_nombreCompletoMadre: v.string(),
  Iden_FechaParto: v.string(),
  Iden_MadreSustituta: v.boolean(),
  /** Needed on the device for the verification of the last 3 digits (spec 000 §5), also offline. */
  Iden_DocumentoMadre: v.string(),
  Iden_DocumentoCustodioTemporal: v.nullable(v.string()),
});
export type HistorySummary = v.InferOutput<typeof historySummary>;
