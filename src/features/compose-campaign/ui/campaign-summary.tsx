import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { CampaignProgress, CampaignStatusBadge, type EmailCampaign } from '@/entities/email';
import { formatCount } from '@/shared/lib/money';
import { formatMoment } from '@/shared/lib/dates';
import { Link } from 'react-router';
import { formStyles } from '@/shared/ui';

const styles = {
  facts: css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'max-content 1fr' }, rowGap: { base: '1', sm: '2' }, columnGap: '6', textStyle: 'sm', '& dt': { color: 'fg.muted', fontWeight: 'medium' }, '& dd': { overflowWrap: 'anywhere' } }),
};

/** A campaign that can no longer be edited: its status, its sending progress (refreshed while it sends) and its figures. */
export function CampaignSummary({ campaign }: { campaign: EmailCampaign }) {
  return (
    <div className={formStyles.form}>
      <dl className={styles.facts}>
        <dt>Status</dt>
        <dd>
          <CampaignStatusBadge status={campaign.status} />
        </dd>
        <dt>Subject</dt>
        <dd>{campaign.subject ?? '—'}</dd>
        <dt>Recipients</dt>
        <dd>{campaign.recipientCount === null ? '—' : formatCount(campaign.recipientCount)}</dd>
        {campaign.sentAt && (
          <>
            <dt>Sent on</dt>
            <dd>{formatMoment(campaign.sentAt, { withTime: true })}</dd>
          </>
        )}
      </dl>
      {campaign.progress && <CampaignProgress progress={campaign.progress} />}
      {campaign.status === 'sending' && <p className={formStyles.note}>Sending in batches; this refreshes by itself.</p>}
      {(campaign.status === 'sent' || campaign.status === 'sending') && (
        <div className={formStyles.buttons}>
          <Link to={`/admin/email/analytics/${campaign._id}`} className={button({ variant: 'outline' })}>
            View analytics
          </Link>
        </div>
      )}
    </div>
  );
}
