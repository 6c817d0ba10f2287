import { PlatformTable } from '@/entities/artist';
import { tableStyles as t } from '@/shared/ui';
import type { components } from '@/shared/api';

type StreamsBreakdown = components['schemas']['StreamsBreakdown'];

/** Streams and estimated earnings of a track or album, platform by platform. */
export function PlatformBreakdown({ streams, caption }: { streams: StreamsBreakdown; caption: string }) {
  if (streams.byPlatform.length === 0) return <p className={t.muted}>No streams reported yet.</p>;
  return <PlatformTable label={caption} rows={streams.byPlatform} />;
}
