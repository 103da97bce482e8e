/**
 * Feature flags (spec 000 §3 "list of name/value pairs, read from a parameter set named Feature_Flags and
 * kept as flags"). Loaded when the home menu opens (spec 000 §2) and kept in memory for the session; a
 * failed load keeps what was loaded before. Offline, the service worker answers the request with the last
 * list it kept (docs/pwa.md); src/app/reference-data.ts makes sure one passed through it. Known flags: `socialWork` (the Trabajo Social tile) and
 * `changeSite` ("Cambiar Sede"), see server/seed/catalogues.ts.
 */
import { useSyncExternalStore } from 'react';
import * as v from 'valibot';
import { getParameter } from '../../../api/parameters.api';
import { onSessionEnd } from '../../../api/session';
import { clientErrorText } from '../../../i18n/platform';
import { logFailure } from '../../../api/failure-log';

export const FEATURE_FLAGS_PARAMETER = 'Feature_Flags';

const flagSchema = v.object({ name: v.string(), value: v.unknown() });
export type FeatureFlag = v.InferOutput<typeof flagSchema>;

/** null until the first successful load. */
let flags: readonly FeatureFlag[] | null = null;
const listeners = new Set<() => void>();

function setFlags(next: readonly FeatureFlag[] | null) {
  flags = next;
  listeners.forEach((listener) => listener());
}

onSessionEnd(() => setFlags(null));

let inFlight: Promise<readonly FeatureFlag[]> | null = null;

/**
 * GET the flags (one request at a time: callers during a load share it); on failure logs and throws
 * "Failed to fetch feature flags: {message}" (spec 000 §8).
 */
export function loadFeatureFlags(): Promise<readonly FeatureFlag[]> {
  inFlight ??= fetchFlags().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** Loads the flags unless they are loaded already (screens other than home need them too). */
export function ensureFeatureFlags(): Promise<readonly FeatureFlag[]> {
  return flags ? Promise.resolve(flags) : loadFeatureFlags();
}

async function fetchFlags(): Promise<readonly FeatureFlag[]> {
  try {
    const values = await getParameter(FEATURE_FLAGS_PARAMETER);
    const loaded = values.filter((value): value is FeatureFlag => v.is(flagSchema, value));
    setFlags(loaded);
    return loaded;
  } catch (error) {
    logFailure('Feature flags not loaded', error);
    throw new Error(clientErrorText.featureFlags(error instanceof Error ? error.message : String(error)), {
      cause: error,
    });
  }
}

export const getFeatureFlags = () => flags;

export function useFeatureFlags(): readonly FeatureFlag[] | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getFeatureFlags,
    getFeatureFlags,
  );
}

/** The value of a flag, undefined when the list lacks it. */
export const flagValue = (list: readonly FeatureFlag[] | null, name: string): unknown =>
  list?.find((flag) => flag.name === name)?.value;

/** Spec 000 §2: the Trabajo Social tile is hidden when there are no flags or the flag is false. */
export const socialWorkEnabled = (list: readonly FeatureFlag[] | null): boolean =>
  list !== null && list.length > 0 && flagValue(list, 'socialWork') !== false;

/**
 * Spec 000 §2: the site can be changed only by a user with more than one site (the session user's
 * `enableChangeSite`) and with the change-site flag on.
 */
export const changeSiteEnabled = (list: readonly FeatureFlag[] | null, enableChangeSite: boolean): boolean =>
  enableChangeSite && flagValue(list, 'changeSite') === true;
