/**
 * The users list for the administrator's screen: asked of the server whenever the screen shows and after
 * each change, never kept on the device (src/api/user-admin.api.ts says why), so it waits for a
 * connection.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { listManagedUsers } from '../../api/user-admin.api';

const key = ['admin', 'users'] as const;

export function useManagedUsers(online: boolean) {
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => listManagedUsers(signal),
    enabled: online,
    staleTime: 0,
  });
  const client = useQueryClient();
  const refresh = useCallback(() => client.invalidateQueries({ queryKey: key }), [client]);
  return { ...query, refresh };
}
