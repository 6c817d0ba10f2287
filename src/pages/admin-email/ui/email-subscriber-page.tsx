import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import {
  emailListQueries,
  emailSubscriberQueries,
  FREQUENCIES,
  FREQUENCY_LABELS,
  personName,
  SUBSCRIBER_SOURCE_LABELS,
  SubscriberStatusBadge,
  updateEmailSubscriber,
  type EmailFrequency,
  type EmailSubscriberDetails,
  type EmailSubscriberUpdate,
} from '@/entities/email';
import { formatCount } from '@/shared/lib/money';
import { formatMoment } from '@/shared/lib/dates';
import { labelOf } from '@/shared/lib/labels';
import { Link, useParams } from 'react-router';
import { Button, DataTable, dateColumn, EmailAddress, errorMessageOf, Field, linkColumn, NativeSelect, Skeleton, StatCard, surfaceStyles as s, tableStyles as t, toaster, type DataTableColumn, TitledSection } from '@/shared/ui';
import { subscriberEventTable } from './email-event-table';
import { BackLink, EmailPageFailure } from './email-parts';
import { EmailPage, linkButton } from './email-page';

const styles = {
  facts: css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'max-content 1fr' }, rowGap: { base: '1', sm: '2' }, columnGap: '6', textStyle: 'sm', '& dt': { color: 'fg.muted', fontWeight: 'medium' }, '& dd': { overflowWrap: 'anywhere', mb: { base: '2', sm: '0' } } }),
  row: css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' }),
  columns: css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '[minmax(0, 1fr)]', lg: 'repeat(2, minmax(0, 1fr))' } }),
};

function Profile({ subscriber }: { subscriber: EmailSubscriberDetails }) {
  return (
    <TitledSection id="subscriber-profile" title="Profile">
      <dl className={styles.facts}>
        <dt>Email</dt>
        <dd><EmailAddress email={subscriber.email} /></dd>
        <dt>Name</dt>
        <dd>{personName(subscriber) ?? '—'}</dd>
        <dt>Came from</dt>
        <dd>{labelOf(SUBSCRIBER_SOURCE_LABELS, subscriber.source)}</dd>
        <dt>Subscriber since</dt>
        <dd>{formatMoment(subscriber.createdAt)}</dd>
        <dt>Last opened or clicked</dt>
        <dd>{subscriber.lastActivityAt ? formatMoment(subscriber.lastActivityAt, { withTime: true }) : 'Never'}</dd>
        <dt>Account</dt>
        <dd>{subscriber.userId ? <Link to={`/admin/users?search=${encodeURIComponent(subscriber.email)}`} className={t.link}>Find the account</Link> : 'No account'}</dd>
      </dl>
    </TitledSection>
  );
}

function Subscription({ subscriber, onChange, saving }: { subscriber: EmailSubscriberDetails; onChange: (patch: EmailSubscriberUpdate) => void; saving: boolean }) {
  const suppressed = subscriber.status === 'bounced' || subscriber.status === 'complained';
  return (
    <TitledSection id="subscriber-status" title="Status and preferences">
      <div className={styles.row}>
        <SubscriberStatusBadge status={subscriber.status} />
        {subscriber.status === 'subscribed' && (
          <Button variant="outline" size="sm" loading={saving} onClick={() => onChange({ status: 'unsubscribed' })}>
            Unsubscribe
          </Button>
        )}
        {subscriber.status === 'unsubscribed' && (
          <Button variant="outline" size="sm" loading={saving} onClick={() => onChange({ status: 'subscribed' })}>
            Subscribe again
          </Button>
        )}
      </div>
      {suppressed && <p className={t.muted}>The mail system stopped all sending to this address; it cannot be lifted here.</p>}
      {subscriber.unsubscribeReason && <p className={t.muted}>Reason given: {subscriber.unsubscribeReason}</p>}
      <Field label="Email frequency" helperText="How often they get news (transactional mail is not affected).">
        <NativeSelect value={subscriber.frequency} disabled={saving} onChange={(event) => onChange({ frequency: event.target.value as EmailFrequency })}>
          {FREQUENCIES.map((frequency) => (
            <option key={frequency} value={frequency}>
              {FREQUENCY_LABELS[frequency]}
            </option>
          ))}
        </NativeSelect>
      </Field>
    </TitledSection>
  );
}

