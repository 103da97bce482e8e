/**
 * The conversation with the host page (docs/vaccination.md "Messages"): the view learns the allowed
 * host origins (GET /v1/embed-origins), listens, then posts `iframe-ready` to the page that frames it;
 * it takes an init only through readHostMessage (the framing window, an allowed origin, source KAREN,
 * type karen-message, the schema) and answers only to the origin the init came from, never '*'.
 */
import { useEffect, useState } from 'react';
import { fetchEmbedOrigins } from '../../api/embed-origins.api';
import {
  iframeReadyMessage,
  readHostMessage,
  type UpdatedVaccineDataMessage,
  type VaccinationInitMessage,
} from '../../contract/vaccination';
import { parentOriginOf } from '../../domain/embed-origins';

export type HostConnection =
  | { status: 'connecting' }
  | { status: 'failed' }
  | { status: 'not-framed' }
  | { status: 'waiting'; invalid: string[] | null }
  | { status: 'ready'; init: VaccinationInitMessage; origin: string; received: number };

const framingWindow = (): Window | null => (window.parent !== window ? window.parent : null);

/** A message's data, of no type until the host message's check reads it. */
const messageData = (event: MessageEvent<unknown>): unknown => event.data;

export function useHostConnection(): HostConnection {
  const [connection, setConnection] = useState<HostConnection>({ status: 'connecting' });

  useEffect(() => {
    const controller = new AbortController();
    let allowed: readonly string[] = [];
    let received = 0;
    const onMessage = (event: MessageEvent) => {
      const parent = framingWindow();
      const read = readHostMessage(
        {
          origin: event.origin,
          data: messageData(event),
          fromParent: parent !== null && event.source === parent,
        },
        allowed,
      );
      if (read.kind === 'init') {
        received += 1;
        setConnection({ status: 'ready', init: read.message, origin: read.origin, received });
      } else if (read.kind === 'invalid') {
        setConnection((previous) =>
          previous.status === 'ready' ? previous : { status: 'waiting', invalid: read.issues },
        );
      }
    };
    fetchEmbedOrigins(controller.signal).then(
      (origins) => {
        allowed = origins;
        const parent = framingWindow();
        if (!parent) {
          setConnection({ status: 'not-framed' });
          return;
        }
        window.addEventListener('message', onMessage, { signal: controller.signal });
        setConnection({ status: 'waiting', invalid: null });
        const target = parentOriginOf(
          { ancestorOrigin: window.location.ancestorOrigins?.[0], referrer: document.referrer },
          allowed,
        );
        if (target) parent.postMessage(iframeReadyMessage, target);
      },
      () => {
        if (!controller.signal.aborted) setConnection({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, []);

  return connection;
}

/** Hands the round to the host page, at the origin its init came from. */
export function postToHost(message: UpdatedVaccineDataMessage, origin: string): void {
  framingWindow()?.postMessage(message, origin);
}
