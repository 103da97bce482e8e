/**
 * The app's real API client (src/api/client.ts) over the in-process reference server, with the device's
 * network in the test's hands: `offline` makes every call fail as fetch does with no network, `status`
 * answers every call with that status as a gateway would, without reaching the server. `requests` counts
 * the calls that left the device. An aborted call fails as fetch does.
 */
import { createApiClient, type ApiClient } from '../../../../src/api/client';
import type { ReferenceServer, TestSession } from './reference-server';

export interface DeviceNetwork {
  client: ApiClient;
  offline: boolean;
  status: number | null;
  requests: string[];
}

export function deviceNetwork(server: ReferenceServer, session: TestSession): DeviceNetwork {
  const network: DeviceNetwork = {
    client: undefined as unknown as ApiClient,
    offline: false,
    status: null,
    requests: [],
  };
  network.client = createApiClient({
    baseUrl: 'http://local',
    tokens: { accessToken: () => session.accessToken, refreshToken: () => undefined, save: () => undefined },
    fetch: async (input, init) => {
      const request = new Request(input, init);
      network.requests.push(new URL(request.url).pathname);
      if (network.offline) throw new TypeError('Failed to fetch');
      if (network.status !== null) {
        return new Response(JSON.stringify({ message: `Fallo simulado (${network.status})` }), {
          status: network.status,
          headers: { 'content-type': 'application/json' },
        });
      }
      const response = await server.fetch(request);
      // Like the real fetch, a call aborted before its answer arrived fails with an AbortError.
      if (request.signal.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
      return response;
    },
  });
  return network;
}