type Membership = EmailSubscriberDetails['memberships'][number];

const membershipColumns: DataTableColumn<Membership>[] = [
  linkColumn('list', 'List', { to: (membership) => `/admin/email-lists/${membership.listId}`, text: (membership) => membership.name }),
  { key: 'status', header: 'Status', cell: (membership) => <SubscriberStatusBadge status={membership.status} /> },
  dateColumn('joined', 'Joined', (membership) => membership.subscribedAt),
];

/** `/admin/email/subscribers/:subscriberId`: profile, status and frequency (changeable), lists, figures and history. */
export function AdminEmailSubscriberDetailsPage() {
  const { subscriberId = '' } = useParams();
  const queryClient = useQueryClient();
  const subscriber = useQuery(emailSubscriberQueries.detail(subscriberId));
  const update = useMutation({
    mutationFn: (patch: EmailSubscriberUpdate) => updateEmailSubscriber(subscriberId, patch),
    onSuccess: async (updated) => {
      queryClient.setQueryData(emailSubscriberQueries.detail(subscriberId).queryKey, updated);
      toaster.create({ type: 'success', title: 'Subscriber updated' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: emailSubscriberQueries.all(), refetchType: 'inactive' }),
        queryClient.invalidateQueries({ queryKey: emailListQueries.all() }),
      ]);
    },
    onError: (error) => toaster.create({ type: 'error', title: 'Could not update the subscriber', description: errorMessageOf(error) }),
  });

  const back = <BackLink to="/admin/email/subscribers">Back to subscribers</BackLink>;
  if (subscriber.isError) return <EmailPageFailure title="Subscriber" back={back} error="Unable to load this subscriber" request={subscriber} />;
  const data = subscriber.data;
  return (
    <EmailPage
      title={data ? data.email : <Skeleton width={240} height={28} />}
      subtitle={data ? (personName(data) ?? undefined) : undefined}
      eyebrow={back}
      actions={
        <Link to={`/admin/email/activity?subscriberId=${subscriberId}`} className={linkButton}>
          All their activity
        </Link>
      }
    >
      <div className={s.grid}>
        <StatCard label="Emails sent" value={data ? formatCount(data.stats.sent) : ''} loading={!data} />
        <StatCard label="Delivered" value={data ? formatCount(data.stats.delivered) : ''} loading={!data} />
        <StatCard label="Opens" value={data ? formatCount(data.stats.opens) : ''} loading={!data} />
        <StatCard label="Clicks" value={data ? formatCount(data.stats.clicks) : ''} loading={!data} hint={data && data.stats.bounces > 0 ? `${formatCount(data.stats.bounces)} bounced` : undefined} />
      </div>
      {data ? (
        <>
          <div className={styles.columns}>
            <Profile subscriber={data} />
            <Subscription subscriber={data} onChange={(patch) => update.mutate(patch)} saving={update.isPending} />
          </div>
          <TitledSection id="subscriber-lists" title="Lists" surface="page">
            <DataTable
              label="Lists"
              cards
              columns={membershipColumns}
              rowKey={(membership) => membership.listId}
              rows={data.memberships}
              empty={{ title: 'Not on any list', description: 'Add them from a list’s page.', action: <Link to="/admin/email-lists" className={linkButton}>Go to the lists</Link> }}
            />
          </TitledSection>
          <TitledSection id="subscriber-history" title="History" surface="page">
            <DataTable
              {...subscriberEventTable}
              label="History"
              rows={data.recentActivity}
              empty={{ title: 'No emails yet', description: 'Sends, opens and clicks appear here once a campaign reaches them.' }}
            />
          </TitledSection>
        </>
      ) : (
        <Skeleton height={240} />
      )}
    </EmailPage>
  );
}
