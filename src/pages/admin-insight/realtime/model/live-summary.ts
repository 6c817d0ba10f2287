import { useEffect, useRef, useState } from 'react';
import { formatCount } from '@/shared/lib/money';
import type { RealtimeAnalytics } from '../api/realtime-stream';

/** How often at most the polite live region speaks: numbers may change every 2 s. */
export const SUMMARY_INTERVAL_MS = 5000;

const plural = (count: number, one: string, many: string) => `${formatCount(count)} ${count === 1 ? one : many}`;

/** The figures in one sentence, for screen readers. */
export function summaryOf(snapshot: RealtimeAnalytics): string {
  const views = snapshot.pageViewsPerMinute.slice(-5).reduce((total, entry) => total + entry.views, 0);
  return `${plural(snapshot.onlineUsers, 'user', 'users')} online, ${formatCount(snapshot.awayUsers)} away. ${plural(views, 'page view', 'page views')} in the last 5 minutes.`;
}

/** `text`, changing at most every `intervalMs`: the latest text is spoken when the wait ends. */
export function useThrottledText(text: string, intervalMs = SUMMARY_INTERVAL_MS): string {
  const [shown, setShown] = useState(text);
  const lastAt = useRef(0);
  useEffect(() => {
    if (text === shown) return;
    const wait = lastAt.current + intervalMs - Date.now();
    const show = () => {
      lastAt.current = Date.now();
      setShown(text);
    };
    if (wait <= 0) {
      show();
      return;
    }
    const timer = setTimeout(show, wait);
    return () => clearTimeout(timer);
  }, [text, shown, intervalMs]);
  return shown;
}
