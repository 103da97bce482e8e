/**
 * Whether a report can be asked for now: the report is made by the server, so it needs the browser online
 * and the server answering (src/api/server-reachability.ts; 'unknown' before its first check counts as
 * answering, so the screen does not start disabled).
 */
import { useConnection } from '../../api/server-reachability';

export type ReportConnection = 'available' | 'offline' | 'server-unreachable';

export function useReportConnection(): ReportConnection {
  const connection = useConnection();
  return connection === 'online' ? 'available' : connection;
}
