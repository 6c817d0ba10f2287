import { css } from 'styled-system/css';
import { EmailEventBadge, type EmailActivityEvent } from '@/entities/email';
import { Link } from 'react-router';
import { dateColumn, tableStyles as t, type DataTableColumn } from '@/shared/ui';
import { subscriberColumn } from './email-parts';

const styles = {
  detail: css({ textStyle: 'caption', color: 'fg.muted', overflowWrap: 'anywhere', maxW: 'xs' }),
};

function detailOf(event: EmailActivityEvent): string | null {
  if (event.url) return event.url;
  const reason = [event.bounceType && `${event.bounceType === 'hard' ? 'Hard' : 'Soft'} bounce`, event.reason].filter(Boolean).join(': ');
  return reason === '' ? null : reason;
}

function eventColumns(showSubscriber: boolean): DataTableColumn<EmailActivityEvent>[] {
  const columns: DataTableColumn<EmailActivityEvent>[] = [
    {
      key: 'event',
      header: 'Event',
      cell: (event) => {
        const detail = detailOf(event);
        return (
          <>
            <EmailEventBadge type={event.type} />
            {detail && <div className={styles.detail}>{detail}</div>}
          </>
        );
      },
    },
    subscriberColumn((event) => event.subscriber, (event) => event.subscriber._id, { rowHeader: false }),
    {
      key: 'campaign',
      header: 'Campaign',
      cell: (event) =>
        event.campaign ? (
          <Link to={`/admin/email/analytics/${event.campaign._id}`} className={t.link}>
            {event.campaign.name}
          </Link>
        ) : (
          <span className={t.muted}>Not a campaign</span>
        ),
    },
    dateColumn('when', 'When', (event) => event.at, { withTime: true }),
  ];
  return showSubscriber ? columns : columns.filter((column) => column.key !== 'subscriber');
}

const eventTable = (showSubscriber: boolean) => ({
  columns: eventColumns(showSubscriber),
  rowKey: (event: EmailActivityEvent) => event._id,
  rowProps: () => ({ 'data-testid': 'email-event-row' }),
  cards: true,
});

/** Email events (newest first) with links to their subscriber and campaign (spread on `DataTable`). */
export const emailEventTable = eventTable(true);

/** One subscriber's events (newest first), with links to their campaign. */
export const subscriberEventTable = eventTable(false);
