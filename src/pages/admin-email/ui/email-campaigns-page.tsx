import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { css } from 'styled-system/css';
import {
  CAMPAIGN_STATUS_LABELS,
  CAMPAIGN_STATUSES,
  CampaignProgress,
  CampaignStatusBadge,
  deleteEmailCampaign,
  emailCampaignQueries,
  pluralize,
  type EmailCampaign,
  type EmailCampaignStatus,
} from '@/entities/email';
import { formatCount } from '@/shared/lib/money';
import { ComposeCampaignSlot, preloadComposeCampaign } from '@/features/compose-campaign';
import { formatMoment } from '@/shared/lib/dates';
import { toApiQuery, useListQuery, useSearchParams } from '@/shared/lib/list-query';
import { Link, useNavigate } from 'react-router';
import {
  Button,
  EmptyState,
  ErrorState,
  FilterBar,
  ListSearch,
  Menu,
  type MenuEntry,
  NativeSelect,
  Pagination,
  pendingLine,
  surfaceStyles as s,
  TableFrame,
  TableSkeleton,
  tableStyles as t,
  toaster,
} from '@/shared/ui';
import { campaignsQuerySchema } from '../model/list-queries';
import { ConfirmDialog } from './confirm-dialog';
import { EmailPage } from './email-page';

const styles = {
  name: css({ all: 'unset', cursor: 'pointer', fontWeight: 'semibold', textAlign: 'start', overflowWrap: 'anywhere', _hover: { textDecoration: 'underline' }, _focusVisible: { outlineWidth: '2px', outlineStyle: 'solid', outlineColor: 'border.focus' } }),
  subject: css({ textStyle: 'xs', color: 'fg.muted', fontWeight: 'normal', maxW: 'xs', overflowWrap: 'anywhere' }),
  status: css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '1', minW: '32' }),
};

function when(campaign: EmailCampaign): string {
  if (campaign.sentAt) return `Sent ${formatMoment(campaign.sentAt, { withTime: true })}`;
  if (campaign.status === 'scheduled' && campaign.scheduledAt) return `For ${formatMoment(campaign.scheduledAt, { withTime: true })}`;
  return `Edited ${formatMoment(campaign.updatedAt)}`;
}

interface CampaignTableProps {
  campaigns: readonly EmailCampaign[];
  onOpen: (campaign: EmailCampaign) => void;
  onDelete: (campaign: EmailCampaign) => void;
}

