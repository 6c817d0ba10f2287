import { useEffect, useState } from 'react';
import { type ConnectionState, openRealtimeAnalyticsStream, type RealtimeAnalytics, type RealtimeStreamOptions } from '../api/realtime-stream';

export type OpenRealtimeStream = (options: RealtimeStreamOptions) => Promise<unknown>;

/** The latest snapshot of the admin realtime feed and the state of the connection, while mounted. */
export function useRealtimeAnalytics(open: OpenRealtimeStream = openRealtimeAnalyticsStream) {
  const [snapshot, setSnapshot] = useState<RealtimeAnalytics | null>(null);
  const [state, setState] = useState<ConnectionState>('connecting');
  useEffect(() => {
    const controller = new AbortController();
    void open({ signal: controller.signal, onSnapshot: setSnapshot, onState: setState });
    return () => controller.abort();
  }, [open]);
  return { snapshot, state };
}
