import { css } from 'styled-system/css';
import { EmailEventBadge, personName, type EmailActivityEvent } from '@/entities/email';
import { formatMoment } from '@/shared/lib/dates';
import { Link } from 'react-router';
import { EmailAddress, TableFrame, tableStyles as t } from '@/shared/ui';

const styles = {
  detail: css({ textStyle: 'xs', color: 'fg.muted', overflowWrap: 'anywhere', maxW: 'xs' }),
};

function detailOf(event: EmailActivityEvent): string | null {
  if (event.url) return event.url;
  const reason = [event.bounceType && `${event.bounceType === 'hard' ? 'Hard' : 'Soft'} bounce`, event.reason].filter(Boolean).join(': ');
  return reason === '' ? null : reason;
}

/** Email events (newest first) with links to their subscriber and campaign. */
export function EmailEventTable({ events, showSubscriber = true, label = 'Email events' }: { events: readonly EmailActivityEvent[]; showSubscriber?: boolean; label?: string }) {
  return (
    <TableFrame label={label} cards>
      <table className={t.table}>
        <caption className={t.caption}>{label}</caption>
        <thead>
          <tr>
            <th scope="col" className={t.th}>Event</th>
            {showSubscriber && <th scope="col" className={t.th}>Subscriber</th>}
            <th scope="col" className={t.th}>Campaign</th>
            <th scope="col" className={t.th}>When</th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => {
            const detail = detailOf(event);
            return (
              <tr key={event._id} data-testid="email-event-row">
                <td className={t.td} data-label="Event">
                  <EmailEventBadge type={event.type} />
                  {detail && <div className={styles.detail}>{detail}</div>}
                </td>
                {showSubscriber && (
                  <td className={t.td} data-label="Subscriber">
                    <Link to={`/admin/email/subscribers/${event.subscriber._id}`} className={t.link}>
                      <EmailAddress email={event.subscriber.email} />
                    </Link>
                    {personName(event.subscriber) && <div className={t.muted}>{personName(event.subscriber)}</div>}
                  </td>
                )}
                <td className={t.td} data-label="Campaign">
                  {event.campaign ? (
                    <Link to={`/admin/email/analytics/${event.campaign._id}`} className={t.link}>
                      {event.campaign.name}
                    </Link>
                  ) : (
                    <span className={t.muted}>Not a campaign</span>
                  )}
                </td>
                <td className={t.td} data-label="When">{formatMoment(event.at, { withTime: true })}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableFrame>
  );
}
