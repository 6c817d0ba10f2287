import { css } from 'styled-system/css';
import { formatMoment } from '@/shared/lib/dates';
import type { JourneySession } from '../api/behavior-api';
import { DEVICE_LABELS, pageLabelFromPath } from '@/shared/neutral';
import { eventLabel } from '../config/labels';
import { formatDuration } from '@/shared/lib/format';

const timeFormat = new Intl.DateTimeFormat('en-US', { timeStyle: 'medium' });

const styles = {
  session: css({ bg: 'bg.surface', borderRadius: 'card', boxShadow: 'card', minW: '0' }),
  summary: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '1',
    p: '4',
    cursor: 'pointer',
    borderRadius: 'card',
    focusVisibleOutline: 'flush',
  }),
  started: css({ fontWeight: 'semibold' }),
  meta: css({ textStyle: 'sm', color: 'fg.muted', overflowWrap: 'anywhere' }),
  timeline: css({ display: 'flex', flexDirection: 'column', px: '4', pb: '4' }),
  event: css({
    display: 'grid',
    gridTemplateColumns: '[auto minmax(0, 1fr)]',
    columnGap: '3',
    py: '2',
    borderTopWidth: '1px',
    borderTopStyle: 'solid',
    borderColor: 'border.default',
    textStyle: 'sm',
  }),
  time: css({ color: 'fg.muted', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }),
  what: css({ fontWeight: 'medium', overflowWrap: 'anywhere' }),
  where: css({ gridColumn: '2', color: 'fg.muted', overflowWrap: 'anywhere' }),
};

function time(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : timeFormat.format(date);
}

/** "Desktop, Chrome on macOS". */
function deviceText(device: JourneySession['device']): string {
  if (!device) return DEVICE_LABELS.unknown;
  const browser = [device.browser, device.os].filter(Boolean).join(' on ');
  return browser ? `${DEVICE_LABELS[device.type]}, ${browser}` : DEVICE_LABELS[device.type];
}

/** One session: when, how long, on what; opened, its events in time order. */
export function JourneySessionItem({ session, open = false }: { session: JourneySession; open?: boolean }) {
  const count = session.events.length;
  return (
    <li>
      <details className={styles.session} open={open}>
        <summary className={styles.summary}>
          <span className={styles.started}>{formatMoment(session.startedAt, { withTime: true })}</span>
          <span className={styles.meta}>
            {formatDuration(session.durationSeconds, 'words')} · {deviceText(session.device)}
            {session.appVersion ? ` · version ${session.appVersion}` : ''} · {count} {count === 1 ? 'event' : 'events'}
          </span>
        </summary>
        <ol className={styles.timeline} aria-label={`Events of the session started ${formatMoment(session.startedAt, { withTime: true })}`}>
          {session.events.map((event, index) => (
            <li key={`${event.timestamp}:${index}`} className={styles.event}>
              <time className={styles.time} dateTime={event.timestamp}>
                {time(event.timestamp)}
              </time>
              <span className={styles.what}>{eventLabel(event.type, event.name)}</span>
              <span className={styles.where}>{pageLabelFromPath(event.path)}</span>
            </li>
          ))}
        </ol>
      </details>
    </li>
  );
}
