/**
 * What the browser says of this origin's storage (DESIGN.md write path, step 9): how much is used and how
 * much is still available (`navigator.storage.estimate`), and whether it is persistent — kept under
 * storage pressure — which "Preparar visitas" asks for and shows, since a tablet that evicts the day's
 * histories in the field loses the visit. Where the browser has no Storage API, each fact is null.
 */

export interface StorageFacts {
  /** Bytes this origin uses. */
  usage: number | null;
  /** Bytes this origin may use in all. */
  quota: number | null;
  /** Whether the browser keeps this origin's data under storage pressure. */
  persisted: boolean | null;
}

const storage = () => (typeof navigator === 'undefined' ? undefined : navigator.storage);

export async function storageFacts(): Promise<StorageFacts> {
  const api = storage();
  const [estimate, persisted] = await Promise.all([
    api?.estimate ? api.estimate().catch(() => null) : null,
    api?.persisted ? api.persisted().catch(() => null) : null,
  ]);
  return { usage: estimate?.usage ?? null, quota: estimate?.quota ?? null, persisted };
}

/** Asks for persistent storage (granted at once when it already is); null where it cannot be asked. */
export async function askPersistentStorage(): Promise<boolean | null> {
  const api = storage();
  if (!api?.persist) return null;
  try {
    return (await api.persisted?.()) || (await api.persist());
  } catch {
    return null;
  }
}