function CampaignTable({ campaigns, onOpen, onDelete }: CampaignTableProps) {
  const navigate = useNavigate();
  const actionsOf = (campaign: EmailCampaign): MenuEntry[] => {
    const entries: MenuEntry[] = [{ value: 'open', label: campaign.status === 'draft' || campaign.status === 'scheduled' ? 'Edit…' : 'Open…', onSelect: () => onOpen(campaign) }];
    if (campaign.status === 'sent' || campaign.status === 'sending') {
      entries.push({ value: 'analytics', label: 'Analytics', onSelect: () => void navigate(`/admin/email/analytics/${campaign._id}`) });
    }
    if (campaign.status === 'draft' || campaign.status === 'scheduled') {
      entries.push({ type: 'separator', id: 'danger' }, { value: 'delete', label: campaign.status === 'draft' ? 'Delete…' : 'Cancel…', tone: 'danger', onSelect: () => onDelete(campaign) });
    }
    return entries;
  };
  return (
    <TableFrame label="Campaigns" cards>
      <table className={t.table}>
        <caption className={t.caption}>Campaigns</caption>
        <thead>
          <tr>
            <th scope="col" className={t.th}>Campaign</th>
            <th scope="col" className={t.th}>Status</th>
            <th scope="col" className={`${t.th} ${t.numeric}`}>Recipients</th>
            <th scope="col" className={t.th}>When</th>
            <th scope="col" className={t.th}>
              <span className={t.visuallyHidden}>Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {campaigns.map((campaign) => (
            <tr key={campaign._id} data-testid="campaign-row">
              <th scope="row" className={t.td}>
                <button type="button" className={styles.name} onClick={() => onOpen(campaign)} onPointerEnter={preloadComposeCampaign}>
                  {campaign.name}
                </button>
                {campaign.subject && <div className={styles.subject}>{campaign.subject}</div>}
              </th>
              <td className={t.td} data-label="Status">
                <div className={styles.status}>
                  <CampaignStatusBadge status={campaign.status} />
                  {campaign.status === 'sending' && campaign.progress && <CampaignProgress progress={campaign.progress} label={`Sending progress of ${campaign.name}`} />}
                </div>
              </td>
              <td className={`${t.td} ${t.numeric}`} data-label="Recipients">{campaign.recipientCount === null ? '—' : formatCount(campaign.recipientCount)}</td>
              <td className={t.td} data-label="When">{when(campaign)}</td>
              <td className={t.td}>
                <Menu
                  trigger={
                    <Button variant="outline" size="sm" aria-label={`Actions for ${campaign.name}`}>
                      Actions
                    </Button>
                  }
                  items={actionsOf(campaign)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}

/**
 * `/admin/email/campaigns`: campaigns by status, paged in the address; the composer opens over the
 * list as `?compose=new` or `?campaign=<id>` (so a campaign can be linked to and survives a reload).
 */
export function AdminEmailCampaignsPage() {
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const { query, update, reset, isFiltered, filterCount } = useListQuery(campaignsQuerySchema);
  const campaigns = useQuery(emailCampaignQueries.list(toApiQuery(query)));
  const [deleting, setDeleting] = useState<EmailCampaign | null>(null);
  const openId = searchParams.get('campaign');
  const composing = searchParams.get('compose') === 'new' || (openId !== null && /^[0-9a-f]{24}$/.test(openId));

  const openComposer = (campaignId: string | null, replace = false) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('compose');
        next.delete('campaign');
        if (campaignId) next.set('campaign', campaignId);
        else next.set('compose', 'new');
        return next;
      },
      { replace },
    );
  const closeComposer = () =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('compose');
      next.delete('campaign');
      return next;
    });

  const total = campaigns.data?.total;
  const newCampaign = (
    <Button onClick={() => openComposer(null)} onPointerEnter={preloadComposeCampaign} onFocus={preloadComposeCampaign}>
      New campaign
    </Button>
  );
  return (
    <EmailPage title="Campaigns" subtitle={total === undefined ? pendingLine(campaigns.isPending) : pluralize(total, 'campaign')} actions={newCampaign}>
      <FilterBar
        label="Filter campaigns"
        count={filterCount}
        onClear={isFiltered ? reset : undefined}
        search={<ListSearch value={query.search} placeholder="Name or subject" onSearch={(search, options) => update({ search }, options)} />}
      >
        <label className={s.label}>
          Status
          <NativeSelect
            value={query.status ?? ''}
            onChange={(event) => update({ status: (event.target.value || undefined) as EmailCampaignStatus | undefined })}
          >
            <option value="">All statuses</option>
            {CAMPAIGN_STATUSES.map((status) => (
              <option key={status} value={status}>
                {CAMPAIGN_STATUS_LABELS[status]}
              </option>
            ))}
          </NativeSelect>
        </label>
      </FilterBar>
      {campaigns.isPending ? (
        <TableSkeleton columns={5} label="Loading campaigns" />
      ) : campaigns.isError ? (
        <ErrorState title="Unable to load campaigns" error={campaigns.error} onRetry={() => void campaigns.refetch()} />
      ) : campaigns.data.items.length === 0 ? (
        isFiltered ? (
          <EmptyState title="No campaigns match these filters" description="Try another search or status." action={<Button variant="outline" onClick={reset}>Clear filters</Button>} />
        ) : (
          <EmptyState
            title="No campaigns yet"
            description={
              <>
                Write one and send it to a list or a <Link to="/admin/email/segments" className={t.link}>segment</Link>, now or at a set time.
              </>
            }
            action={newCampaign}
          />
        )
      ) : (
        <>
          <CampaignTable campaigns={campaigns.data.items} onOpen={(campaign) => openComposer(campaign._id)} onDelete={setDeleting} />
          <Pagination label="Campaign pages" page={query.page} pageSize={query.limit} total={campaigns.data.total} onPageChange={(page) => update({ page })} />
        </>
      )}
      <ComposeCampaignSlot
        open={composing}
        onOpenChange={(open) => !open && closeComposer()}
        campaignId={searchParams.get('compose') === 'new' ? null : openId}
        onCreated={(campaign) => openComposer(campaign._id, true)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={deleting?.status === 'scheduled' ? 'Cancel this campaign?' : 'Delete this draft?'}
        description={deleting?.status === 'scheduled' ? `“${deleting.name}” will not be sent. It stays in the list as canceled.` : `“${deleting?.name ?? ''}” is deleted for good.`}
        confirmLabel={deleting?.status === 'scheduled' ? 'Cancel the campaign' : 'Delete draft'}
        cancelLabel="Keep it"
        onConfirm={async () => {
          if (!deleting) return;
          await deleteEmailCampaign(deleting._id);
          toaster.create({ type: 'success', title: deleting.status === 'scheduled' ? `“${deleting.name}” canceled` : `“${deleting.name}” deleted` });
          await queryClient.invalidateQueries({ queryKey: emailCampaignQueries.all() });
        }}
      />
    </EmailPage>
  );
}
