/**
 * Texts of the offline store and the outbox. None is in the spec (ours): the spec's app had no outbox.
 */

export const outboxText = {
  /** An entry names a document created on this device that will never reach the server. */
  missingDependency: 'Depende de un documento que no llegó al servidor',
} as const;
